import { Box, Card, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { MonitoringTableFragment$key } from '../../../__generated__/MonitoringTableFragment.graphql';
import type { MonitoringTableRefetchQuery } from '../../../__generated__/MonitoringTableRefetchQuery.graphql';
import { ColumnToggleMenu } from '../../components/list/ColumnToggleMenu';
import { ListEmptyState } from '../../components/list/ListEmptyState';
import { PAGE_SIZES } from '../../components/list/listParams';
import type { ListSort } from '../../components/list/ListSort';
import { Pagination } from '../../components/list/Pagination';
import { SortHeader } from '../../components/list/SortHeader';
import { useColumnVisibility } from '../../components/list/useColumnVisibility';
import { useIsWide } from '../../components/list/useIsWide';
import { usePageInRange } from '../../components/list/usePageInRange';
import { useRefetchOnChange } from '../../components/list/useRefetchOnChange';
import { monitoringColumns, type MonitoringColumnId } from './monitoringColumns';
import { MonitoringExportMenu } from './MonitoringExportMenu';
import { MonitoringRow, stickyColumn } from './MonitoringRow';
import { defaultSortOrder } from './monitoringSearchParams';

export type MonitoringVariables = MonitoringTableRefetchQuery['variables'];

type Props = {
  query: MonitoringTableFragment$key;
  /** The variables the URL asks for; the table refetches when they differ from what it shows. */
  variables: MonitoringVariables;
  /** The variables the fragment was first loaded with (the route loader's). */
  loadedVariables: MonitoringVariables;
  utcOffset: number;
  highlighted: ReadonlySet<string>;
  /** Opens a page by number; `replace` rewrites the history entry (a page past the end). */
  onPage: (page: number, replace?: boolean) => void;
  onPageSize: (size: number) => void;
  /** The order the URL asks for. */
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  onClearFilters: () => void;
};

/** A phone's cards show what a phone needs, not the table's columns: one array for every card. */
const noColumns: readonly MonitoringColumnId[] = [];

/**
 * The page of monitoring records: a table on wide screens (every default column fits at 1440 px;
 * more scroll sideways under a sticky first column), a card per record on phones; its column
 * toggle, export, sortable headers and pagination. Another page, order or filter refetches with
 * the current rows dimmed on screen until the new ones arrive.
 */
export function MonitoringTable({ query, variables, loadedVariables, utcOffset, highlighted, onPage, onPageSize, sort, onSort, onClearFilters }: Props) {
  const { t, i18n } = useLingui();
  const [data, refetch] = useRefetchableFragment<MonitoringTableRefetchQuery, MonitoringTableFragment$key>(
    graphql`
      fragment MonitoringTableFragment on Query
      @refetchable(queryName: "MonitoringTableRefetchQuery")
      @argumentDefinitions(
        filter: { type: "MonitoringFilter" }
        orderBy: { type: "MonitoringRecordOrder" }
        first: { type: "Int", defaultValue: 10 }
        page: { type: "Int" }
      ) {
        # Numbered pages, not an endless list: each (filter, order, page size, page) is a field of its
        # own in the store, so no @connection (whose handler appends pages) is involved.
        monitoringRecords(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
          totalCount
          edges {
            node {
              id
              ...MonitoringRowFragment
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
  const isWide = useIsWide();
  const { isVisible, setVisible, visibleColumns } = useColumnVisibility('monitoring', monitoringColumns);
  const visibleColumnIds = useMemo(() => visibleColumns.map((c) => c.id), [visibleColumns]);
  const records = data.monitoringRecords;
  const page = variables.page ?? 1;
  const beyondEnd = usePageInRange({
    rows: records.edges.length,
    totalCount: records.totalCount,
    page,
    lastPage: records.pageCursors.totalPages,
    openPage: (last) => onPage(last, true),
  });

  return (
    <Card.Root minW="0">
      <Card.Header pb="0" px={{ base: '3', md: '6' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              <Plural value={records.totalCount} one="# monitored device" other="# monitored devices" />
            </Text>
            {isPending && <Spinner size="xs" color="brand.solid" aria-label={t`Loading`} />}
          </HStack>
          <HStack gap="2">
            {isWide && <ColumnToggleMenu columns={monitoringColumns} isVisible={isVisible} setVisible={setVisible} />}
            <MonitoringExportMenu variables={variables} columns={visibleColumnIds} utcOffset={utcOffset} disabled={records.totalCount === 0} />
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4" minW="0" px={{ base: '3', md: '6' }}>
        {records.edges.length === 0 && !beyondEnd ? (
          <ListEmptyState
            title={t`No monitored devices match the filters`}
            description={t`Change or clear the filters to see more devices.`}
            onClear={onClearFilters}
          />
        ) : (
          <Box opacity={isPending || beyondEnd ? 0.6 : 1} transition="opacity 0.2s" minW="0" aria-busy={isPending}>
            {isWide ? (
              <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row bg="bg.subtle">
                      {visibleColumns.map((column) => {
                        // Headers wrap (two-word labels take two lines) so that they never set a column's width.
                        const cell = { px: '1.5', verticalAlign: 'bottom', ...(column.id === 'networkId' ? { ...stickyColumn, bg: 'bg.subtle', zIndex: 2 } : {}) } as const;
                        return 'sortKey' in column ? (
                          <SortHeader
                            key={column.id}
                            {...cell}
                            label={i18n._(column.label)}
                            sortKey={column.sortKey}
                            sort={sort}
                            onSort={onSort}
                            firstOrder={defaultSortOrder[column.sortKey]}
                          />
                        ) : (
                          <Table.ColumnHeader key={column.id} {...cell} title={'shortLabel' in column ? i18n._(column.label) : undefined}>
                            {i18n._('shortLabel' in column ? column.shortLabel : column.label)}
                          </Table.ColumnHeader>
                        );
                      })}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {records.edges.map(({ node }) => (
                      <MonitoringRow
                        key={node.id}
                        layout="row"
                        record={node}
                        utcOffset={utcOffset}
                        columns={visibleColumnIds}
                        highlighted={highlighted.has(node.id)}
                      />
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            ) : (
              <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Monitored devices`}>
                {records.edges.map(({ node }) => (
                  <MonitoringRow
                    key={node.id}
                    layout="card"
                    record={node}
                    utcOffset={utcOffset}
                    columns={noColumns}
                    highlighted={highlighted.has(node.id)}
                  />
                ))}
              </Stack>
            )}
          </Box>
        )}
        <Pagination
          cursors={records.pageCursors}
          onPage={(_cursor, number) => onPage(number)}
          disabled={isPending}
          pageSize={variables.first ?? 10}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={onPageSize}
        />
      </Card.Body>
    </Card.Root>
  );
}
