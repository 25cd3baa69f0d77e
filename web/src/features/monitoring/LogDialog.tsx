import { Button, CloseButton, Dialog, HStack, Portal, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LogDialogQuery } from '../../../__generated__/LogDialogQuery.graphql';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { Pagination } from '../../components/list/Pagination';
import { endOfDay, startOfDay, todayAt } from '../../i18n/format/calendarDay';
import { formatDateTime } from '../../i18n/format/formatDateTime';
import { useLookupLabel } from '../lookups/useLookupLabel';

type Props = { recordId: string; deviceName: string; utcOffset: number; onClose: () => void };

/** The error log pop-up of one monitoring record: a day range, the entries, paging and Close. */
export function LogDialog({ recordId, deviceName, utcOffset, onClose }: Props) {
  const { t } = useLingui();
  const [range, setRange] = useState({ from: '', to: '' });
  const [after, setAfter] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Error log: ${deviceName}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <DateRangeFilter
                  label={t`Occurred`}
                  from={range.from}
                  to={range.to}
                  max={todayAt(utcOffset)}
                  onChange={(next) =>
                    startTransition(() => {
                      setRange(next);
                      setAfter(null);
                    })
                  }
                />
                <Suspense fallback={<Skeleton height="48" />}>
                  <LogTable
                    recordId={recordId}
                    from={range.from ? startOfDay(range.from, utcOffset) : null}
                    to={range.to ? endOfDay(range.to, utcOffset) : null}
                    after={after}
                    utcOffset={utcOffset}
                    pending={isPending}
                    onPage={(cursor) => startTransition(() => setAfter(cursor))}
                  />
                </Suspense>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
                  <Trans>Close</Trans>
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type TableProps = {
  recordId: string;
  from: string | null;
  to: string | null;
  after: string | null;
  utcOffset: number;
  pending: boolean;
  onPage: (cursor: string | null) => void;
};

const LOG_PAGE_SIZE = 10;

function LogTable({ recordId, from, to, after, utcOffset, pending, onPage }: TableProps) {
  const { i18n } = useLingui();
  const label = useLookupLabel();
  const data = useLazyLoadQuery<LogDialogQuery>(
    graphql`
      query LogDialogQuery($id: ID!, $from: DateTime, $to: DateTime, $first: Int!, $after: String) {
        node(id: $id) {
          ... on MonitoringRecord {
            logs(from: $from, to: $to, first: $first, after: $after) {
              totalCount
              edges {
                node {
                  id
                  logId
                  owner
                  deviceModel
                  errorCode {
                    name
                    slug
                  }
                  networkType
                  occurredAt
                }
              }
              pageCursors {
                ...PaginationFragment
              }
            }
          }
        }
      }
    `,
    { id: recordId, from, to, first: LOG_PAGE_SIZE, after },
    { fetchPolicy: 'store-and-network' },
  );
  const logs = data.node?.logs;
  if (!logs || logs.edges.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        <Trans>No errors were logged in this period.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="3" opacity={pending ? 0.6 : 1} transition="opacity 0.2s">
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Id</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Owner</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Device model</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Error</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Network type</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Occurred at</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {logs.edges.map(({ node }) => (
              <Table.Row key={node.id}>
                {/* REST ids are UUIDs: the first block tells entries apart, the whole id is in the title. */}
                <Table.Cell fontFamily="mono" fontSize="xs" title={node.logId}>
                  {node.logId.slice(0, 8)}
                </Table.Cell>
                <Table.Cell>{node.owner ?? '—'}</Table.Cell>
                <Table.Cell>{node.deviceModel ?? '—'}</Table.Cell>
                <Table.Cell>{label('errorCode', { slug: node.errorCode.slug, name: node.errorCode.name })}</Table.Cell>
                <Table.Cell>{node.networkType ? label('networkType', { slug: node.networkType, name: node.networkType }) : '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(i18n, node.occurredAt, utcOffset)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Pagination cursors={logs.pageCursors} onPage={onPage} disabled={pending} />
        <Text fontSize="sm" color="fg.muted">
          <Plural value={logs.totalCount} one="# entry" other="# entries" />
        </Text>
      </HStack>
    </Stack>
  );
}
