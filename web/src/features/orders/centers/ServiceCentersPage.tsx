import { Badge, Box, Button, Card, HStack, Link, NativeSelect, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PlusIcon } from 'lucide-react';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useSearchParams } from 'react-router-dom';
import type { ServiceCentersListFragment$key } from '../../../../__generated__/ServiceCentersListFragment.graphql';
import type { ServiceCentersListRefetchQuery } from '../../../../__generated__/ServiceCentersListRefetchQuery.graphql';
import type { ServiceCentersPageQuery as ServiceCentersPageQueryType } from '../../../../__generated__/ServiceCentersPageQuery.graphql';
import { ColumnToggleMenu } from '../../../components/list/ColumnToggleMenu';
import { ListEmptyState } from '../../../components/list/ListEmptyState';
import { PAGE_SIZES } from '../../../components/list/listParams';
import type { ListSort } from '../../../components/list/ListSort';
import { Pagination } from '../../../components/list/Pagination';
import { SearchInput } from '../../../components/list/SearchInput';
import { SortHeader } from '../../../components/list/SortHeader';
import { useColumnVisibility } from '../../../components/list/useColumnVisibility';
import { useIsWide } from '../../../components/list/useIsWide';
import { usePageInRange } from '../../../components/list/usePageInRange';
import { useRefetchOnChange } from '../../../components/list/useRefetchOnChange';
import { PageHeader } from '../../../components/PageHeader';
import { todayAt } from '../../../i18n/format/calendarDay';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { newServiceCenterPath, serviceCenterPath } from '../../../routing/paths';
import { routeAccess } from '../../../routing/routeAccess';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { GeoText } from '../GeoText';
import { OrdersListSkeleton } from '../OrdersListSkeleton';
import { OrdersTabs } from '../OrdersTabs';
import { SectionError } from '../SectionError';
import { useListPaging } from '../useListPaging';
import { numericServiceCenterColumns, serviceCentersColumns, type ServiceCenterColumnId } from './serviceCentersColumns';
import { ServiceCentersExportMenu } from './ServiceCentersExportMenu';
import { defaultSortOrder, readServiceCentersSearch, readSort, serviceCentersVariables, writeParams, type ServiceCenterSortKey } from './serviceCentersSearchParams';

export const ServiceCentersPageQuery = graphql`
  query ServiceCentersPageQuery($filter: ServiceCenterFilter, $orderBy: ServiceCenterOrder, $first: Int!, $page: Int) {
    ...ServiceCentersListFragment @arguments(filter: $filter, orderBy: $orderBy, first: $first, page: $page)
    # The export's file name carries the viewer's today.
    viewer {
      id
      config {
        utcOffset
      }
    }
  }
`;

/** /orders/service-centers: the centres the viewer may see, searched, filtered by activity, sorted and paged. */
export function ServiceCentersPage() {
  const { t } = useLingui();
  const queryRef = useLoaderData() as PreloadedQuery<ServiceCentersPageQueryType>;
  const viewer = useContext(ViewerAccessContext);
  const canCreate = viewer !== null && routeAccess.newServiceCenter(viewer);
  const [params, setParams] = useSearchParams();
  const search = readServiceCentersSearch(params);
  const set = (values: Record<string, string>) => setParams((current) => writeParams(current, values));
  return (
    <Stack gap="5" minW="0">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <PageHeader title={t`Service centres`} description={t`The teams that service devices, the organisations they serve and their technicians.`} />
        {canCreate && (
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={newServiceCenterPath()}>
              <PlusIcon aria-hidden />
              <Trans>New service centre</Trans>
            </RouterLink>
          </Button>
        )}
      </HStack>
      <OrdersTabs current="service-centers" />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
        <SearchInput value={search.q ?? ''} onSearch={(q) => set({ q: q.trim() })} label={t`Search service centres by name or address`} placeholder={t`Search service centres`} />
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '48' }}>
          <NativeSelect.Field aria-label={t`Active`} value={search.active ?? ''} onChange={(e) => set({ active: e.currentTarget.value })}>
            <option value="">{t`Active and inactive`}</option>
            <option value="yes">{t`Only active`}</option>
            <option value="no">{t`Only inactive`}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Suspense fallback={<OrdersListSkeleton columns={6} />}>
        <ErrorBoundary fallbackRender={(props) => <SectionError {...props} title={t`The service centres could not be loaded`} />} resetKeys={[params.toString()]}>
          <ServiceCentersContent queryRef={queryRef} filtered={search.q !== undefined || search.active !== undefined} onClear={() => set({ q: '', active: '' })} />
        </ErrorBoundary>
      </Suspense>
    </Stack>
  );
}

