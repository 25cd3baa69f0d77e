import { useLingui } from '@lingui/react/macro';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MonitoringFilter, MonitoringMapQuery as MonitoringMapQueryType } from '../../../../__generated__/MonitoringMapQuery.graphql';
import { ClusteredMap, MapError, MapSkeleton } from './ClusteredMap';
import { MapLegend } from './MapLegend';
import { useMapPointsRefresh } from './useMapPointsRefresh';
import { toFeatureCollection } from './mapPoints';

export type { MonitoringFilter };

export const MonitoringMapQuery = graphql`
  query MonitoringMapQuery($filter: MonitoringFilter) {
    monitoringMapPoints(filter: $filter) {
      deviceId
      deviceRestId
      name
      lat
      lon
      statusSlug
      hasErrors
    }
  }
`;

type Props = {
  /** The monitoring page's filter (global ids, as in `MonitoringFilter`); omitted shows every device. */
  filter?: MonitoringFilter | null;
};

/**
 * The monitored devices on a map of Denmark (ClusteredMap), coloured by their records' status and
 * refreshed when records change.
 */
export function MonitoringMap({ filter = null }: Props) {
  // A new filter refetches in the background while the current markers stay on screen, instead of
  // tearing the map down to a skeleton.
  const deferredFilter = useDeferredValue(filter);
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary resetKeys={[deferredFilter, attempt]} fallbackRender={({ error }) => <MapError error={error} onRetry={() => setAttempt((n) => n + 1)} />}>
      <Suspense fallback={<MapSkeleton />}>
        <MonitoringMapView filter={deferredFilter} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}

function MonitoringMapView({ filter, attempt }: { filter: MonitoringFilter | null; attempt: number }) {
  const { t } = useLingui();
  const refreshKey = useMapPointsRefresh();
  const data = useLazyLoadQuery<MonitoringMapQueryType>(
    MonitoringMapQuery,
    { filter },
    { fetchPolicy: 'store-and-network', fetchKey: `${attempt}:${refreshKey}` },
  );
  const points = useMemo(() => toFeatureCollection(data.monitoringMapPoints), [data.monitoringMapPoints]);
  return <ClusteredMap points={points} title={t`Map of monitored devices`} legend={<MapLegend deviceCount={points.features.length} />} />;
}
