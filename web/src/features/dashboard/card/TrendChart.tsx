import { Line, type LineCustomSvgLayerProps, type LineSeries, type PointTooltipProps } from '@nivo/line';
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useElementWidth } from './useElementWidth';
import { MAIN_COLOUR, REFERENCE_COLOUR } from './chartColours';
import type { ChartSeries } from './chartSeries';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { lineSegments } from './lineSegments';

const TICK_COUNT = 6;

/** A small filled circle as an SVG path, for a reading with no neighbour to draw a line to. */
const dot = ({ x, y }: { x: number; y: number }, r = 2.5) => `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`;

type Datum = { x: Date; y: number | null; ts: string };
type Series = LineSeries & { id: string; reference: boolean; data: Datum[] };

type Props = {
  series: ReadonlyArray<ChartSeries>;
  bucket: 'hour' | 'day';
  utcOffset: number;
  unit?: string | null;
  ariaLabel: string;
  /** The chart's height in pixels. */
  height: number;
  /** Missing buckets a line may bridge (see lineSegments). */
  maxGap: number;
};

/**
 * A card's line chart (nivo, loaded with the first expanded card only): the device's series in the
 * brand colour over its reference, dashed and muted; times in the user's offset and language.
 */
export function TrendChart({ series, bucket, utcOffset, unit, ariaLabel, height, maxGap }: Props) {
  const { i18n } = useLingui();
  const [box, width] = useElementWidth<HTMLDivElement>(480);
  // Reference lines first, so the device's own line is drawn on top.
  const data = useMemo<Series[]>(
    () =>
      [...series]
        .sort((a, b) => Number(b.reference) - Number(a.reference))
        .map((s) => ({ id: s.id, reference: s.reference, data: s.points.map((p) => ({ x: new Date(p.ts), y: p.v ?? null, ts: p.ts })) })),
    [series],
  );
  // Ticks on bucket starts (which the server cut in the user's offset), not on the browser's midnights.
  const tickValues = useMemo(() => {
    const times = data.find((s) => !s.reference)?.data.map((d) => d.x) ?? [];
    const step = Math.max(1, Math.ceil(times.length / TICK_COUNT));
    return times.filter((_, i) => i % step === 0);
  }, [data]);
  const names = useMemo(() => new Map(series.map((s) => [s.id, s.name])), [series]);
  const formatX = (value: Date | string | number) => formatDateTime(i18n, new Date(value), utcOffset, bucket === 'hour' ? 'hour' : 'day');
  const formatY = (value: number) => formatNumber(i18n, value);

  // nivo calls custom layers as plain functions (no hooks inside). The lines are drawn here: nivo's
  // own layer can neither dash one series nor bridge the empty buckets between sparse readings.
  const DashedLines = ({ series: computed, lineGenerator }: LineCustomSvgLayerProps<Series>) => (
    <g>
      {computed.flatMap((s) =>
        lineSegments(
          s.data.map((d) => d.position),
          maxGap,
        ).map((segment, i) => (
          <path
            key={`${s.id}-${i}`}
            // A lone reading is a dot: a one-point line would not show.
            d={segment.length > 1 ? (lineGenerator(segment) ?? undefined) : dot(segment[0]!)}
            fill={segment.length > 1 ? 'none' : s.color}
            stroke={s.color}
            strokeWidth={s.reference ? 1.5 : 2}
            strokeDasharray={s.reference && segment.length > 1 ? '6 4' : undefined}
            data-series={s.reference ? 'reference' : 'main'}
          />
        )),
      )}
    </g>
  );

  const Tooltip = ({ point }: PointTooltipProps<Series>) => (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="l2" px="2" py="1" boxShadow="sm" fontSize="xs">
      <Text fontWeight="medium">{names.get(point.seriesId)}</Text>
      <Text>
        {formatDateTime(i18n, point.data.ts, utcOffset, bucket === 'hour' ? 'dateTime' : 'date')}:{' '}
        {point.data.y === null ? '—' : formatNumber(i18n, point.data.y, unit)}
      </Text>
    </Box>
  );

  return (
    <Box ref={box} width="full" height="full">
      <Line<Series>
        data={data}
        width={width}
        height={height}
        role="img"
        ariaLabel={ariaLabel}
        margin={{ top: 12, right: 28, bottom: 36, left: 52 }}
        xScale={{ type: 'time', format: 'native' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
        colors={(s) => (s.reference ? REFERENCE_COLOUR : MAIN_COLOUR)}
        curve="monotoneX"
        enablePoints={false}
        enableGridX={false}
        axisBottom={{ tickValues, format: formatX, tickSize: 4, tickPadding: 6 }}
        axisLeft={{ tickValues: 5, format: formatY, tickSize: 4, tickPadding: 6 }}
        layers={['grid', 'axes', DashedLines, 'crosshair', 'mesh']}
        useMesh
        tooltip={Tooltip}
        animate={false}
        theme={{ text: { fontSize: 11, fill: '#4b5563' }, grid: { line: { stroke: '#e5e7eb' } } }}
      />
    </Box>
  );
}
