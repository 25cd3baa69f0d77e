import { Alert, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { MapIcon, TableIcon } from 'lucide-react';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { MonitoringPageQuery as MonitoringPageQueryType } from '../../../__generated__/MonitoringPageQuery.graphql';
import type { monitoringLoaderSetupQuery } from '../../../__generated__/monitoringLoaderSetupQuery.graphql';
import MonitoringSetupQuery from '../../../__generated__/monitoringLoaderSetupQuery.graphql';
import type { ListSort } from '../../components/list/ListSort';
import { PageHeader } from '../../components/PageHeader';
import { describeError } from '../../relay/describeError';
import { MonitoringFilters } from './MonitoringFilters';
import { MonitoringLookupsProvider } from './MonitoringLookupsProvider';
import { emptyFilterState, readFilterState, readSort, writeFilterState, writeSort, type MonitoringFilterState } from './monitoringSearchParams';
import { MonitoringSkeleton } from './MonitoringSkeleton';
import { MonitoringTable } from './MonitoringTable';
import { monitoringVariables } from './monitoringVariables';
import { useMonitoringRecordChanged } from './useMonitoringRecordChanged';
import { LiveStatus } from './LiveStatus';

// maplibre is hundreds of kB: the map loads only when the user asks for it.
const MonitoringMap = lazy(() => import('./map/MonitoringMap').then((m) => ({ default: m.MonitoringMap })));

export const MonitoringPageQuery = graphql`
  query MonitoringPageQuery($filter: MonitoringFilter, $orderBy: MonitoringRecordOrder, $first: Int!, $page: Int) {
    ...MonitoringTableFragment @arguments(filter: $filter, orderBy: $orderBy, first: $first, page: $page)
  }
`;

/** /monitoring: every monitored device, filtered, sorted, paged, edited in place and updated live. */
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
  // The lookups and the offset: loaded (and kept) by the route loader, so read from the store here.
  const setup = useLazyLoadQuery<monitoringLoaderSetupQuery>(MonitoringSetupQuery, {}, { fetchPolicy: 'store-or-network' });
  const utcOffset = setup.viewer?.config.utcOffset ?? 0;
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // Keyed by the URL's text: a new URLSearchParams object for the same URL is the same state.
  const { filter, sort, variables } = useMemo(() => {
    const current = new URLSearchParams(paramsKey);
    return {
      filter: readFilterState(current, utcOffset) ?? emptyFilterState,
      sort: readSort(current),
      variables: monitoringVariables(current, utcOffset),
    };
  }, [paramsKey, utcOffset]);
  const [showMap, setShowMap] = useState(false);
  const { highlighted, state: liveState } = useMonitoringRecordChanged({ query: MonitoringPageQuery, variables });

  // In the router's transition, as a page change: the click answers at once and the current rows
  // stay on screen (dimmed) until the filtered ones arrive; at 100 rows a synchronous commit held
  // the click for well over 100 ms. A keystroke meanwhile is kept: the draft follows the URL by
  // functional updates and keeps what was typed after Apply (useFilterDraft).
  const setFilter = (next: MonitoringFilterState) => setParams((current) => writeFilterState(next, current));
  const clearFilters = () => setFilter(emptyFilterState);
  const setSort = (sort: ListSort) => setParams((current) => writeSort(sort, current));
  const setPage = (page: number, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      },
      { replace },
    );
  const setPageSize = (size: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('size', String(size));
      // Pages are of one size: another size starts over at page 1.
      next.delete('page');
      return next;
    });

  return (
    <MonitoringLookupsProvider lookups={setup}>
      <Stack gap="5" minW="0">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <PageHeader title={t`Monitoring`} description={t`Monitored devices, their errors and status, updated live.`} />
          <HStack gap="4">
            <LiveStatus state={liveState} />
            <Button size="sm" variant={showMap ? 'solid' : 'outline'} colorPalette="brand" onClick={() => setShowMap((v) => !v)} aria-pressed={showMap}>
              {showMap ? <TableIcon aria-hidden /> : <MapIcon aria-hidden />}
              {showMap ? <Trans>Hide map</Trans> : <Trans>Show map</Trans>}
            </Button>
          </HStack>
        </HStack>
        <MonitoringFilters lookups={setup} value={filter} onChange={setFilter} onClear={clearFilters} utcOffset={utcOffset} />
        {showMap && (
          <ErrorBoundary FallbackComponent={SectionError}>
            <Suspense fallback={<Skeleton height={{ base: '360px', md: '560px' }} borderRadius="l3" />}>
              <MonitoringMap filter={variables.filter} />
            </Suspense>
          </ErrorBoundary>
        )}
        <ErrorBoundary FallbackComponent={SectionError} resetKeys={[paramsKey]}>
          <MonitoringTable
            query={data}
            variables={variables}
            loadedVariables={queryRef.variables}
            utcOffset={utcOffset}
            highlighted={highlighted}
            onPage={setPage}
            onPageSize={setPageSize}
            sort={sort}
            onSort={setSort}
            onClearFilters={clearFilters}
          />
        </ErrorBoundary>
      </Stack>
    </MonitoringLookupsProvider>
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
