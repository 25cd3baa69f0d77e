import { Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PlusIcon } from 'lucide-react';
import { graphql, useLazyLoadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useSearchParams } from 'react-router-dom';
import type { ServiceOrdersPageQuery as ServiceOrdersPageQueryType } from '../../../../__generated__/ServiceOrdersPageQuery.graphql';
import type { serviceOrdersLoaderSetupQuery } from '../../../../__generated__/serviceOrdersLoaderSetupQuery.graphql';
import ServiceOrdersSetupQuery from '../../../../__generated__/serviceOrdersLoaderSetupQuery.graphql';
import type { ListSort } from '../../../components/list/ListSort';
import { PageHeader } from '../../../components/PageHeader';
import { todayAt } from '../../../i18n/format/calendarDay';
import { newServiceOrderPath } from '../../../routing/paths';
import { routeAccess } from '../../../routing/routeAccess';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { OrdersListSkeleton } from '../OrdersListSkeleton';
import { OrdersTabs } from '../OrdersTabs';
import { SectionError } from '../SectionError';
import { useListPaging } from '../useListPaging';
import { ServiceOrdersFilters } from './ServiceOrdersFilters';
import { ServiceOrdersList } from './ServiceOrdersList';
import { emptyFilterState, isEmptyFilter, readFilterState, readSort, writeFilterState, writeSort, type ServiceOrdersFilterState } from './serviceOrdersSearchParams';
import { serviceOrdersVariables } from './serviceOrdersVariables';

export const ServiceOrdersPageQuery = graphql`
  query ServiceOrdersPageQuery($filter: ServiceOrderFilter, $orderBy: ServiceOrderOrder, $first: Int!, $page: Int) {
    ...ServiceOrdersListFragment @arguments(filter: $filter, orderBy: $orderBy, first: $first, page: $page)
  }
`;

/** /orders/service-orders: the service orders the viewer may see, filtered, searched, sorted, paged, live. */
export function ServiceOrdersPage() {
  const { t } = useLingui();
  const queryRef = useLoaderData() as PreloadedQuery<ServiceOrdersPageQueryType>;
  const viewer = useContext(ViewerAccessContext);
  const canCreate = viewer !== null && routeAccess.newServiceOrder(viewer);
  return (
    <Stack gap="5" minW="0">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <PageHeader title={t`Service orders`} description={t`Devices to fix: who does the work, where and by when.`} />
        {canCreate && (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={newServiceOrderPath()}>
              <PlusIcon aria-hidden />
              <Trans>New service order</Trans>
            </RouterLink>
          </Button>
        )}
      </HStack>
      <OrdersTabs current="service-orders" />
      <Suspense fallback={<OrdersListSkeleton columns={8} />}>
        <ServiceOrdersContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}

function ServiceOrdersContent({ queryRef }: { queryRef: PreloadedQuery<ServiceOrdersPageQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<ServiceOrdersPageQueryType>(ServiceOrdersPageQuery, queryRef);
  const setup = useLazyLoadQuery<serviceOrdersLoaderSetupQuery>(ServiceOrdersSetupQuery, {}, { fetchPolicy: 'store-or-network' });
  const utcOffset = setup.viewer?.config.utcOffset ?? 0;
  const viewer = useContext(ViewerAccessContext);
  const canFilterMine = viewer !== null && viewer.ability.can('update', 'Service');
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const { filter, sort, variables } = useMemo(() => {
    const current = new URLSearchParams(paramsKey);
    return { filter: readFilterState(current), sort: readSort(current), variables: serviceOrdersVariables(current) };
  }, [paramsKey]);
  const { setPage, setPageSize } = useListPaging();
  const setFilter = (next: ServiceOrdersFilterState) => setParams((current) => writeFilterState(next, current));
  const clearFilters = () => setFilter(emptyFilterState);
  const setSort = (next: ListSort) => setParams((current) => writeSort(next, current));
  const filtered = !isEmptyFilter(filter);

  return (
    <Stack gap="5" minW="0">
      <ServiceOrdersFilters lookups={setup} value={filter} onChange={setFilter} onClear={clearFilters} utcOffset={utcOffset} canFilterMine={canFilterMine} />
      <ErrorBoundary fallbackRender={(props) => <SectionError {...props} title={t`The service orders could not be loaded`} />} resetKeys={[paramsKey]}>
        <ServiceOrdersList
          query={data}
          variables={variables}
          loadedVariables={queryRef.variables}
          utcOffset={utcOffset}
          onPage={setPage}
          onPageSize={setPageSize}
          sort={sort}
          onSort={setSort}
          onClearFilters={filtered ? clearFilters : undefined}
          exportName={`${t`service-orders`}-${todayAt(utcOffset)}`}
        />
      </ErrorBoundary>
    </Stack>
  );
}
