import { Badge, Button, DataList, EmptyState, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTransition, type ReactNode } from 'react';
import { RefreshCwIcon, SatelliteDishIcon } from 'lucide-react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { DeviceAppliedConfigTabRefetchQuery } from '../../../../__generated__/DeviceAppliedConfigTabRefetchQuery.graphql';
import type { DeviceAppliedConfigTabFragment$key } from '../../../../__generated__/DeviceAppliedConfigTabFragment.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { readAppliedConfig } from './appliedConfig';
import { useViewerUtcOffset } from './useViewerUtcOffset';

type Props = {
  deviceRef: DeviceAppliedConfigTabFragment$key;
  /** Deleted devices are read-only; this tab only reads, so it shows the same. */
  deleted: boolean;
};

/**
 * What the device last reported having applied (spec part 2 §3 `appliedConfig`: AcMI, AcXTI, THVal,
 * EVENT, MsgCnt, deviceType, time), for every device that reports one, whether or not the viewer may
 * change its downlink. Each value carries the device's own key, which technicians read in the logs.
 */
export function DeviceAppliedConfigTab({ deviceRef }: Props) {
  const { t, i18n } = useLingui();
  const utcOffset = useViewerUtcOffset();
  const [data, refetch] = useRefetchableFragment<DeviceAppliedConfigTabRefetchQuery, DeviceAppliedConfigTabFragment$key>(
    graphql`
      fragment DeviceAppliedConfigTabFragment on Device @refetchable(queryName: "DeviceAppliedConfigTabRefetchQuery") {
        properties {
          json
        }
      }
    `,
    deviceRef,
  );
  const [refreshing, startRefresh] = useTransition();
  const applied = readAppliedConfig(data.properties.json);
  const refresh = () =>
    startRefresh(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const refreshButton = (
    <Button size="sm" variant="outline" onClick={refresh} loading={refreshing}>
      <RefreshCwIcon aria-hidden />
      <Trans>Refresh</Trans>
    </Button>
  );

  if (!applied) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <SatelliteDishIcon />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title>
              <Trans>No applied configuration yet</Trans>
            </EmptyState.Title>
            <EmptyState.Description>
              <Trans>The device reports the configuration it applies with its readings. It has not reported one yet.</Trans>
            </EmptyState.Description>
          </Stack>
          {refreshButton}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const dash = '—';
  const number = (value: number | null, unit?: string) => (value === null ? dash : formatNumber(i18n, value, unit));
  const side =
    applied.EVENT === null ? dash : applied.EVENT === 1 ? t`At or above the threshold` : t`Below the threshold`;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'AcMI', label: t`Measurement interval`, value: number(applied.AcMI, t`min`) },
    { key: 'AcXTI', label: t`Measurements per transmission`, value: number(applied.AcXTI) },
    { key: 'THVal', label: t`Threshold`, value: applied.THVal === null ? t`None` : number(applied.THVal) },
    {
      key: 'EVENT',
      label: t`Settings in force`,
      value: applied.EVENT === null ? dash : <Badge colorPalette={applied.EVENT === 1 ? 'orange' : 'blue'}>{side}</Badge>,
    },
    { key: 'MsgCnt', label: t`Message count`, value: number(applied.MsgCnt) },
    { key: 'deviceType', label: t`Device type`, value: applied.deviceType ?? dash },
    { key: 'time', label: t`Reported at`, value: applied.time ? formatDateTime(i18n, applied.time, utcOffset) : dash },
  ];

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold" textStyle="lg" as="h2">
            <Trans>Applied configuration</Trans>
          </Text>
          <Text color="fg.muted" textStyle="sm">
            <Trans>As the device last reported it.</Trans>
          </Text>
        </Stack>
        {refreshButton}
      </HStack>
      <DataList.Root orientation="horizontal" borderWidth="1px" borderRadius="l3" p="4" gap="3" divideY="1px">
        {rows.map((row) => (
          <DataList.Item key={row.key} pt="3" _first={{ pt: 0 }}>
            <DataList.ItemLabel minW="60">
              <Stack gap="0">
                <span>{row.label}</span>
                <Text as="span" fontFamily="mono" textStyle="xs" color="fg.muted">
                  {row.key}
                </Text>
              </Stack>
            </DataList.ItemLabel>
            <DataList.ItemValue fontVariantNumeric="tabular-nums">{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
