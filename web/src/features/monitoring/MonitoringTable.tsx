import { Box, Card, EmptyState, HStack, Button, Spinner, Table, Text, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useTransition } from 'react';
import { LuSearchX } from 'react-icons/lu';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { MonitoringTableFragment$key } from '../../../__generated__/MonitoringTableFragment.graphql';
import type { MonitoringTableRefetchQuery } from '../../../__generated__/MonitoringTableRefetchQuery.graphql';
import { Pagination } from '../../components/Pagination';
import { ColumnToggleMenu } from './ColumnToggleMenu';
import { monitoringColumns } from './monitoringColumns';
import { MonitoringRow, stickyColumn } from './MonitoringRow';
import { PAGE_SIZES } from './monitoringSearchParams';
import { useColumnVisibility } from './useColumnVisibility';

export type MonitoringVariables = MonitoringTableRefetchQuery['variables'];

type Props = {
  query: MonitoringTableFragment$key;
  /** The variables the URL asks for; the table refetches when they differ from what it shows. */
  variables: MonitoringVariables;
  /** The variables the fragment was first loaded with (the route loader's). */
  loadedVariables: MonitoringVariables;
  utcOffset: number;
  highlighted: ReadonlySet<string>;
  onPage: (cursor: string | null) => void;
  onPageSize: (size: number) => void;
  onClearFilters: () => void;
};

/** The page of monitoring records, its column toggle and its pagination. */
export function MonitoringTable({ query, variables, loadedVariables, utcOffset, highlighted, onPage, onPageSize, onClearFilters }: Props) {
  const { i18n } = useLingui();
  const [data, refetch] = useRefetchableFragment<MonitoringTableRefetchQuery, MonitoringTableFragment$key>(
    graphql`
      fragment MonitoringTableFragment on Query
      @refetchable(queryName: "MonitoringTableRefetchQuery")
      @argumentDefinitions(filter: { type: "MonitoringFilter" }, first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        statusCodes {
          id
          name
          slug
          color
        }
        # Numbered pages: each (filter, page size, page) is its own connection, since Relay's handler
        # only appends a page that follows the last one it has.
        monitoringRecords(filter: $filter, first: $first, after: $after)
          @connection(key: "MonitoringTable_monitoringRecords", filters: ["filter", "first", "after"]) {
          totalCount
          edges {
            node {
              id
              ...MonitoringRowFragment
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
          pageCursors {
            ...PaginationFragment
          }
        }
      }
    `,
    query,
  );
  const [isPending, startTransition] = useTransition();
  const shown = useRef(JSON.stringify(loadedVariables));
  const wanted = JSON.stringify(variables);
  useEffect(() => {
    if (wanted === shown.current) return;
    shown.current = wanted;
    // A transition keeps the current rows on screen, dimmed, until the new page arrives.
    startTransition(() => {
      refetch(variables, { fetchPolicy: 'store-and-network' });
    });
  }, [wanted]); // eslint-disable-line react-hooks/exhaustive-deps

  const { isVisible, setVisible } = useColumnVisibility();
  const columns = monitoringColumns.filter((c) => isVisible(c.id));
  const records = data.monitoringRecords;

  return (
    <Card.Root minW="0">
      <Card.Header pb="0">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              <Trans>{records.totalCount} monitored devices</Trans>
            </Text>
            {isPending && <Spinner size="xs" color="brand.solid" />}
          </HStack>
          <ColumnToggleMenu isVisible={isVisible} setVisible={setVisible} />
        </HStack>
      </Card.Header>
      <Card.Body gap="4" minW="0">
        {records.edges.length === 0 ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuSearchX />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>
                  <Trans>No monitored devices match the filters</Trans>
                </EmptyState.Title>
                <EmptyState.Description>
                  <Trans>Change or clear the filters to see more devices.</Trans>
                </EmptyState.Description>
              </VStack>
              <Button size="sm" variant="outline" onClick={onClearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Box opacity={isPending ? 0.6 : 1} transition="opacity 0.2s" minW="0">
            <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
              <Table.Root size="sm" aria-busy={isPending}>
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    {columns.map((column) => (
                      <Table.ColumnHeader key={column.id} whiteSpace="nowrap" {...(column.id === 'networkId' ? { ...stickyColumn, bg: 'bg.subtle' } : {})}>
                        {i18n._(column.label)}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {records.edges.map(({ node }) => (
                    <MonitoringRow
                      key={node.id}
                      record={node}
                      statusOptions={data.statusCodes}
                      utcOffset={utcOffset}
                      isVisible={isVisible}
                      highlighted={highlighted.has(node.id)}
                    />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        )}
        <Pagination
          cursors={records.pageCursors}
          onPage={onPage}
          disabled={isPending}
          pageSize={variables.first ?? 10}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={onPageSize}
        />
      </Card.Body>
    </Card.Root>
  );
}
