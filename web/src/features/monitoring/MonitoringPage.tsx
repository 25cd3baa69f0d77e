import { Alert, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { LuMap, LuTable } from 'react-icons/lu';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { MonitoringPageQuery as MonitoringPageQueryType } from '../../../__generated__/MonitoringPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { describeError } from '../../relay/describeError';
import { FilterToggles, MonitoringFilters } from './MonitoringFilters';
import { monitoringVariables } from './monitoringLoader';
import { emptyFilterState, isEmptyFilter, readFilterState, writeFilterState, type MonitoringFilterState } from './monitoringSearchParams';
import { MonitoringSkeleton } from './MonitoringSkeleton';
import { MonitoringTable } from './MonitoringTable';
import { useMonitoringRecordChanged } from './useMonitoringRecordChanged';

// maplibre is hundreds of kB: the map loads only when the user asks for it.
const MonitoringMap = lazy(() => import('./map/MonitoringMap').then((m) => ({ default: m.MonitoringMap })));

export const MonitoringPageQuery = graphql`
  query MonitoringPageQuery($filter: MonitoringFilter, $first: Int!, $after: String) {
    viewer {
      id
      config {
        utcOffset
      }
    }
    ...MonitoringFiltersFragment
    ...MonitoringTableFragment @arguments(filter: $filter, first: $first, after: $after)
  }
`;

/** /monitoring: every monitored device, filtered, paged, edited in place and updated live. */
export function MonitoringPage() {
  const queryRef = useLoaderData() as PreloadedQuery<MonitoringPageQueryType>;
  return (
    <Suspense fallback={<MonitoringSkeleton />}>
      <MonitoringContent queryRef={queryRef} />
    </Suspense>
  );
}

function MonitoringContent({ queryRef }: { queryRef: PreloadedQuery<MonitoringPageQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<MonitoringPageQueryType>(MonitoringPageQuery, queryRef);
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const filter = useMemo(() => readFilterState(params, utcOffset) ?? emptyFilterState, [paramsKey, utcOffset]); // eslint-disable-line react-hooks/exhaustive-deps
  const variables = useMemo(() => monitoringVariables(params, utcOffset), [paramsKey, utcOffset]); // eslint-disable-line react-hooks/exhaustive-deps
  // Open on wider screens; on a phone the panel would fill the screen before the first row.
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia('(min-width: 48em)').matches);
  const [showMap, setShowMap] = useState(false);
  const highlighted = useMonitoringRecordChanged();

  const setFilter = (next: MonitoringFilterState) => setParams(writeFilterState(next, params));
  const clearFilters = () => setFilter(emptyFilterState);
  const setPage = (cursor: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (cursor) next.set('after', cursor);
      else next.delete('after');
      return next;
    });
  const setPageSize = (size: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('size', String(size));
      // Offset cursors are page boundaries of one size: start over at page 1.
      next.delete('after');
      return next;
    });

  return (
    <Stack gap="5" minW="0">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <PageHeader title={t`Monitoring`} description={t`Monitored devices, their errors and status, updated live.`} />
        <Button size="sm" variant={showMap ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setShowMap((v) => !v)} aria-pressed={showMap}>
          {showMap ? <LuTable aria-hidden /> : <LuMap aria-hidden />}
          {showMap ? <Trans>Hide map</Trans> : <Trans>Show map</Trans>}
        </Button>
      </HStack>
      <FilterToggles open={filtersOpen} onToggle={() => setFiltersOpen((v) => !v)} onClear={clearFilters} canClear={!isEmptyFilter(filter)} />
      <MonitoringFilters lookups={data} value={filter} onChange={setFilter} open={filtersOpen} utcOffset={utcOffset} />
      {showMap && (
        <ErrorBoundary FallbackComponent={SectionError}>
          <Suspense fallback={<Skeleton height={{ base: '360px', md: '560px' }} borderRadius="l3" />}>
            <MonitoringMap filter={variables.filter} />
          </Suspense>
        </ErrorBoundary>
      )}
      <ErrorBoundary FallbackComponent={SectionError}>
        <MonitoringTable
          query={data}
          variables={variables}
          loadedVariables={queryRef.variables}
          utcOffset={utcOffset}
          highlighted={highlighted}
          onPage={setPage}
          onPageSize={setPageSize}
          onClearFilters={clearFilters}
        />
      </ErrorBoundary>
    </Stack>
  );
}

/** A failed section says so and offers a retry; the rest of the page keeps working. */
function SectionError({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <Alert.Root status="error" borderRadius="l3">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>The monitored devices could not be loaded</Trans>
        </Alert.Title>
        <Alert.Description>{describeError(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={resetErrorBoundary}>
        <Trans>Try again</Trans>
      </Button>
    </Alert.Root>
  );
}
