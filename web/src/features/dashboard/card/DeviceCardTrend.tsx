import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DeviceCardTrend_trend$key } from '../../../../__generated__/DeviceCardTrend_trend.graphql';

type Props = { trend: DeviceCardTrend_trend$key };

/** A device's trend in analytics mode: the summary, the chart and its details. */
export function DeviceCardTrend({ trend }: Props) {
  const data = useFragment(
    graphql`
      fragment DeviceCardTrend_trend on Trend {
        period
        ref
        from
        to
        refFrom
        refTo
        bucket
        utcOffset
        aggregation
        unit {
          slug
          name
          unit
        }
        series {
          deviceId
          name
          points {
            ts
            v
          }
        }
        refSeries {
          deviceId
          name
          points {
            ts
            v
          }
        }
        lastReading {
          value
          time
        }
        intervalSeconds
        total
      }
    `,
    trend,
  );
  return <Text>{data.lastReading?.value ?? '—'}</Text>;
}
