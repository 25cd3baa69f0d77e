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
import { ListEmptyState } from '../../../components/list/ListEmptyState';
import { PAGE_SIZES } from '../../../components/list/listParams';
import type { ListSort } from '../../../components/list/ListSort';
import { Pagination } from '../../../components/list/Pagination';
import { SearchInput } from '../../../components/list/SearchInput';
import { SortHeader } from '../../../components/list/SortHeader';
import { useIsWide } from '../../../components/list/useIsWide';
import { usePageInRange } from '../../../components/list/usePageInRange';
import { useRefetchOnChange } from '../../../components/list/useRefetchOnChange';
import { PageHeader } from '../../../components/PageHeader';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { newServiceCenterPath, serviceCenterPath } from '../../../routing/paths';
import { routeAccess } from '../../../routing/routeAccess';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { GeoText } from '../GeoText';
import { OrdersListSkeleton } from '../OrdersListSkeleton';
import { OrdersTabs } from '../OrdersTabs';
import { SectionError } from '../SectionError';
import { useListPaging } from '../useListPaging';
import { defaultSortOrder, readServiceCentersSearch, readSort, serviceCentersVariables, writeParams, type ServiceCenterSortKey } from './serviceCentersSearchParams';

export const ServiceCentersPageQuery = graphql`
  query ServiceCentersPageQuery($filter: ServiceCenterFilter, $orderBy: ServiceCenterOrder, $first: Int!, $page: Int) {
    ...ServiceCentersListFragment @arguments(filter: $filter, orderBy: $orderBy, first: $first, page: $page)
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
  const data = usePreloadedQuery<ServiceCentersPageQueryType>(ServiceCentersPageQuery, queryRef);
  return <ServiceCentersList query={data} loadedVariables={queryRef.variables} filtered={filtered} onClear={onClear} />;
}

function ServiceCentersList({
  query,
  loadedVariables,
  filtered,
  onClear,
}: {
  query: ServiceCentersListFragment$key;
  loadedVariables: ServiceCentersListRefetchQuery['variables'];
  filtered: boolean;
  onClear: () => void;
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
    const cells: Record<string, ReactNode> = {
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
  const headers: { id: string; label: string; sortKey?: ServiceCenterSortKey; numeric?: boolean }[] = [
    { id: 'name', label: t`Name`, sortKey: 'name' },
    { id: 'address', label: t`Address` },
    { id: 'geo', label: t`Location` },
    { id: 'active', label: t`Active` },
    { id: 'technicians', label: t`Technicians`, numeric: true },
    { id: 'openOrders', label: t`Open orders`, numeric: true },
    { id: 'organizations', label: t`Organisations served` },
  ];

  return (
    <Card.Root minW="0">
      <Card.Header pb="0" px={{ base: '3', md: '6' }}>
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            <Plural value={centers.totalCount} one="# service centre" other="# service centres" />
          </Text>
          {isPending && <Spinner size="xs" color="brand.solid" aria-label={t`Loading`} />}
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
                        {headers.map((header) =>
                          header.sortKey ? (
                            <SortHeader key={header.id} label={header.label} sortKey={header.sortKey} sort={sort} onSort={setSort} firstOrder={defaultSortOrder[header.sortKey]} />
                          ) : (
                            <Table.ColumnHeader key={header.id} textAlign={header.numeric ? 'end' : undefined}>
                              {header.label}
                            </Table.ColumnHeader>
                          ),
                        )}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map(({ node, cells }) => (
                        <Table.Row key={node.id}>
                          {headers.map((header) => (
                            <Table.Cell key={header.id} textAlign={header.numeric ? 'end' : undefined}>
                              {cells[header.id]}
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
                          {headers.slice(1).filter((h) => h.id !== 'active').map((header) => (
                            <Stack key={header.id} gap="0.5" minW="0">
                              <Text fontSize="xs" color="fg.muted">
                                {header.label}
                              </Text>
                              <Box>{cells[header.id]}</Box>
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
