import { useLookupLabel } from '../../../lookups/useLookupLabel';
import { Alert, Box, Button, Heading, HStack, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import type { DeviceDataTabFragment$key } from '../../../../../__generated__/DeviceDataTabFragment.graphql';
import type { DeviceDataTabRefetchQuery } from '../../../../../__generated__/DeviceDataTabRefetchQuery.graphql';
import type { DeviceDataTabResetMutation } from '../../../../../__generated__/DeviceDataTabResetMutation.graphql';
import { DateRangeFilter } from '../../../../components/DateRangeFilter';
import type { ExportTable } from '../../../../components/export/ExportTable';
import { localTimestamp } from '../../../../components/export/localTimestamp';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { toaster } from '../../../../components/toaster';
import { todayAt } from '../../../../i18n/format/calendarDay';
import { formatDateTime } from '../../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../../i18n/format/formatNumber';
import { describeError } from '../../../../relay/describeError';
import { ChartExportMenu } from '../../../dashboard/export/ChartExportMenu';
import { MAIN_COLOUR } from '../../../dashboard/card/chartColours';
import { LazyTimeLineChart } from '../LazyTimeLineChart';
import { useDevicePage } from '../useDevicePage';
import { DATA_PERIODS, DATA_RANGE_MAX_DAYS, dataWindow, type DataPeriod } from './dataRange';

/** Spec part 2 §9: the data chart is 550 px high. */
export const DATA_CHART_HEIGHT = 550;
/** Rows per page of the readings table (paged in the browser). */
const TABLE_PAGE_SIZE = 20;

/**
 * The Data tab: the §2 date-range selector (no future days), a chart per unit at 550 px, the
 * readings in a table paged in the browser, and the dashboard's export formats. A water-level
 * device shows its computed level and can reset the calculation's unit to cm.
 */
const NO_READINGS = { units: [], points: [], hasMore: false, waterLevel: null } as const;

export function DeviceDataTab({ deviceRef, deleted }: { deviceRef: DeviceDataTabFragment$key; deleted: boolean }) {
  const { t, i18n } = useLingui();
  const { utcOffset, can } = useDevicePage();
  const [pending, startTransition] = useTransition();
  const [period, setPeriod] = useState<DataPeriod>('day');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const [confirmReset, setConfirmReset] = useState(false);
  const [device, refetch] = useRefetchableFragment<DeviceDataTabRefetchQuery, DeviceDataTabFragment$key>(
    graphql`
      fragment DeviceDataTabFragment on Device
      @refetchable(queryName: "DeviceDataTabRefetchQuery")
      @argumentDefinitions(from: { type: "DateTime" }, to: { type: "DateTime" }) {
        id
        name
        readings(from: $from, to: $to) {
          units {
            slug
            name
            unit
            calculated
          }
          points {
            time
            values
          }
          hasMore
          waterLevel {
            unit
          }
        }
      }
    `,
    deviceRef,
  );
  const [resetWaterLevel, resetting] = useMutation<DeviceDataTabResetMutation>(graphql`
    mutation DeviceDataTabResetMutation($input: ResetWaterLevelInput!) {
      resetWaterLevel(input: $input) {
        device {
          id
          waterLevel {
            unit
            isComplete
          }
        }
      }
    }
  `);

  const load = (next: DataPeriod, range = custom) => {
    const window = dataWindow(next, range, utcOffset, new Date());
    if (!window) return;
    setPage(1);
    startTransition(() => {
      refetch(window, { fetchPolicy: 'network-only' });
    });
  };

  // Null only with an error (readings the viewer may not see), which fails the page's request: an
  // empty window keeps the types honest.
  const { units, points, hasMore, waterLevel } = device.readings ?? NO_READINGS;
  // Units by their slug in the user's language (the API names them in English).
  const label = useLookupLabel();
  const chartRefs = useRef<(HTMLDivElement | null)[]>([]);
  const exportTable = useMemo<ExportTable>(
    () => ({
      columns: [t`Time`, ...units.map((unit) => `${label('unit', unit)} (${unit.unit})`)],
      rows: points.map((point) => [formatDateTime(i18n, point.time, utcOffset), ...point.values.map((v) => v ?? null)]),
      localTimes: points.map((point) => localTimestamp(point.time, utcOffset)),
    }),
    [units, points, i18n, utcOffset, t, label],
  );
  const newestFirst = useMemo(() => [...points].reverse(), [points]);
  const pages = Math.max(1, Math.ceil(newestFirst.length / TABLE_PAGE_SIZE));
  const shownRows = newestFirst.slice((page - 1) * TABLE_PAGE_SIZE, page * TABLE_PAGE_SIZE);
  const periodLabel = { day: t`Latest day`, week: t`Latest week`, month: t`Latest month`, threeMonths: t`Latest three months`, custom: t`Custom` };
  const deviceName = device.name;

  return (
    <Stack gap="6" aria-busy={pending}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }} wrap="wrap">
        <Stack gap="1.5">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="device-data-period">{t`Period`}</label>
          </Text>
          <NativeSelect.Root size="sm" width={{ base: 'full', md: '56' }}>
            <NativeSelect.Field
              id="device-data-period"
              value={period}
              onChange={(e) => {
                const next = e.target.value as DataPeriod;
                setPeriod(next);
                load(next);
              }}
            >
              {DATA_PERIODS.map((key) => (
                <option key={key} value={key}>
                  {periodLabel[key]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        {period === 'custom' && (
          <DateRangeFilter
            label={t`Custom range`}
            from={custom.from}
            to={custom.to}
            max={todayAt(utcOffset)}
            required
            maxDays={DATA_RANGE_MAX_DAYS}
            onChange={(range) => {
              setCustom(range);
              load('custom', range);
            }}
          />
        )}
        <HStack gap="2" ms={{ md: 'auto' }}>
          {waterLevel && waterLevel.unit === 'M' && can('update') && !deleted && (
            <Button size="xs" variant="outline" onClick={() => setConfirmReset(true)}>
              <Trans>Reset water level to cm</Trans>
            </Button>
          )}
        </HStack>
      </Stack>

      {hasMore && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t`The period holds more readings than can be shown at once; choose a shorter period to see them all.`}</Alert.Title>
        </Alert.Root>
      )}

      {points.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center">
          <Trans>No data available</Trans>
        </Text>
      ) : (
        <>
          {units.map((unit, index) => {
            const series = points.map((point) => ({ time: point.time, value: point.values[index] ?? null }));
            if (series.every((p) => p.value === null)) return null;
            const unitName = label('unit', unit);
            return (
              <Stack key={unit.slug} gap="2" opacity={pending ? 0.6 : 1}>
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Heading as="h2" size="sm">
                    {unitName} ({unit.unit}){unit.calculated ? ` · ${t`calculated`}` : ''}
                  </Heading>
                  <ChartExportMenu
                    target={{ get current() { return chartRefs.current[index] ?? null; } }}
                    table={exportTable}
                    fileName={`${deviceName}-${unit.slug}`}
                    caption={{ title: deviceName, subtitle: `${unitName} (${unit.unit}) · ${periodLabel[period]}`, legend: [{ name: unitName, colour: MAIN_COLOUR, reference: false }] }}
                  />
                </HStack>
                <Box ref={(element: HTMLDivElement | null) => void (chartRefs.current[index] = element)}>
                  <Suspense fallback={<Skeleton height={`${DATA_CHART_HEIGHT}px`} />}>
                    <LazyTimeLineChart points={series} name={unitName} unit={unit.unit} utcOffset={utcOffset} ariaLabel={t`${unitName} over time`} height={DATA_CHART_HEIGHT} />
                  </Suspense>
                </Box>
              </Stack>
            );
          })}

          <Stack gap="3">
            <Heading as="h2" size="sm">
              <Trans>Readings</Trans>
            </Heading>
            <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
              <Table.Root size="sm" striped>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Time`}</Table.ColumnHeader>
                    {units.map((unit) => (
                      <Table.ColumnHeader key={unit.slug} textAlign="end">
                        {label('unit', unit)} ({unit.unit})
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shownRows.map((point) => (
                    <Table.Row key={point.time}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(i18n, point.time, utcOffset)}</Table.Cell>
                      {point.values.map((value, i) => (
                        <Table.Cell key={units[i]?.slug ?? i} textAlign="end">
                          {value === null || value === undefined ? '—' : formatNumber(i18n, value)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            {pages > 1 && (
              <HStack gap="2" justify="flex-end">
                <Button size="sm" variant="outline" onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
                  <Trans>Previous</Trans>
                </Button>
                <Text fontSize="sm">{t`Page ${page} of ${pages}`}</Text>
                <Button size="sm" variant="outline" onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
                  <Trans>Next</Trans>
                </Button>
              </HStack>
            )}
          </Stack>
        </>
      )}

      {confirmReset && (
        <ConfirmDialog
          title={t`Reset the water level to cm?`}
          confirmLabel={t`Reset`}
          loading={resetting}
          onClose={() => setConfirmReset(false)}
          onConfirm={() =>
            resetWaterLevel({
              variables: { input: { deviceId: device.id } },
              onCompleted: () => {
                setConfirmReset(false);
                toaster.create({ type: 'success', title: t`The water level is shown in cm again` });
                load(period);
              },
              onError: (error) => {
                setConfirmReset(false);
                toaster.create({ type: 'error', title: t`The water level could not be reset`, description: describeError(error), closable: true });
              },
            })
          }
        >
          <Text>
            <Trans>The computed water level is shown in centimetres again.</Trans>
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
