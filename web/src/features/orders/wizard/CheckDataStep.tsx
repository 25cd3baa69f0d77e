import { Badge, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { CheckDataStep_device$key } from '../../../../__generated__/CheckDataStep_device.graphql';
import type { CheckDataStep_order$key } from '../../../../__generated__/CheckDataStep_order.graphql';
import type { CheckDataStepQuery } from '../../../../__generated__/CheckDataStepQuery.graphql';
import type { CheckDataStepSubscription } from '../../../../__generated__/CheckDataStepSubscription.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { useLifecycleWord } from '../serviceOrder/useLifecycleWord';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';

/**
 * The device's latest readings (the new device after a replacement) with their time and units, and
 * "waiting for a new reading…" until one newer than those shown when the step opened arrives. Live:
 * `deviceChanged` for this device brings the device back with its readings (Relay updates the
 * store by id), so nothing here polls.
 */
export function CheckDataStep({ orderRef, utcOffset }: StepProps<CheckDataStep_order$key>) {
  const { t } = useLingui();
  const order = useFragment(
    graphql`
      fragment CheckDataStep_order on ServiceOrder {
        device {
          id
        }
        replacement {
          newDevice {
            id
          }
        }
      }
    `,
    orderRef,
  );
  const deviceId = order.replacement?.newDevice?.id ?? order.device?.id ?? null;
  if (!deviceId) {
    return (
      <StepCard title={t`Latest readings`}>
        <Text color="fg.muted">
          <Trans>You may not read this device's data. Ask the dispatcher to check it.</Trans>
        </Text>
      </StepCard>
    );
  }
  return <DeviceReadings deviceId={deviceId} utcOffset={utcOffset} />;
}

function DeviceReadings({ deviceId, utcOffset }: { deviceId: string; utcOffset: number }) {
  const { t, i18n } = useLingui();
  const lifecycleWord = useLifecycleWord();
  // Readings by their unit's slug in the user's language, as the device page's Data tab names them (the API names them in English).
  const label = useLookupLabel();
  const data = useLazyLoadQuery<CheckDataStepQuery>(
    graphql`
      query CheckDataStepQuery($id: ID!) {
        node(id: $id) {
          ... on Device @alias(as: "device") {
            ...CheckDataStep_device
          }
        }
      }
    `,
    { id: deviceId },
    { fetchPolicy: 'network-only' },
  );
  const config = useMemo<GraphQLSubscriptionConfig<CheckDataStepSubscription>>(
    () => ({
      subscription: graphql`
        subscription CheckDataStepSubscription($deviceId: ID) {
          deviceChanged(deviceId: $deviceId) {
            kind
            devices {
              ...CheckDataStep_device
            }
          }
        }
      `,
      variables: { deviceId },
    }),
    [deviceId],
  );
  useSubscription<CheckDataStepSubscription>(config);
  const device = useFragment<CheckDataStep_device$key>(
    graphql`
      fragment CheckDataStep_device on Device {
        id
        name
        lifecycle
        latestMessage {
          time
        }
        latestReadings {
          slug
          name
          unit
          value
        }
      }
    `,
    data.node?.device ?? null,
  );
  // The newest reading when the step opened: a newer one is the check the technician waits for.
  const [openedWith] = useState(() => device?.latestMessage?.time ?? null);
  if (!device) {
    return (
      <StepCard title={t`Latest readings`}>
        <Text color="fg.muted">
          <Trans>The device was not found.</Trans>
        </Text>
      </StepCard>
    );
  }
  const latest = device.latestMessage?.time ?? null;
  const fresh = latest !== null && (openedWith === null || Date.parse(latest) > Date.parse(openedWith));
  const name = device.name;
  const measured = latest ? formatDateTime(i18n, latest, utcOffset) : null;
  return (
    <StepCard title={t`Latest readings of ${name}`}>
      <HStack gap="2" wrap="wrap">
        <Badge size="lg" colorPalette={fresh ? 'green' : 'gray'} gap="2" data-testid="check-data-status">
          {!fresh && <Spinner size="xs" aria-hidden />}
          {fresh ? t`New reading received` : t`Waiting for a new reading…`}
        </Badge>
        <Badge size="lg" variant="outline">
          {lifecycleWord(device.lifecycle)}
        </Badge>
      </HStack>
      {!fresh && (
        <Text color="fg.muted" fontSize="sm" role="status">
          <Trans>Make the device send a reading (restart it or press its send button). It shows here as soon as it arrives.</Trans>
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {measured ? t`Measured ${measured}` : t`The device has not sent any reading yet.`}
      </Text>
      {device.latestReadings.length > 0 && (
        <Stack gap="0" borderWidth="1px" borderRadius="l2" overflow="hidden">
          <Table.Root size="sm" aria-label={t`Latest readings`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Measurement</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>Value</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {device.latestReadings.map((reading) => (
                <Table.Row key={reading.slug}>
                  <Table.Cell>{label('unit', { slug: reading.slug, name: reading.name })}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {reading.value == null ? '—' : formatNumber(i18n, reading.value, reading.unit)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </StepCard>
  );
}
