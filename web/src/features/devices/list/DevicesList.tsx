import { Box, Card, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { DevicesListFragment$key } from '../../../../__generated__/DevicesListFragment.graphql';
import type { DevicesListRefetchQuery } from '../../../../__generated__/DevicesListRefetchQuery.graphql';
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
import { DeviceListItem } from './DeviceListItem';
import { devicesColumns, type DeviceColumnId } from './devicesColumns';
import { DevicesExportMenu } from './DevicesExportMenu';
import { MapViewSkeleton } from './MapViewSkeleton';
import { defaultSortOrder, type DeviceSortKey, type DeviceView } from './devicesSearchParams';

// maplibre is hundreds of kB: it loads only when the map view is chosen.
const DevicesMap = lazy(() => import('./DevicesMap').then((m) => ({ default: m.DevicesMap })));

export type DevicesVariables = DevicesListRefetchQuery['variables'];

type Props = {
  query: DevicesListFragment$key;
  /** The variables the URL asks for; the list refetches when they differ from what it shows. */
  variables: DevicesVariables;
  /** The variables the fragment was first loaded with (the route loader's). */
  loadedVariables: DevicesVariables;
  view: DeviceView;
  utcOffset: number;
  deviceHref: (deviceId: string) => string;
  /** Opens a page by number; `replace` rewrites the history entry (a page past the end). */
  onPage: (page: number, replace?: boolean) => void;
  onPageSize: (size: number) => void;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  /** Clears the filters; absent when nothing is filtered. */
  onClearFilters?: () => void;
  /** Names the export's file (the organisation's devices, or all). */
  exportName: string;
};

/** A phone's and the grid's cards show a device's essentials, not the table's columns. */
const noColumns: readonly DeviceColumnId[] = [];

/**
 * The page of devices in the chosen view: a table on wide screens (cards on phones), a grid of
 * cards, or the map of every device of the filter; with the count, the column toggle, the export,
 * sortable headers and pagination. Another page, order or filter refetches with the current rows
 * dimmed on screen until the new ones arrive.
 */
export function DevicesList({ query, variables, loadedVariables, view, utcOffset, deviceHref, onPage, onPageSize, sort, onSort, onClearFilters, exportName }: Props) {
  const { t, i18n } = useLingui();
  const [data, refetch] = useRefetchableFragment<DevicesListRefetchQuery, DevicesListFragment$key>(
    graphql`
      fragment DevicesListFragment on Query
      @refetchable(queryName: "DevicesListRefetchQuery")
      @argumentDefinitions(
        filter: { type: "DeviceFilter" }
        orderBy: { type: "DeviceOrder" }
        first: { type: "Int", defaultValue: 10 }
        page: { type: "Int" }
      ) {
        # Numbered pages: each (filter, order, page size, page) is a field of its own in the store.
        devices(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {
          totalCount
          edges {
            node {
              id
              ...DeviceListItemFragment
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
  const { isVisible, setVisible, visibleColumns } = useColumnVisibility('devices', devicesColumns);
  const visibleColumnIds = useMemo(() => visibleColumns.map((c) => c.id), [visibleColumns]);
  const devices = data.devices;
  const deleted = variables.filter?.deleted === true;
  const beyondEnd = usePageInRange({
    rows: devices.edges.length,
    totalCount: devices.totalCount,
    page: variables.page ?? 1,
    lastPage: devices.pageCursors.totalPages,
    openPage: (last) => onPage(last, true),
  });
  const asTable = view === 'table' && isWide;

  const empty = (
    <ListEmptyState
      title={t`No matching devices found`}
      description={onClearFilters ? t`Change or clear the filters to see more devices.` : t`There are no devices here yet.`}
      onClear={onClearFilters}
    />
  );

  const cards = (
    <SimpleGrid as="ul" columns={view === 'grid' ? { base: 1, sm: 2, lg: 3, '2xl': 4 } : 1} gap="3" listStyleType="none" aria-label={t`Devices`}>
      {devices.edges.map(({ node }) => (
        <DeviceListItem key={node.id} layout="card" device={node} utcOffset={utcOffset} columns={noColumns} deviceHref={deviceHref} deleted={deleted} />
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
                  sort={sort}
                  onSort={onSort}
                  firstOrder={defaultSortOrder[column.sortKey as DeviceSortKey]}
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
          {devices.edges.map(({ node }) => (
            <DeviceListItem key={node.id} layout="row" device={node} utcOffset={utcOffset} columns={visibleColumnIds} deviceHref={deviceHref} deleted={deleted} />
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
              <Plural value={devices.totalCount} one="# device" other="# devices" />
            </Text>
            {isPending && <Spinner size="xs" color="brand.solid" aria-label={t`Loading`} />}
          </HStack>
          <HStack gap="2">
            {asTable && <ColumnToggleMenu columns={devicesColumns} isVisible={isVisible} setVisible={setVisible} />}
            <DevicesExportMenu
              filter={variables.filter}
              orderBy={variables.orderBy}
              columns={asTable ? visibleColumnIds : devicesColumns.map((c) => c.id)}
              utcOffset={utcOffset}
              fileName={exportName}
              disabled={devices.totalCount === 0}
            />
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4" minW="0" px={{ base: '3', md: '6' }}>
        {view === 'map' ? (
          <Suspense fallback={<MapViewSkeleton />}>
            <DevicesMap filter={variables.filter ?? null} deviceHref={deviceHref} />
          </Suspense>
        ) : devices.edges.length === 0 && !beyondEnd ? (
          empty
        ) : (
          <>
            <Box opacity={isPending || beyondEnd ? 0.6 : 1} transition="opacity 0.2s" minW="0" aria-busy={isPending}>
              {asTable ? table : cards}
            </Box>
            <Stack>
              <Pagination
                cursors={devices.pageCursors}
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
