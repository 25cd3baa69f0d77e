import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DeviceServicesTabFragment$key } from '../../../../../__generated__/DeviceServicesTabFragment.graphql';
import { ServiceHistoryTable } from '../../../monitoring/ServiceHistoryTable';
import { useDevicePage } from '../useDevicePage';

/** The Services tab: the device's service orders, newest first (monitoring's service history table). */
export function DeviceServicesTab({ deviceRef }: { deviceRef: DeviceServicesTabFragment$key; deleted: boolean }) {
  const device = useFragment(
    graphql`
      fragment DeviceServicesTabFragment on Device {
        id
      }
    `,
    deviceRef,
  );
  const { utcOffset } = useDevicePage();
  return (
    <Stack gap="3" overflowX="auto">
      <ServiceHistoryTable deviceId={device.id} utcOffset={utcOffset} />
    </Stack>
  );
}
