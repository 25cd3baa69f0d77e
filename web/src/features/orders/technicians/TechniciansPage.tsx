import { Badge, Box, Card, HStack, Link, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useSearchParams } from 'react-router-dom';
import type { TechniciansListFragment$key } from '../../../../__generated__/TechniciansListFragment.graphql';
import type { TechniciansListRefetchQuery } from '../../../../__generated__/TechniciansListRefetchQuery.graphql';
import type { TechniciansPageQuery as TechniciansPageQueryType } from '../../../../__generated__/TechniciansPageQuery.graphql';
import { ColumnToggleMenu } from '../../../components/list/ColumnToggleMenu';
import { FilterBar } from '../../../components/list/FilterBar';
import { PAGE_SIZES } from '../../../components/list/listParams';
import type { ListSort } from '../../../components/list/ListSort';
import { Pagination } from '../../../components/list/Pagination';
import { SortHeader } from '../../../components/list/SortHeader';
import { usePageInRange } from '../../../components/list/usePageInRange';
import { ListEmptyState } from '../../../components/list/ListEmptyState';
import { SearchInput } from '../../../components/list/SearchInput';
import { useFilterDraft } from '../../../components/list/useFilterDraft';
import { useColumnVisibility } from '../../../components/list/useColumnVisibility';
import { useIsWide } from '../../../components/list/useIsWide';
import { useRefetchOnChange } from '../../../components/list/useRefetchOnChange';
import { MultiSelect } from '../../../components/MultiSelect';
import { PageHeader } from '../../../components/PageHeader';
import { todayAt } from '../../../i18n/format/calendarDay';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { serviceCenterPath, technicianPath } from '../../../routing/paths';
import { ModelBadges } from '../ModelBadges';
import { OrdersListSkeleton } from '../OrdersListSkeleton';
import { OrdersTabs } from '../OrdersTabs';
import { SectionError } from '../SectionError';
import { useListPaging } from '../useListPaging';
import { techniciansColumns, type TechnicianColumnId } from './techniciansColumns';
import { TechniciansExportMenu } from './TechniciansExportMenu';
import { readTechniciansSearch, readTechniciansSort, techniciansVariables } from './techniciansSearchParams';

export const TechniciansPageQuery = graphql`
  query TechniciansPageQuery($filter: TechnicianListFilter, $orderBy: TechnicianOrder, $first: Int!, $page: Int) {
    # The centre filter's options (names only).
    serviceCenters(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
    ...TechniciansListFragment @arguments(filter: $filter, orderBy: $orderBy, first: $first, page: $page)
    # The export's file name carries the viewer's today.
    viewer {
      id
      config {
        utcOffset
      }
    }
  }
`;

/** /orders/technicians: the technicians of every centre the viewer may see, filtered by centre and activity, searched. */
export function TechniciansPage() {
  const { t } = useLingui();
  const queryRef = useLoaderData() as PreloadedQuery<TechniciansPageQueryType>;
  const [params] = useSearchParams();
  return (
    <Stack gap="5" minW="0">
      <PageHeader title={t`Technicians`} description={t`Who carries out the service orders, in which centre, and which device models they service.`} />
      <OrdersTabs current="technicians" />
      <Suspense fallback={<OrdersListSkeleton columns={6} />}>
        <ErrorBoundary fallbackRender={(props) => <SectionError {...props} title={t`The technicians could not be loaded`} />} resetKeys={[params.toString()]}>
          <TechniciansContent queryRef={queryRef} />
        </ErrorBoundary>
      </Suspense>
    </Stack>
  );
}

