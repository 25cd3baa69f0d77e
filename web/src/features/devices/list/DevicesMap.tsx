import { Box, HStack, Text } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { FeatureCollection, Point } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { DevicesMapQuery } from '../../../../__generated__/DevicesMapQuery.graphql';
import { collectListRows } from '../../../components/list/collectListRows';
import { ClusteredMap, MapError, MapSkeleton } from '../../monitoring/map/ClusteredMap';
import { MARKER_COLORS, type MapPointProperties, type MarkerTone } from '../../monitoring/map/mapPoints';
import type { DevicesFilter } from './devicesVariables';
import { knownLifecycle, lifecycleLabels, type DeviceLifecycleValue } from './lifecycleLabels';

const mapQuery = graphql`
  query DevicesMapQuery($filter: DeviceFilter, $first: Int!, $page: Int) {
    devices(filter: $filter, first: $first, page: $page) {
      totalCount
      edges {
        node {
          id
          deviceId
          name
          lifecycle
          geo {
            lat
            lon
          }
        }
      }
    }
  }
`;

/**
 * At most this many devices on the map. The gateway pages devices 100 at a time (it has no compact
 * map query for devices as it has for monitoring), so the map asks page after page: 20 requests at
 * this cap. A bigger fleet shows its first devices and says to narrow the filter.
 */
export const MAP_DEVICE_CAP = 2000;
const PAGE_SIZE = 100;

/** A marker colour per lifecycle state, from the map's colour set: installed green, in stock blue, taken down grey. */
const toneOf: Record<DeviceLifecycleValue, MarkerTone> = { INSTALLED: 'ok', IN_STOCK: 'inService', TAKEN_DOWN: 'ignored' };
const shownTones: [DeviceLifecycleValue, MarkerTone][] = [
  ['IN_STOCK', 'inService'],
  ['INSTALLED', 'ok'],
  ['TAKEN_DOWN', 'ignored'],
];

type Device = DevicesMapQuery['response']['devices']['edges'][number]['node'];
type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; devices: Device[]; total: number };

type Props = {
  /** The list's filter; the map shows every device of it that has a position (up to the cap). */
  filter: DevicesFilter | null;
  deviceHref: (deviceId: string) => string;
};

/** The filtered devices on monitoring's clustered map, coloured by lifecycle state. */
export function DevicesMap({ filter, deviceHref }: Props) {
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const [attempt, setAttempt] = useState(0);
  const filterKey = JSON.stringify(filter);
  const [state, setState] = useState<State & { key: string }>({ status: 'loading', key: '' });
  const wanted = `${filterKey}:${attempt}`;

  useEffect(() => {
    let cancelled = false;
    const loadPage = async (page: number, first: number) => {
      const answer = await fetchQuery<DevicesMapQuery>(environment, mapQuery, { filter, first, page }, { fetchPolicy: 'store-or-network' }).toPromise();
      if (!answer) throw new Error('no answer');
      return { rows: answer.devices.edges.map((edge) => edge.node), totalCount: answer.devices.totalCount };
    };
    collectListRows(loadPage, { cap: MAP_DEVICE_CAP, pageSize: PAGE_SIZE }).then(
      ({ rows, total }) => !cancelled && setState({ status: 'ready', devices: rows, total, key: wanted }),
      (error: unknown) => !cancelled && setState({ status: 'error', error, key: wanted }),
    );
    return () => {
      cancelled = true;
    };
    // The filter is read through its key: a new object for the same filter is the same map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [environment, wanted]);

  const toneLabels = { error: '', acknowledged: '', inService: '', ok: '', ignored: '' } as Record<MarkerTone, string>;
  for (const [lifecycle, tone] of shownTones) toneLabels[tone] = i18n._(lifecycleLabels[lifecycle]);

  const devices = state.status === 'ready' ? state.devices : null;
  const points = useMemo<FeatureCollection<Point, MapPointProperties>>(() => {
    const features = [];
    for (const device of devices ?? []) {
      const { geo } = device;
      if (!geo || !Number.isFinite(geo.lat) || !Number.isFinite(geo.lon) || Math.abs(geo.lat) > 90 || Math.abs(geo.lon) > 180) continue;
      const tone = toneOf[knownLifecycle(device.lifecycle) ?? 'TAKEN_DOWN'];
      features.push({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [geo.lon, geo.lat] },
        properties: { deviceId: device.id, deviceRestId: device.deviceId, name: device.name, tone, color: MARKER_COLORS[tone] },
      });
    }
    return { type: 'FeatureCollection', features };
  }, [devices]);

  // The current markers stay while another filter's load: the skeleton shows only for the first.
  if (state.status === 'error' && state.key === wanted) return <MapError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status !== 'ready') return <MapSkeleton />;

  const onMap = points.features.length;
  const capped = state.total > state.devices.length;
  const shown = i18n.number(state.devices.length);
  const total = i18n.number(state.total);
  const legend = (
    <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap" fontSize="sm">
      <Text color="fg.muted" role="status" aria-busy={state.key !== wanted}>
        <Plural value={onMap} one="# device on the map" other="# devices on the map" />
        {capped && <> · {t`the first ${shown} of ${total}: narrow the filter to see the rest`}</>}
      </Text>
      <HStack as="ul" gap="4" rowGap="1" wrap="wrap" listStyleType="none" m="0" p="0" aria-label={t`Marker colours`}>
        {shownTones.map(([lifecycle, tone]) => (
          <HStack as="li" key={tone} gap="1.5">
            <Box boxSize="3" borderRadius="full" bg={MARKER_COLORS[tone]} borderWidth="2px" borderColor="white" boxShadow="0 0 0 1px var(--chakra-colors-border)" aria-hidden />
            <Text>{i18n._(lifecycleLabels[lifecycle])}</Text>
          </HStack>
        ))}
      </HStack>
    </HStack>
  );
  return (
    <Box opacity={state.key === wanted ? 1 : 0.6} transition="opacity 0.2s">
      <ClusteredMap
        points={points}
        title={t`Map of devices`}
        legend={legend}
        toneLabels={toneLabels}
        devicePath={deviceHref}
      />
    </Box>
  );
}

