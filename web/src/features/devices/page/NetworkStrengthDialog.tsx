import { Alert, Badge, CloseButton, Dialog, HStack, NativeSelect, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { NetworkStrengthDialogQuery } from '../../../../__generated__/NetworkStrengthDialogQuery.graphql';
import { bandPalette } from '../../monitoring/signalBand';
import { LazyTimeLineChart } from './LazyTimeLineChart';
import { NETWORK_WINDOWS, networkWindow, type NetworkWindowKey } from './networkWindow';
import { useBandLabel } from './useBandLabel';

type Props = { deviceId: string; deviceName: string; utcOffset: number; onClose: () => void };

/** Spec part 2 §2 "network-strength chart modal": the device's signal strength over a window, with bands. */
export function NetworkStrengthDialog({ deviceId, deviceName, utcOffset, onClose }: Props) {
  const { t } = useLingui();
  const [windowKey, setWindowKey] = useState<NetworkWindowKey>('week');
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">{t`Network strength · ${deviceName}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack gap="2">
                  <Text asChild fontSize="sm" fontWeight="medium">
                    <label htmlFor="network-window">{t`Period`}</label>
                  </Text>
                  <NativeSelect.Root size="sm" width="48">
                    <NativeSelect.Field id="network-window" value={windowKey} onChange={(e) => setWindowKey(e.target.value as NetworkWindowKey)}>
                      {NETWORK_WINDOWS.map((key) => (
                        <option key={key} value={key}>
                          {{ day: t`Latest day`, week: t`Latest week`, month: t`Latest month`, threeMonths: t`Latest three months` }[key]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </HStack>
                <ErrorBoundary
                  resetKeys={[windowKey]}
                  fallbackRender={() => (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      <Alert.Title>{t`The data could not be loaded.`}</Alert.Title>
                    </Alert.Root>
                  )}
                >
                  <Suspense fallback={<Skeleton height="320px" />}>
                    <NetworkChart deviceId={deviceId} windowKey={windowKey} utcOffset={utcOffset} />
                  </Suspense>
                </ErrorBoundary>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NetworkChart({ deviceId, windowKey, utcOffset }: { deviceId: string; windowKey: NetworkWindowKey; utcOffset: number }) {
  const { t } = useLingui();
  const bandLabel = useBandLabel();
  // Fixed for this window choice: a re-render must not ask for a new window every time.
  const range = useMemo(() => networkWindow(windowKey, new Date()), [windowKey]);
  const data = useLazyLoadQuery<NetworkStrengthDialogQuery>(
    graphql`
      query NetworkStrengthDialogQuery($id: ID!, $from: DateTime!, $to: DateTime!) {
        node(id: $id) {
          ... on Device {
            networkHistory(from: $from, to: $to) {
              available
              scale
              points {
                time
                signalStrength
                rssi
                band
              }
            }
          }
        }
      }
    `,
    { id: deviceId, ...range },
    { fetchPolicy: 'store-and-network' },
  );
  const history = data.node?.networkHistory;
  const points = (history?.points ?? [])
    .map((p) => ({ time: p.time, value: p.signalStrength ?? (history?.scale === 'DBM' ? p.rssi : null) ?? null, band: p.band }))
    .filter((p) => p.value !== null);
  if (!history?.available || points.length === 0) {
    return (
      <Text color="fg.muted" py="10" textAlign="center">
        <Trans>No network information available</Trans>
      </Text>
    );
  }
  const latest = points[points.length - 1]!;
  const unit = history.scale === 'DBM' ? 'dBm' : null;
  return (
    <Stack gap="3">
      {latest.band && (
        <HStack gap="2">
          <Text fontSize="sm">{t`Latest:`}</Text>
          <Badge colorPalette={bandPalette[latest.band.toLowerCase() as keyof typeof bandPalette]} variant="subtle">
            {bandLabel(latest.band)}
          </Badge>
        </HStack>
      )}
      <Suspense fallback={<Skeleton height="320px" />}>
        <LazyTimeLineChart points={points} name={t`Signal strength`} unit={unit} utcOffset={utcOffset} ariaLabel={t`Signal strength over time`} height={320} />
      </Suspense>
    </Stack>
  );
}