function TechniciansContent({ queryRef }: { queryRef: PreloadedQuery<TechniciansPageQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<TechniciansPageQueryType>(TechniciansPageQuery, queryRef);
  const centers = data.serviceCenters.edges.map((edge) => edge.node);
  const exportName = `${t`technicians`}-${todayAt(data.viewer?.config.utcOffset ?? 0)}`;
  return <TechniciansList query={data} centers={centers} loadedVariables={queryRef.variables} exportName={exportName} />;
}

type Draft = { centers: string[]; active: string };
const draftKey = (draft: Draft) => JSON.stringify(draft);

function TechniciansList({
  query,
  centers,
  loadedVariables,
  exportName,
}: {
  query: TechniciansListFragment$key;
  centers: readonly { id: string; name: string }[];
  loadedVariables: TechniciansListRefetchQuery['variables'];
  /** The export's file name without extension. */
  exportName: string;
}) {
  const { t, i18n } = useLingui();
  const [data, refetch] = useRefetchableFragment<TechniciansListRefetchQuery, TechniciansListFragment$key>(
    graphql`
      fragment TechniciansListFragment on Query
      @refetchable(queryName: "TechniciansListRefetchQuery")
      @argumentDefinitions(
        filter: { type: "TechnicianListFilter" }
        orderBy: { type: "TechnicianOrder" }
        first: { type: "Int", defaultValue: 10 }
        page: { type: "Int" }
      ) {
        # Every centre's technicians, one server page at a time (GET /technicians).
        technicians(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
          totalCount
          edges {
            node {
              id
              technicianId
              name
              isActive
              openOrderCount
              serviceCenter {
                serviceCenterId
                name
              }
              user {
                email
                isActive
              }
              # Shown by ModelBadges.
              models {
                id
                # eslint-disable-next-line relay/unused-fields -- see above
                title
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
  const search = useMemo(() => readTechniciansSearch(new URLSearchParams(paramsKey)), [paramsKey]);
  const variables = useMemo(() => techniciansVariables(new URLSearchParams(paramsKey)), [paramsKey]);
  const isPending = useRefetchOnChange(variables, loadedVariables, refetch);
  const { setPage, setPageSize } = useListPaging();
  const sort = readTechniciansSort(search);
  const setSort = (next: ListSort) =>
    setParams((current) => {
      const written = new URLSearchParams(current);
      written.set('sort', next.key);
      written.set('order', next.order);
      written.delete('page');
      return written;
    });
  const isWide = useIsWide();
  const { isVisible, setVisible, visibleColumns } = useColumnVisibility('technicians', techniciansColumns);
  const visibleColumnIds = useMemo(() => visibleColumns.map((c) => c.id), [visibleColumns]);
  const applied: Draft = { centers: search.center ?? [], active: search.active ?? '' };
  const { draft, setDraft, dirty, reset, submit } = useFilterDraft(applied, draftKey);
  const write = (values: { q?: string; centers?: string[]; active?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (values.q !== undefined) {
        next.delete('q');
        if (values.q.trim()) next.set('q', values.q.trim());
      }
      if (values.centers !== undefined) {
        next.delete('center');
        for (const id of values.centers) next.append('center', id);
      }
      if (values.active !== undefined) {
        next.delete('active');
        if (values.active) next.set('active', values.active);
      }
      return next;
    });
  const filtered = search.q !== undefined || applied.centers.length > 0 || applied.active !== '';
  const clear = () => write({ q: '', centers: [], active: '' });

  const technicians = data.technicians;
  const beyondEnd = usePageInRange({
    rows: technicians.edges.length,
    totalCount: technicians.totalCount,
    page: variables.page,
    lastPage: technicians.pageCursors.totalPages,
    openPage: (last) => setPage(last, true),
  });
  const rows = technicians.edges.map(({ node }) => ({ center: node.serviceCenter, tech: node }));

  const cells = ({ center, tech }: (typeof rows)[number]): Record<TechnicianColumnId, ReactNode> => ({
    name: (
      <Link asChild fontWeight="medium" color="brand.fg">
        <RouterLink to={technicianPath(center.serviceCenterId, tech.technicianId)}>{tech.name}</RouterLink>
      </Link>
    ),
    email: tech.user.email,
    center: (
      <Link asChild color="fg">
        <RouterLink to={serviceCenterPath(center.serviceCenterId)}>{center.name}</RouterLink>
      </Link>
    ),
    active:
      tech.isActive && tech.user.isActive ? (
        <Badge size="sm" colorPalette="green">
          <Trans>Active</Trans>
        </Badge>
      ) : (
        <Badge size="sm" colorPalette="gray">
          <Trans>Inactive</Trans>
        </Badge>
      ),
    models: <ModelBadges models={tech.models} />,
    openOrders: formatNumber(i18n, tech.openOrderCount),
  });
  const end = (id: TechnicianColumnId) => (id === 'openOrders' ? 'end' : undefined);

  return (
    <Stack gap="5" minW="0">
      <FilterBar
        listId="technicians"
        dirty={dirty}
        onApply={() => {
          const next = submit();
          write({ centers: next.centers, active: next.active });
        }}
        onReset={reset}
        canClear={filtered}
        onClear={clear}
        before={<SearchInput value={search.q ?? ''} onSearch={(q) => write({ q })} label={t`Search technicians by name or e-mail`} placeholder={t`Search technicians`} />}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <MultiSelect label={t`Service centres`} options={centers.map((c) => ({ value: c.id, label: c.name }))} value={draft.centers} onChange={(ids) => setDraft((d) => ({ ...d, centers: ids }))} />
          <MultiSelect
            label={t`Active`}
            options={[
              { value: 'yes', label: t`Only active` },
              { value: 'no', label: t`Only inactive` },
            ]}
            value={draft.active ? [draft.active] : []}
            onChange={(values) => setDraft((d) => ({ ...d, active: values.find((v) => v !== d.active) ?? '' }))}
          />
        </SimpleGrid>
      </FilterBar>
      <Card.Root minW="0">
        <Card.Header pb="0" px={{ base: '3', md: '6' }}>
          <HStack justify="space-between" gap="3" wrap="wrap">
            <HStack gap="2">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                <Plural value={technicians.totalCount} one="# technician" other="# technicians" />
              </Text>
              {isPending && <Spinner size="xs" color="brand.solid" aria-label={t`Loading`} />}
            </HStack>
            <HStack gap="2">
              {isWide && <ColumnToggleMenu columns={techniciansColumns} isVisible={isVisible} setVisible={setVisible} />}
              <TechniciansExportMenu
                filter={variables.filter}
                orderBy={variables.orderBy}
                columns={isWide ? visibleColumnIds : techniciansColumns.map((c) => c.id)}
                fileName={exportName}
                disabled={technicians.totalCount === 0}
              />
            </HStack>
          </HStack>
        </Card.Header>
        <Card.Body minW="0" px={{ base: '3', md: '6' }}>
          {rows.length === 0 && !beyondEnd ? (
            <ListEmptyState
              title={filtered ? t`No matching technicians found` : t`No technicians yet`}
              description={filtered ? t`Change or clear the filters to see more technicians.` : t`Add technicians on a service centre's page.`}
              onClear={filtered ? clear : undefined}
            />
          ) : (
            <Box opacity={isPending ? 0.6 : 1} transition="opacity 0.2s" aria-busy={isPending}>
              {isWide ? (
                <Table.ScrollArea borderWidth="1px" borderRadius="l2">
                  <Table.Root size="sm" interactive>
                    <Table.Header>
                      <Table.Row bg="bg.subtle">
                        {visibleColumns.map((column) =>
                          'sortKey' in column ? (
                            <SortHeader key={column.id} label={i18n._(column.label)} sortKey={column.sortKey} sort={sort} onSort={setSort} />
                          ) : (
                            <Table.ColumnHeader key={column.id} textAlign={end(column.id)}>
                              {i18n._(column.label)}
                            </Table.ColumnHeader>
                          ),
                        )}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((row) => {
                        const c = cells(row);
                        return (
                          <Table.Row key={row.tech.id}>
                            {visibleColumns.map((column) => (
                              <Table.Cell key={column.id} textAlign={end(column.id)}>
                                {c[column.id]}
                              </Table.Cell>
                            ))}
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              ) : (
                <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Technicians`}>
                  {rows.map((row) => {
                    const c = cells(row);
                    return (
                      <Card.Root as="li" key={row.tech.id} size="sm" aria-label={row.tech.name}>
                        <Card.Body gap="2">
                          <HStack justify="space-between" align="flex-start">
                            <Stack gap="0.5" minW="0">
                              {c.name}
                              <Text fontSize="sm" color="fg.muted" truncate>
                                {c.email}
                              </Text>
                            </Stack>
                            {c.active}
                          </HStack>
                          <Text fontSize="sm">{c.center}</Text>
                          {c.models}
                          <Text fontSize="sm" color="fg.muted">
                            <Plural value={row.tech.openOrderCount} one="# open order" other="# open orders" />
                          </Text>
                        </Card.Body>
                      </Card.Root>
                    );
                  })}
                </Stack>
              )}
            </Box>
          )}
          {(rows.length > 0 || beyondEnd) && (
            <Pagination
              cursors={technicians.pageCursors}
              onPage={(_cursor, number) => setPage(number)}
              disabled={isPending}
              pageSize={variables.first}
              pageSizes={PAGE_SIZES}
              onPageSizeChange={setPageSize}
            />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