function ServiceCentersContent({ queryRef, filtered, onClear }: { queryRef: PreloadedQuery<ServiceCentersPageQueryType>; filtered: boolean; onClear: () => void }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<ServiceCentersPageQueryType>(ServiceCentersPageQuery, queryRef);
  const exportName = `${t`service-centres`}-${todayAt(data.viewer?.config.utcOffset ?? 0)}`;
  return <ServiceCentersList query={data} loadedVariables={queryRef.variables} filtered={filtered} onClear={onClear} exportName={exportName} />;
}

function ServiceCentersList({
  query,
  loadedVariables,
  filtered,
  onClear,
  exportName,
}: {
  query: ServiceCentersListFragment$key;
  loadedVariables: ServiceCentersListRefetchQuery['variables'];
  filtered: boolean;
  onClear: () => void;
  /** The export's file name without extension. */
  exportName: string;
}) {
  const { t, i18n } = useLingui();
  const [data, refetch] = useRefetchableFragment<ServiceCentersListRefetchQuery, ServiceCentersListFragment$key>(
    graphql`
      fragment ServiceCentersListFragment on Query
      @refetchable(queryName: "ServiceCentersListRefetchQuery")
      @argumentDefinitions(
        filter: { type: "ServiceCenterFilter" }
        orderBy: { type: "ServiceCenterOrder" }
        first: { type: "Int", defaultValue: 10 }
        page: { type: "Int" }
      ) {
        serviceCenters(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
          totalCount
          edges {
            node {
              id
              serviceCenterId
              name
              address
              # Shown by GeoText.
              geo {
                # eslint-disable-next-line relay/unused-fields -- see above
                lat
                # eslint-disable-next-line relay/unused-fields -- see above
                lon
              }
              isActive
              technicianCount
              openOrderCount
              organizations {
                id
                name
              }
            }
          }
          pageCursors {
            totalPages
            ...PaginationFragment
          }
        }
      }
    `,
    query,
  );
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const variables = useMemo(() => serviceCentersVariables(new URLSearchParams(paramsKey)), [paramsKey]);
  const sort = readSort(readServiceCentersSearch(new URLSearchParams(paramsKey)));
  const isPending = useRefetchOnChange(variables, loadedVariables, refetch);
  const { setPage, setPageSize } = useListPaging();
  const setSort = (next: ListSort) => setParams((current) => writeParams(current, { sort: next.key, order: next.order }));
  const isWide = useIsWide();
  const { isVisible, setVisible, visibleColumns } = useColumnVisibility('serviceCenters', serviceCentersColumns);
  const visibleColumnIds = useMemo(() => visibleColumns.map((c) => c.id), [visibleColumns]);
  const centers = data.serviceCenters;
  const beyondEnd = usePageInRange({
    rows: centers.edges.length,
    totalCount: centers.totalCount,
    page: variables.page,
    lastPage: centers.pageCursors.totalPages,
    openPage: (last) => setPage(last, true),
  });

  const rows = centers.edges.map(({ node }) => {
    const served = node.organizations.map((o) => o.name).join(', ');
    const cells: Record<ServiceCenterColumnId, ReactNode> = {
      name: (
        <Link asChild fontWeight="medium" color="brand.fg">
          <RouterLink to={serviceCenterPath(node.serviceCenterId)}>{node.name}</RouterLink>
        </Link>
      ),
      address: node.address ? (
        <Text lineClamp={2} maxW="64" title={node.address}>
          {node.address}
        </Text>
      ) : (
        <Text as="span" color="fg.muted">
          —
        </Text>
      ),
      geo: <GeoText geo={node.geo} />,
      active: node.isActive ? (
        <Badge size="sm" colorPalette="green">
          <Trans>Active</Trans>
        </Badge>
      ) : (
        <Badge size="sm" colorPalette="gray">
          <Trans>Inactive</Trans>
        </Badge>
      ),
      technicians: formatNumber(i18n, node.technicianCount),
      openOrders: formatNumber(i18n, node.openOrderCount),
      organizations: served ? (
        <Text lineClamp={2} maxW="72" title={served}>
          {served}
        </Text>
      ) : (
        <Text as="span" color="fg.muted">
          —
        </Text>
      ),
    };
    return { node, cells };
  });
  const end = (id: ServiceCenterColumnId) => (numericServiceCenterColumns.has(id) ? 'end' : undefined);

  return (
    <Card.Root minW="0">
      <Card.Header pb="0" px={{ base: '3', md: '6' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              <Plural value={centers.totalCount} one="# service centre" other="# service centres" />
            </Text>
            {isPending && <Spinner size="xs" color="brand.solid" aria-label={t`Loading`} />}
          </HStack>
          <HStack gap="2">
            {isWide && <ColumnToggleMenu columns={serviceCentersColumns} isVisible={isVisible} setVisible={setVisible} />}
            <ServiceCentersExportMenu
              filter={variables.filter}
              orderBy={variables.orderBy}
              columns={isWide ? visibleColumnIds : serviceCentersColumns.map((c) => c.id)}
              fileName={exportName}
              disabled={centers.totalCount === 0}
            />
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4" minW="0" px={{ base: '3', md: '6' }}>
        {centers.edges.length === 0 && !beyondEnd ? (
          <ListEmptyState
            title={filtered ? t`No matching service centres found` : t`No service centres yet`}
            description={filtered ? t`Change or clear the search to see more service centres.` : t`Service centres you may see will be listed here.`}
            onClear={filtered ? onClear : undefined}
          />
        ) : (
          <>
            <Box opacity={isPending || beyondEnd ? 0.6 : 1} transition="opacity 0.2s" minW="0" aria-busy={isPending}>
              {isWide ? (
                <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
                  <Table.Root size="sm" interactive>
                    <Table.Header>
                      <Table.Row bg="bg.subtle">
                        {visibleColumns.map((column) =>
                          'sortKey' in column ? (
                            <SortHeader
                              key={column.id}
                              label={i18n._(column.label)}
                              sortKey={column.sortKey}
                              sort={sort}
                              onSort={setSort}
                              firstOrder={defaultSortOrder[column.sortKey as ServiceCenterSortKey]}
                            />
                          ) : (
                            <Table.ColumnHeader key={column.id} textAlign={end(column.id)}>
                              {i18n._(column.label)}
                            </Table.ColumnHeader>
                          ),
                        )}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map(({ node, cells }) => (
                        <Table.Row key={node.id}>
                          {visibleColumns.map((column) => (
                            <Table.Cell key={column.id} textAlign={end(column.id)}>
                              {cells[column.id]}
                            </Table.Cell>
                          ))}
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              ) : (
                <SimpleGrid as="ul" columns={1} gap="3" listStyleType="none" aria-label={t`Service centres`}>
                  {rows.map(({ node, cells }) => (
                    <Card.Root as="li" key={node.id} size="sm" aria-label={node.name}>
                      <Card.Body gap="3">
                        <HStack justify="space-between" align="flex-start">
                          {cells.name}
                          {cells.active}
                        </HStack>
                        <SimpleGrid columns={2} gap="3" fontSize="sm">
                          {serviceCentersColumns
                            .filter((column) => column.id !== 'name' && column.id !== 'active')
                            .map((column) => (
                              <Stack key={column.id} gap="0.5" minW="0">
                                <Text fontSize="xs" color="fg.muted">
                                  {i18n._(column.label)}
                                </Text>
                                <Box>{cells[column.id]}</Box>
                              </Stack>
                            ))}
                        </SimpleGrid>
                      </Card.Body>
                    </Card.Root>
                  ))}
                </SimpleGrid>
              )}
            </Box>
            <Pagination
              cursors={centers.pageCursors}
              onPage={(_cursor, number) => setPage(number)}
              disabled={isPending}
              pageSize={variables.first}
              pageSizes={PAGE_SIZES}
              onPageSizeChange={setPageSize}
            />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
