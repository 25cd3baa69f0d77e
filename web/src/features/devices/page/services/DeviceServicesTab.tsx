import { Box, Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PlusIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DeviceServicesTabFragment$key } from '../../../../../__generated__/DeviceServicesTabFragment.graphql';
import { newServiceOrderPath } from '../../../../routing/paths';
import { ServiceHistoryTable } from '../../../monitoring/ServiceHistoryTable';
import { useViewerAbility } from '../../tabs/useViewerAbility';
import { useDevicePage } from '../useDevicePage';

/**
 * The Services tab: the device's service orders, newest first (monitoring's service history table,
 * each row opening the order's details), and a new order for the device for those who may create one.
 */
export function DeviceServicesTab({ deviceRef, deleted }: { deviceRef: DeviceServicesTabFragment$key; deleted: boolean }) {
  const device = useFragment(
    graphql`
      fragment DeviceServicesTabFragment on Device {
        id
        deviceId
      }
    `,
    deviceRef,
  );
  const { utcOffset } = useDevicePage();
  const ability = useViewerAbility();
  return (
    <Stack gap="3" overflowX="auto">
      {!deleted && ability?.can('create', 'Service') && (
        <Box>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={newServiceOrderPath({ deviceId: device.deviceId })}>
              <PlusIcon aria-hidden />
              <Trans>New service order</Trans>
            </RouterLink>
          </Button>
        </Box>
      )}
      <ServiceHistoryTable deviceId={device.id} utcOffset={utcOffset} />
    </Stack>
  );
}
