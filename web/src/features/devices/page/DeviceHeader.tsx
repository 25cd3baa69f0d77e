import { Alert, Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { SignalIcon } from 'lucide-react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { DeviceHeaderChangedSubscription } from '../../../../__generated__/DeviceHeaderChangedSubscription.graphql';
import type { DeviceHeaderFragment$key } from '../../../../__generated__/DeviceHeaderFragment.graphql';
import { OpenInMapsLink } from '../../../components/OpenInMapsLink';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { bandPalette, showsSignal, signalBand } from '../../monitoring/signalBand';
import { DeviceActions } from './DeviceActions';
import { lastSeenStatus, statusPalette } from './lastSeenStatus';
import { NetworkStrengthDialog } from './NetworkStrengthDialog';
import { purgingHere } from './purgingHere';
import { useBandLabel } from './useBandLabel';
import { useDevicePage } from './useDevicePage';
import { useLifecycleLabel } from './useLifecycleLabel';

/**
 * The device page's header: name, network id, status (last seen, in the status colours), signal
 * band (opening the network-strength chart), open-in-maps, lifecycle and delete actions, and the
 * banner of a deleted device.
 */
export function DeviceHeader({ deviceRef }: { deviceRef: DeviceHeaderFragment$key }) {
  const { t, i18n } = useLingui();
  const { utcOffset } = useDevicePage();
  const bandLabel = useBandLabel();
  const lifecycleLabel = useLifecycleLabel();
  const [networkOpen, setNetworkOpen] = useState(false);
  const device = useFragment(
    graphql`
      fragment DeviceHeaderFragment on Device {
        id
        name
        networkId
        lastSeenAt
        lifecycle
        deleted
        deletedAt
        geo {
          lat
          lon
        }
        latestMessage {
          signalStrength
        }
        networkStrengthAvailable
        deviceModel {
          title
          networkType
          networkProtocol
        }
        owner {
          name
        }
        ...DeviceActionsFragment
      }
    `,
    deviceRef,
  );
  useDeviceChanged(device.id, device.name);
  const deletedAt = device.deletedAt ? formatDateTime(i18n, device.deletedAt, utcOffset) : null;
  const lastSeen = device.lastSeenAt ? formatDateTime(i18n, device.lastSeenAt, utcOffset) : null;
  const status = lastSeenStatus(device.lastSeenAt, device.deleted, new Date());
  const statusText = {
    never: t`Never seen`,
    recent: t`Online`,
    late: t`No contact for more than 24 hours`,
    deleted: t`Deleted`,
  }[status];
  const strength = device.latestMessage?.signalStrength;
  const { networkType, networkProtocol } = device.deviceModel;
  const band = strength != null && showsSignal(networkType, networkProtocol) ? signalBand(strength, networkProtocol) : null;

  return (
    <Stack gap="4">
      {device.deleted && (
        <Alert.Root status="warning" borderRadius="l3" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>This device is deleted</Trans>
            </Alert.Title>
            <Alert.Description>
              {deletedAt
                ? t`Deleted ${deletedAt}. It can still be read, but no longer changed.`
                : t`It can still be read, but no longer changed.`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ base: 'stretch', lg: 'flex-start' }} gap="3">
        <Stack gap="2" minW="0">
          <PageHeader title={device.name} />
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>
              <Trans>Network id</Trans>:{' '}
              <Text as="span" fontFamily="mono" color="fg">
                {device.networkId}
              </Text>
            </Text>
            <Text aria-hidden>·</Text>
            <Text>{device.deviceModel.title}</Text>
            <Text aria-hidden>·</Text>
            <Text>{device.owner.name}</Text>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={statusPalette[status]} variant="subtle" size="md">
              {statusText}
            </Badge>
            <Badge colorPalette="gray" variant="outline" size="md">
              {lifecycleLabel(device.lifecycle)}
            </Badge>
            {/* Never seen: the status badge already says so. */}
            {lastSeen && (
              <Text fontSize="sm" color="fg.muted">
                {t`Last seen ${lastSeen}`}
              </Text>
            )}
            {device.networkStrengthAvailable && (
              <Button size="xs" variant="outline" onClick={() => setNetworkOpen(true)} aria-haspopup="dialog">
                <SignalIcon aria-hidden />
                {band ? (
                  <>
                    <Trans>Signal</Trans>
                    <Badge colorPalette={bandPalette[band]} variant="subtle" size="sm">
                      {bandLabel(band)}
                    </Badge>
                  </>
                ) : (
                  <Trans>Network strength</Trans>
                )}
              </Button>
            )}
            {device.geo && <OpenInMapsLink geo={{ lat: device.geo.lat, lon: device.geo.lon }} />}
          </HStack>
        </Stack>
        <DeviceActions deviceRef={device} />
      </Stack>
      {networkOpen && <NetworkStrengthDialog deviceId={device.id} deviceName={device.name} utcOffset={utcOffset} onClose={() => setNetworkOpen(false)} />}
    </Stack>
  );
}

/**
 * Keeps the page live: a change by anyone (another user's edit, a lifecycle move, a delete, a
 * newly applied downlink) arrives as `deviceChanged` with the device's header fields, which Relay
 * writes into the store by id, so the header and every open tab reading them update in place. A
 * permanent delete leaves nothing to show: back to the list, saying why.
 */
function useDeviceChanged(deviceId: string, deviceName: string) {
  const { t } = useLingui();
  const { basePath } = useDevicePage();
  const navigate = useNavigate();
  const config = useMemo<GraphQLSubscriptionConfig<DeviceHeaderChangedSubscription>>(
    () => ({
      subscription: graphql`
        subscription DeviceHeaderChangedSubscription($deviceId: ID!) {
          deviceChanged(deviceId: $deviceId) {
            kind
            devices {
              id
              ...DeviceHeaderFragment
            }
          }
        }
      `,
      variables: { deviceId },
      onNext: (response) => {
        // Deleted here: DeviceActions signals it and leaves after its 2 seconds.
        if (response?.deviceChanged.kind !== 'PURGED' || purgingHere.has(deviceId)) return;
        toaster.create({ type: 'info', title: t`Someone deleted this device permanently`, description: deviceName, closable: true });
        navigate(basePath.replace(/\/[^/]+$/, ''), { replace: true });
      },
    }),
    [deviceId, deviceName, basePath, navigate, t],
  );
  useSubscription(config);
}
