import { Button, chakra, DataList, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { CardTrend_trend$data, CardTrend_trend$key, TrendAggregation, TrendRef } from '../../../../__generated__/CardTrend_trend.graphql';
import type { CardTrend_units$key } from '../../../../__generated__/CardTrend_units.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatInterval } from '../../../i18n/format/formatInterval';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { lookupLabel } from '../../lookups/lookupLabel';
import type { CardChoices } from '../cardInputs';
import { useDashboardView } from '../useDashboardView';
import { aggregationLabel } from './aggregationLabel';
import { CardChart } from './CardChart';
import { unitSymbol } from './unitSymbol';
import { windowLabel } from './windowLabel';

type Series = CardTrend_trend$data['series'][number];

/** A line as the chart and its export read it: the name, and each point's time and value. */
const chartLine = ({ name, points }: Series) => ({ name, points: points.map(({ ts, v }) => ({ ts, v })) });

type Props = {
  trend: CardTrend_trend$key;
  /** The device's or group's name: the chart's label and the export's title. */
  name: string;
  choices: CardChoices;
  onChoicesChange: (choices: CardChoices) => void;
  /** The units the card may draw; a choice is offered when there are several. */
  units: CardTrend_units$key;
  /**
   * A group's trend: draw only the group's combined series (`deviceId` null) and its reference,
   * not the line of each device the trend also carries.
   */
  combinedOnly?: boolean;
};

/**
 * A trend in analytics mode, the body device and group cards share: the summary, the chart with
 * its export (or that there is no data) and the details with the card's choices. What the summary
 * and the aggregation choice offer is the API's word on the unit (`aggregations`): a total only
 * where the unit counts or accumulates, an average, minimum and maximum otherwise.
 */
export function CardTrend({ trend, name, choices, onChoicesChange, units: unitsRef, combinedOnly = false }: Props) {
  const { t, i18n } = useLingui();
  const { refs } = useDashboardView();
  const ids = useId();
  const [details, setDetails] = useState(false);
  const data = useFragment(
    graphql`
      fragment CardTrend_trend on Trend {
        ref
        from
        to
        refFrom
        refTo
        bucket
        utcOffset
        aggregation
        aggregations
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
        average
        minimum
        maximum
      }
    `,
    trend,
  );
  const units = useFragment(
    graphql`
      fragment CardTrend_units on DataModelEntry @relay(plural: true) {
        slug
        name
        unit
      }
    `,
    unitsRef,
  );
  const { utcOffset } = data;
  // Built once per answer: the chart and its export table are memoised on these arrays.
  const series = useMemo(
    () => (combinedOnly ? data.series.filter((s) => s.deviceId === null) : data.series).map(chartLine),
    [data.series, combinedOnly],
  );
  const refSeries = useMemo(
    () => (combinedOnly ? data.refSeries.filter((s) => s.deviceId === null) : data.refSeries).map(chartLine),
    [data.refSeries, combinedOnly],
  );
  const bucket = data.bucket === 'hour' ? 'hour' : 'day';
  const symbol = unitSymbol(data.unit);
  const refName = data.ref === 'none' ? null : (refs.find((r) => r.key === data.ref)?.name ?? data.ref);
  const formatTime = useCallback(
    (iso: string) => formatDateTime(i18n, iso, utcOffset, bucket === 'hour' ? 'dateTime' : 'date'),
    [i18n, utcOffset, bucket],
  );
  // Readings further apart than a bucket leave empty buckets between them that the line bridges.
  const maxGap = data.intervalSeconds ? Math.max(1, Math.ceil(data.intervalSeconds / (bucket === 'hour' ? 3600 : 86_400))) : 1;
  const hasData = series.some((s) => s.points.some((p) => p.v !== null && p.v !== undefined));
  const windowText = windowLabel(i18n, data.from, data.to, bucket, utcOffset);
  const unitText = data.unit ? `${lookupLabel(i18n, 'unit', data.unit)}${symbol ? ` (${symbol})` : ''}` : null;
  const aggregationText = aggregationLabel(i18n, data.aggregation);
  const dash = '—';
  const number = (value: number | null | undefined) => (value != null ? formatNumber(i18n, value, symbol) : dash);

  const summary: { label: string; value: string }[] = [
    { label: t`Last reading`, value: number(data.lastReading?.value) },
    { label: t`Measured`, value: data.lastReading ? formatDateTime(i18n, data.lastReading.time, utcOffset, 'dateTime') : dash },
    { label: t`Interval`, value: data.intervalSeconds != null ? formatInterval(i18n, data.intervalSeconds) : dash },
    // Only what the unit means: a sum of temperatures is not a number anyone can use.
    ...(data.aggregations.includes('total')
      ? [{ label: t`Total`, value: number(data.total) }]
      : [
          { label: t`Average`, value: number(data.average) },
          { label: t`Minimum`, value: number(data.minimum) },
          { label: t`Maximum`, value: number(data.maximum) },
        ]),
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
          <NativeSelect.Field id={`${ids}-ref`} value={choices.ref} onChange={(e) => onChoicesChange({ ...choices, ref: e.target.value as TrendRef })}>
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
          ariaLabel={t`Chart of ${name}, ${windowText}`}
          title={name}
          subtitle={[unitText && `${unitText}, ${aggregationText.toLocaleLowerCase(i18n.locale)}`, windowText].filter(Boolean).join(' · ')}
          from={data.from}
          formatTime={formatTime}
          maxGap={maxGap}
        />
      ) : (
        <Text color="fg.muted" fontSize="sm" textAlign="center" py="6" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
          <Trans>No data for this period</Trans>
        </Text>
      )}

      <Button size="xs" variant="ghost" alignSelf="flex-start" aria-expanded={details} onClick={() => setDetails((v) => !v)}>
        {details ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
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
                <NativeSelect.Field
                  id={`${ids}-unit`}
                  value={data.unit?.slug ?? ''}
                  // Another unit may offer other aggregations: it starts from its own default.
                  onChange={(e) => onChoicesChange({ ...choices, unit: e.target.value, aggregation: null })}
                >
                  {units.map((u) => (
                    <option key={u.slug} value={u.slug}>
                      {`${lookupLabel(i18n, 'unit', u)}${unitSymbol(u) ? ` (${u.unit})` : ''}`}
                    </option>
                  ))}
                </NativeSelect.Field>,
              )
            : row(<Trans>Unit</Trans>, unitText ?? dash, 'unit')}
          {data.aggregations.length > 1
            ? selectRow(
                <Trans>Aggregation</Trans>,
                `${ids}-aggregation`,
                <NativeSelect.Field
                  id={`${ids}-aggregation`}
                  value={data.aggregation}
                  onChange={(e) => onChoicesChange({ ...choices, aggregation: e.target.value as TrendAggregation })}
                >
                  {data.aggregations.map((a) => (
                    <option key={a} value={a}>
                      {aggregationLabel(i18n, a)}
                    </option>
                  ))}
                </NativeSelect.Field>,
              )
            : row(<Trans>Aggregation</Trans>, aggregationText, 'aggregation')}
        </DataList.Root>
      )}
    </Stack>
  );
}
