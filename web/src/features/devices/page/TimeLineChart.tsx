import { Box, Text } from '@chakra-ui/react';
import { Line, type LineSeries, type PointTooltipProps } from '@nivo/line';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { MAIN_COLOUR } from '../../dashboard/card/chartColours';
import { useElementWidth } from '../../dashboard/card/useElementWidth';

type Datum = { x: Date; y: number | null; ts: string };
type Series = LineSeries & { id: string; data: Datum[] };

type Props = {
  /** Oldest first. */
  points: ReadonlyArray<{ time: string; value: number | null }>;
  name: string;
  unit?: string | null;
  utcOffset: number;
  ariaLabel: string;
  height: number;
};

/**
 * One unit over time (nivo, in its own chunk: only the device page's Data tab and the network
 * dialog load it). Times in the user's offset and language; a gap in the readings breaks the line.
 */
export function TimeLineChart({ points, name, unit, utcOffset, ariaLabel, height }: Props) {
  const { i18n } = useLingui();
  const [box, width] = useElementWidth<HTMLDivElement>(640);
  const data = useMemo<Series[]>(() => [{ id: name, data: points.map((p) => ({ x: new Date(p.time), y: p.value, ts: p.time })) }], [points, name]);
  const spanHours = points.length > 1 ? (Date.parse(points[points.length - 1]!.time) - Date.parse(points[0]!.time)) / 3_600_000 : 0;
  const formatX = (value: Date | string | number) => formatDateTime(i18n, new Date(value), utcOffset, spanHours <= 36 ? 'hour' : 'day');
  const Tooltip = ({ point }: PointTooltipProps<Series>) => (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="l2" px="2" py="1" boxShadow="sm" fontSize="xs">
      <Text>
        {formatDateTime(i18n, point.data.ts, utcOffset)}: {point.data.y === null ? '—' : formatNumber(i18n, point.data.y, unit)}
      </Text>
    </Box>
  );
  return (
    <Box ref={box} width="full" height={`${height}px`}>
      <Line<Series>
        data={data}
        width={width}
        height={height}
        role="img"
        ariaLabel={ariaLabel}
        margin={{ top: 12, right: 24, bottom: 40, left: 56 }}
        xScale={{ type: 'time', format: 'native' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
        colors={[MAIN_COLOUR]}
        curve="monotoneX"
        enablePoints={points.length < 60}
        pointSize={5}
        enableGridX={false}
        axisBottom={{ tickValues: width < 500 ? 3 : 6, format: formatX, tickSize: 4, tickPadding: 6 }}
        axisLeft={{ tickValues: 5, format: (value: number) => formatNumber(i18n, value), tickSize: 4, tickPadding: 6 }}
        useMesh
        tooltip={Tooltip}
        animate={false}
        theme={{ text: { fontSize: 11, fill: '#4b5563' }, grid: { line: { stroke: '#e5e7eb' } } }}
      />
    </Box>
  );
}
