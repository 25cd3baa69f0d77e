import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ServiceOrderHistory_order$key } from '../../../../__generated__/ServiceOrderHistory_order.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { useLookupLabel } from '../../lookups/useLookupLabel';

/** Fields whose values are ids of other rows: said as "changed", not as an id nobody can read. */
const idFields = new Set(['device', 'owner', 'service_center', 'technician', 'solutions', 'cause']);

/** Who changed what, when: the order's history, newest first (updated live with the page). */
export function ServiceOrderHistory({ orderRef, utcOffset }: { orderRef: ServiceOrderHistory_order$key; utcOffset: number }) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const order = useFragment(
    graphql`
      fragment ServiceOrderHistory_order on ServiceOrder {
        history(first: 50) {
          edges {
            node {
              entryId
              action
              actorName
              at
              changes {
                field
                from
                to
              }
            }
          }
        }
      }
    `,
    orderRef,
  );
  const entries = order.history.edges.map((edge) => edge.node);

  const actionText = (action: string) => {
    switch (action) {
      case 'serviceOrder.create':
        return t`Created the order`;
      case 'serviceOrder.update':
        return t`Changed the order`;
      case 'serviceOrder.finish':
        return t`Finished the order`;
      case 'serviceOrder.archive':
        return t`Archived the order`;
      case 'serviceOrder.delete':
        return t`Deleted the order`;
      case 'serviceOrder.attachment.add':
        return t`Added an attachment`;
      case 'serviceOrder.attachment.delete':
        return t`Deleted an attachment`;
      case 'serviceOrder.image.add':
        return t`Added images`;
      case 'serviceOrder.image.delete':
        return t`Deleted an image`;
      case 'serviceOrder.replacement':
        return t`Replaced the device`;
      default:
        return action;
    }
  };
  const fieldText = (field: string) => {
    switch (field) {
      case 'device':
        return t`Device`;
      case 'owner':
        return t`Owner`;
      case 'service_center':
        return t`Service centre`;
      case 'technician':
        return t`Technician`;
      case 'service_issue':
        return t`Service issue`;
      case 'notes':
        return t`Notes`;
      case 'dueDate':
        return t`Due date`;
      case 'status':
        return t`Status`;
      case 'activeWizardStep':
        return t`Wizard step`;
      case 'solutions':
        return t`Solutions`;
      case 'cause':
        return t`Cause`;
      case 'replacementAllowed':
        return t`Replacement allowed`;
      case 'comment':
        return t`Comment`;
      case 'attachments':
        return t`Attachments`;
      default:
        return field;
    }
  };
  const valueText = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'status' && typeof value === 'string') return label('serviceOrderStatus', { slug: value, name: value });
    if (field === 'dueDate' && typeof value === 'string') return formatDateTime(i18n, value, utcOffset, 'date');
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 119)}…` : value;
    if (typeof value === 'number') return String(value);
    return JSON.stringify(value);
  };

  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.panel" aria-label={t`History`} minW="0">
      <Heading as="h2" size="md">
        <Trans>History</Trans>
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No changes recorded yet.</Trans>
        </Text>
      ) : (
        <List.Root as="ol" gap="3" listStyleType="none" aria-label={t`Changes, newest first`}>
          {entries.map((entry) => {
            const who = entry.actorName ?? t`A removed user`;
            return (
              <List.Item key={entry.entryId} borderStartWidth="2px" borderColor="border.emphasized" ps="3" data-testid="history-entry">
                <Stack gap="1" minW="0">
                  <Text fontSize="sm">
                    <Text as="span" fontWeight="semibold">
                      {who}
                    </Text>{' '}
                    · {actionText(entry.action)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(i18n, entry.at, utcOffset)}
                  </Text>
                  {entry.action !== 'serviceOrder.create' && entry.changes.length > 0 && (
                    <Box as="ul" fontSize="sm" ps="4" listStyleType="disc">
                      {entry.changes.map((change) => {
                        const field = fieldText(change.field);
                        const from = valueText(change.field, change.from);
                        const to = valueText(change.field, change.to);
                        return <li key={change.field}>{idFields.has(change.field) ? t`${field} changed` : t`${field}: ${from} → ${to}`}</li>;
                      })}
                    </Box>
                  )}
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
