import { Button, chakra, DataList, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import type { DeviceCardTrend_trend$key, TrendAggregation } from '../../../../__generated__/DeviceCardTrend_trend.graphql';
import { lookupLabel } from '../../lookups/lookupLabel';
import { CardChart } from './CardChart';
import { formatCardNumber } from './formatCardNumber';
import { formatCardTime } from './formatCardTime';
import { formatInterval } from './formatInterval';
import { windowLabel } from './windowLabel';

const aggregations: ReadonlyArray<{ key: TrendAggregation; label: MessageDescriptor }> = [
  { key: 'average', label: msg`Average` },
  { key: 'minimum', label: msg`Minimum` },
  { key: 'maximum', label: msg`Maximum` },
  { key: 'total', label: msg`Total` },
];

type Unit = { readonly slug: string; readonly name: string; readonly unit: string };

type Props = {
  trend: DeviceCardTrend_trend$key;
  deviceName: string;
  refs: ReadonlyArray<{ key: string; name: string }>;
  selectedRef: string;
  onRefChange: (ref: string) => void;
  onAggregationChange: (aggregation: TrendAggregation) => void;
  /** The device's continuous units; a choice is offered when there are several. */
  units: ReadonlyArray<Unit>;
  onUnitChange: (slug: string) => void;
  /**
   * A group's trend (GroupCard): draw only the group's combined series (`deviceId` null) and its
   * reference, not the line of each device the trend also carries.
   */
  combinedOnly?: boolean;
};

/** A device's (or a group's) trend in analytics mode: the summary, the chart (or that there is no data) and its details. */
export function DeviceCardTrend({ trend, deviceName, refs, selectedRef, onRefChange, onAggregationChange, units, onUnitChange, combinedOnly = false }: Props) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const [details, setDetails] = useState(false);
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
  const { utcOffset } = data;
  // Filtered once per answer: the chart and its export table are memoised on these arrays.
  const series = useMemo(() => (combinedOnly ? data.series.filter((s) => s.deviceId === null) : data.series), [data.series, combinedOnly]);
  const refSeries = useMemo(() => (combinedOnly ? data.refSeries.filter((s) => s.deviceId === null) : data.refSeries), [data.refSeries, combinedOnly]);
  const bucket = data.bucket === 'hour' ? 'hour' : 'day';
  const symbol = data.unit?.unit;
  const refName = data.ref === 'none' ? null : (refs.find((r) => r.key === data.ref)?.name ?? data.ref);
  const formatTime = useCallback(
    (iso: string) => formatCardTime(i18n, iso, utcOffset, bucket === 'hour' ? 'dateTime' : 'date'),
    [i18n, utcOffset, bucket],
  );
  // Readings further apart than a bucket leave empty buckets between them that the line bridges.
  const maxGap = data.intervalSeconds ? Math.max(1, Math.ceil(data.intervalSeconds / (bucket === 'hour' ? 3600 : 86_400))) : 1;
  const hasData = series.some((s) => s.points.some((p) => p.v !== null && p.v !== undefined));
  const windowText = windowLabel(i18n, data.from, data.to, bucket, utcOffset);
  const dash = '—';

  const summary = [
    { label: t`Last reading`, value: data.lastReading ? formatCardNumber(i18n, data.lastReading.value, symbol) : dash },
    { label: t`Measured`, value: data.lastReading ? formatCardTime(i18n, data.lastReading.time, utcOffset, 'dateTime') : dash },
    { label: t`Interval`, value: data.intervalSeconds != null ? formatInterval(i18n, data.intervalSeconds) : dash },
    { label: t`Total`, value: data.total != null ? formatCardNumber(i18n, data.total, symbol) : dash },
  ];

  const row = (label: ReactNode, value: ReactNode, key: string) => (
    <DataList.Item key={key}>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  // A label element for each select, laid out as a fact row like the values around it.
  const selectRow = (label: ReactNode, id: string, select: ReactNode) =>
    row(
      <chakra.label htmlFor={id} cursor="pointer">
        {label}
      </chakra.label>,
      <NativeSelect.Root size="xs" width="auto" minW="40">
        {select}
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
      id,
    );

  return (
    <Stack gap="3">
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {summary.map((item) => row(item.label, <Text as="span" fontWeight="medium">{item.value}</Text>, item.label))}
        {selectRow(
          <Trans>Compare with</Trans>,
          `${ids}-ref`,
          <NativeSelect.Field id={`${ids}-ref`} value={selectedRef} onChange={(e) => onRefChange(e.target.value)}>
            {refs.map((r) => (
              <option key={r.key} value={r.key}>
                {r.name}
              </option>
            ))}
          </NativeSelect.Field>,
        )}
      </DataList.Root>

      {hasData ? (
        <CardChart
          series={series}
          refSeries={refSeries}
          refName={refName}
          bucket={bucket}
          utcOffset={utcOffset}
          unit={symbol}
          ariaLabel={t`Chart of ${deviceName}, ${windowText}`}
          fileName={`${deviceName} ${data.from.slice(0, 10)}`}
          formatTime={formatTime}
          maxGap={maxGap}
        />
      ) : (
        <Text color="fg.muted" fontSize="sm" textAlign="center" py="6" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
          <Trans>No data for this period</Trans>
        </Text>
      )}

      <Button size="xs" variant="ghost" alignSelf="flex-start" aria-expanded={details} onClick={() => setDetails((v) => !v)}>
        {details ? <LuChevronUp aria-hidden /> : <LuChevronDown aria-hidden />}
        {details ? <Trans>Hide details</Trans> : <Trans>More details</Trans>}
      </Button>
      {details && (
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          {row(<Trans>Window</Trans>, windowText, 'window')}
          {data.refFrom && data.refTo && row(<Trans>Reference window</Trans>, windowLabel(i18n, data.refFrom, data.refTo, bucket, utcOffset), 'ref-window')}
          {row(<Trans>Bucket</Trans>, bucket === 'hour' ? t`One hour` : t`One day`, 'bucket')}
          {units.length > 1
            ? selectRow(
                <Trans>Unit</Trans>,
                `${ids}-unit`,
                <NativeSelect.Field id={`${ids}-unit`} value={data.unit?.slug ?? ''} onChange={(e) => onUnitChange(e.target.value)}>
                  {units.map((u) => (
                    <option key={u.slug} value={u.slug}>
                      {`${lookupLabel(i18n, 'unit', u)} (${u.unit})`}
                    </option>
                  ))}
                </NativeSelect.Field>,
              )
            : row(<Trans>Unit</Trans>, data.unit ? `${lookupLabel(i18n, 'unit', data.unit)} (${data.unit.unit})` : dash, 'unit')}
          {selectRow(
            <Trans>Aggregation</Trans>,
            `${ids}-aggregation`,
            <NativeSelect.Field id={`${ids}-aggregation`} value={data.aggregation} onChange={(e) => onAggregationChange(e.target.value as TrendAggregation)}>
              {aggregations.map((a) => (
                <option key={a.key} value={a.key}>
                  {i18n._(a.label)}
                </option>
              ))}
            </NativeSelect.Field>,
          )}
        </DataList.Root>
      )}
    </Stack>
  );
}
