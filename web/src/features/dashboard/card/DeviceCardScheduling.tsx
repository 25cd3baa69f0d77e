import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DeviceCardScheduling_scheduling$key } from '../../../../__generated__/DeviceCardScheduling_scheduling.graphql';

type Props = { scheduling: DeviceCardScheduling_scheduling$key };

/** A counter device's counted events and service schedule in scheduling mode. */
export function DeviceCardScheduling({ scheduling }: Props) {
  const data = useFragment(
    graphql`
      fragment DeviceCardScheduling_scheduling on DeviceScheduling {
        period
        from
        to
        points {
          ts
          v
        }
        refPoints {
          ts
          v
        }
        serviceSchedule {
          id
          scheduleId
          serviceTargetCount
          notificationEmail
          totalCountSinceLastReset
          lastResetAt
        }
      }
    `,
    scheduling,
  );
  return <Text>{data.serviceSchedule?.totalCountSinceLastReset ?? '—'}</Text>;
}
