import { Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useRef } from 'react';
import { formatFileDate } from '../../../i18n/format/formatFileDate';
import { buildExportTable } from '../export/buildExportTable';
import type { ChartCaption } from '../export/ChartCaption';
import { ChartExportMenu } from '../export/ChartExportMenu';
import type { ChartSeries } from './chartSeries';
import { LazyTrendChart } from './LazyTrendChart';
import { MAIN_COLOUR, REFERENCE_COLOUR } from './chartColours';

const CHART_HEIGHT = 220;

type Line = { readonly name: string; readonly points: ChartSeries['points'] };

type Props = {
  series: ReadonlyArray<Line>;
  refSeries: ReadonlyArray<Line>;
  /** The reference's name ("Previous period"), for the legend of the dashed lines and the export's columns. */
  refName: string | null;
  bucket: 'hour' | 'day';
  utcOffset: number;
  unit?: string | null;
  ariaLabel: string;
  /** The card's title (the device's or group's name): an exported picture's heading and the file's name. */
  title: string;
  /** What the chart shows and when ("Vandstand (cm), gennemsnit · 16.11.2026 – 22.11.2026"), under the title of a picture. */
  subtitle: string;
  /** The window's start: its local day dates the file's name. */
  from: string;
  /** A bucket's time as the export's first column shows it. */
  formatTime: (iso: string) => string;
  /** Missing buckets a line may bridge; default 1. */
  maxGap?: number;
};

/** A card's chart with its export menu above it and its legend below, all fed with the same series. */
export function CardChart({ series, refSeries, refName, bucket, utcOffset, unit, ariaLabel, title, subtitle, from, formatTime, maxGap = 1 }: Props) {
  const target = useRef<HTMLDivElement | null>(null);
  const lines = useMemo<ChartSeries[]>(
    () => [
      ...series.map((s, i) => ({ id: `main-${i}`, name: s.name, reference: false, points: s.points })),
      ...refSeries.map((s, i) => ({ id: `ref-${i}`, name: refName ? `${s.name} (${refName})` : s.name, reference: true, points: s.points })),
    ],
    [series, refSeries, refName],
  );
  const table = useMemo(
    () => buildExportTable(series, refSeries, formatTime, { unit, utcOffset, refName }),
    [series, refSeries, formatTime, unit, utcOffset, refName],
  );
  const caption = useMemo<ChartCaption>(
    () => ({
      title,
      subtitle,
      legend: lines.map((line) => ({ name: line.name, colour: line.reference ? REFERENCE_COLOUR : MAIN_COLOUR, reference: line.reference })),
    }),
    [title, subtitle, lines],
  );
  // The first day in the user's offset: the window's start is local midnight, the UTC day before it east of Greenwich.
  const fileName = `${title} ${formatFileDate(from, utcOffset)}`;
  return (
    <Box>
      <HStack justify="flex-end" mb="1">
        <ChartExportMenu target={target} table={table} fileName={fileName} caption={caption} />
      </HStack>
      <Box ref={target} role="figure" aria-label={ariaLabel} height={`${CHART_HEIGHT}px`} data-testid="card-chart">
        <Suspense fallback={<Skeleton height="full" />}>
          <LazyTrendChart series={lines} bucket={bucket} utcOffset={utcOffset} unit={unit} ariaLabel={ariaLabel} height={CHART_HEIGHT} maxGap={maxGap} />
        </Suspense>
      </Box>
      {refSeries.length > 0 && (
        <HStack columnGap="4" rowGap="1" wrap="wrap" fontSize="xs" color="fg.muted" mt="1" aria-hidden>
          {lines.map((line) => (
            <HStack key={line.id} gap="1.5">
              <Box as="span" width="5" borderTopWidth="2px" borderTopStyle={line.reference ? 'dashed' : 'solid'} borderColor={line.reference ? REFERENCE_COLOUR : MAIN_COLOUR} />
              <Text as="span">{line.name}</Text>
            </HStack>
          ))}
        </HStack>
      )}
    </Box>
  );
}
