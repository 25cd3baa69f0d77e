import { Box, Card, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { ServiceOrdersListFragment$key } from '../../../../__generated__/ServiceOrdersListFragment.graphql';
import type { ServiceOrdersListRefetchQuery } from '../../../../__generated__/ServiceOrdersListRefetchQuery.graphql';
import { ColumnToggleMenu } from '../../../components/list/ColumnToggleMenu';
import { ListEmptyState } from '../../../components/list/ListEmptyState';
import { PAGE_SIZES } from '../../../components/list/listParams';
import type { ListSort } from '../../../components/list/ListSort';
import { Pagination } from '../../../components/list/Pagination';
import { SortHeader } from '../../../components/list/SortHeader';
import { useColumnVisibility } from '../../../components/list/useColumnVisibility';
import { useIsWide } from '../../../components/list/useIsWide';
import { usePageInRange } from '../../../components/list/usePageInRange';
import { useRefetchOnChange } from '../../../components/list/useRefetchOnChange';
import { ServiceOrderListItem } from './ServiceOrderListItem';
import { serviceOrdersColumns, type ServiceOrderColumnId } from './serviceOrdersColumns';
import { ServiceOrdersExportMenu } from './ServiceOrdersExportMenu';
import { defaultSortOrder, type ServiceOrderSortKey } from './serviceOrdersSearchParams';
import { useServiceOrderChanged } from './useServiceOrderChanged';

export type ServiceOrdersVariables = ServiceOrdersListRefetchQuery['variables'];

type Props = {
  query: ServiceOrdersListFragment$key;
  variables: ServiceOrdersVariables;
  loadedVariables: ServiceOrdersVariables;
  utcOffset: number;
  onPage: (page: number, replace?: boolean) => void;
  onPageSize: (size: number) => void;
  /** The chosen order; null is the API's own (a technician's orders first). */
  sort: ListSort | null;
  onSort: (sort: ListSort) => void;
  onClearFilters?: () => void;
  exportName: string;
};

const noSort: ListSort = { key: '', order: 'asc' };

/**
 * The page of service orders: a table on wide screens (cards on phones) with the count, the column
 * toggle, the export, sortable headers and pagination. It refetches the page it shows when any order
 * changes (the `serviceOrderChanged` subscription), keeping the rows on screen meanwhile.
 */
export function ServiceOrdersList({ query, variables, loadedVariables, utcOffset, onPage, onPageSize, sort, onSort, onClearFilters, exportName }: Props) {
  const { t, i18n } = useLingui();
  const [data, refetch] = useRefetchableFragment<ServiceOrdersListRefetchQuery, ServiceOrdersListFragment$key>(
    graphql`
      fragment ServiceOrdersListFragment on Query
      @refetchable(queryName: "ServiceOrdersListRefetchQuery")
      @argumentDefinitions(
        filter: { type: "ServiceOrderFilter" }
        orderBy: { type: "ServiceOrderOrder" }
        first: { type: "Int", defaultValue: 10 }
        page: { type: "Int" }
      ) {
        serviceOrders(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
          totalCount
          edges {
            node {
              id
              ...ServiceOrderListItemFragment
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
  const isPending = useRefetchOnChange(variables, loadedVariables, refetch);
  const [isLivePending, startLive] = useTransition();
  const [now, setNow] = useState(() => Date.now());
  const latestVariables = JSON.stringify(variables);
  const refetchLive = useCallback(() => {
    setNow(Date.now());
    startLive(() => {
      refetch(JSON.parse(latestVariables) as ServiceOrdersVariables, { fetchPolicy: 'network-only' });
    });
  }, [refetch, latestVariables]);
  useServiceOrderChanged(refetchLive);

  const isWide = useIsWide();
  const { isVisible, setVisible, visibleColumns } = useColumnVisibility('serviceOrders', serviceOrdersColumns);
  const visibleColumnIds = useMemo(() => visibleColumns.map((c) => c.id), [visibleColumns]);
  const orders = data.serviceOrders;
  const beyondEnd = usePageInRange({
    rows: orders.edges.length,
    totalCount: orders.totalCount,
    page: variables.page ?? 1,
    lastPage: orders.pageCursors.totalPages,
    openPage: (last) => onPage(last, true),
  });
  const busy = isPending || isLivePending;

  const empty = (
    <ListEmptyState
      title={onClearFilters ? t`No matching service orders found` : t`No service orders yet`}
      description={onClearFilters ? t`Change or clear the filters to see more service orders.` : t`Service orders you may see will be listed here.`}
      onClear={onClearFilters}
    />
  );

  const cards = (
    <SimpleGrid as="ul" columns={1} gap="3" listStyleType="none" aria-label={t`Service orders`}>
      {orders.edges.map(({ node }) => (
        <ServiceOrderListItem key={node.id} layout="card" order={node} utcOffset={utcOffset} columns={[] as ServiceOrderColumnId[]} now={now} />
      ))}
    </SimpleGrid>
  );

  const table = (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {visibleColumns.map((column) =>
              'sortKey' in column ? (
                <SortHeader
                  key={column.id}
                  verticalAlign="bottom"
                  label={i18n._(column.label)}
                  sortKey={column.sortKey}
                  sort={sort ?? noSort}
                  onSort={onSort}
                  firstOrder={defaultSortOrder[column.sortKey as ServiceOrderSortKey]}
                />
              ) : (
                <Table.ColumnHeader key={column.id} verticalAlign="bottom">
                  {i18n._(column.label)}
                </Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.edges.map(({ node }) => (
            <ServiceOrderListItem key={node.id} layout="row" order={node} utcOffset={utcOffset} columns={visibleColumnIds} now={now} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  return (
    <Card.Root minW="0">
      <Card.Header pb="0" px={{ base: '3', md: '6' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              <Plural value={orders.totalCount} one="# service order" other="# service orders" />
            </Text>
            {busy && <Spinner size="xs" color="brand.solid" aria-label={t`Loading`} />}
          </HStack>
          <HStack gap="2">
            {isWide && <ColumnToggleMenu columns={serviceOrdersColumns} isVisible={isVisible} setVisible={setVisible} />}
            <ServiceOrdersExportMenu
              filter={variables.filter}
              orderBy={variables.orderBy}
              columns={isWide ? visibleColumnIds : serviceOrdersColumns.map((c) => c.id)}
              utcOffset={utcOffset}
              fileName={exportName}
              disabled={orders.totalCount === 0}
            />
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4" minW="0" px={{ base: '3', md: '6' }}>
        {orders.edges.length === 0 && !beyondEnd ? (
          empty
        ) : (
          <>
            <Box opacity={isPending || beyondEnd ? 0.6 : 1} transition="opacity 0.2s" minW="0" aria-busy={busy}>
              {isWide ? table : cards}
            </Box>
            <Stack>
              <Pagination
                cursors={orders.pageCursors}
                onPage={(_cursor, number) => onPage(number)}
                disabled={isPending}
                pageSize={variables.first ?? 10}
                pageSizes={PAGE_SIZES}
                onPageSizeChange={onPageSize}
              />
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
