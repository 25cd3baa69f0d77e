import { Link, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceHistoryTableQuery } from '../../../__generated__/ServiceHistoryTableQuery.graphql';
import { formatDateTime } from '../../i18n/format/formatDateTime';
import { serviceOrderDetailsPath } from '../../routing/paths';
import { useLookupLabel } from '../lookups/useLookupLabel';

/** A device's service orders: created, completed, notes, solutions (or n/a) and a link to each order. */
export function ServiceHistoryTable({ deviceId, utcOffset }: { deviceId: string; utcOffset: number }) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const data = useLazyLoadQuery<ServiceHistoryTableQuery>(
    graphql`
      query ServiceHistoryTableQuery($id: ID!) {
        node(id: $id) {
          ... on Device {
            serviceHistory {
              orderId
              createdAt
              completedAt
              notes
              solutions {
                slug
                name
              }
            }
          }
        }
      }
    `,
    { id: deviceId },
    { fetchPolicy: 'store-and-network' },
  );
  const history = data.node?.serviceHistory ?? [];
  if (history.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>This device has no service history.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={t`Service history`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Created</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Completed</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Notes</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Solution</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Order</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.map((order) => (
            <Table.Row key={order.orderId}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(i18n, order.createdAt, utcOffset)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{order.completedAt ? formatDateTime(i18n, order.completedAt, utcOffset) : '—'}</Table.Cell>
              <Table.Cell>{order.notes || '—'}</Table.Cell>
              <Table.Cell>{order.solutions.length > 0 ? order.solutions.map((solution) => label('serviceSolution', { slug: solution.slug, name: solution.name })).join(', ') : t`n/a`}</Table.Cell>
              <Table.Cell>
                <Link asChild color="brand.fg">
                  <RouterLink to={serviceOrderDetailsPath(order.orderId)}>
                    <Trans>Details</Trans>
                  </RouterLink>
                </Link>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
