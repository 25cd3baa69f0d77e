import { Badge, Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { DeviceAuditTabFragment$key } from '../../../../../__generated__/DeviceAuditTabFragment.graphql';
import type { DeviceAuditTabRefetchQuery } from '../../../../../__generated__/DeviceAuditTabRefetchQuery.graphql';
import { ListEmptyState } from '../../../../components/list/ListEmptyState';
import { Pagination } from '../../../../components/list/Pagination';
import { formatDateTime } from '../../../../i18n/format/formatDateTime';
import { useDevicePage } from '../useDevicePage';
import { auditActionLabel } from './auditActionLabel';
import { auditValueText } from './auditValueText';
import { replacementFields, ReplacementSummary } from './ReplacementSummary';
import { useAuditFieldLabel } from './useAuditFieldLabel';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;

/** The Audit tab: every change to the device, newest first — who, when, and each field before → after. */
export function DeviceAuditTab({ deviceRef }: { deviceRef: DeviceAuditTabFragment$key; deleted: boolean }) {
  const { t, i18n } = useLingui();
  const { utcOffset } = useDevicePage();
  const fieldLabel = useAuditFieldLabel();
  const [pending, startTransition] = useTransition();
  const [device, refetch] = useRefetchableFragment<DeviceAuditTabRefetchQuery, DeviceAuditTabFragment$key>(
    graphql`
      fragment DeviceAuditTabFragment on Device
      @refetchable(queryName: "DeviceAuditTabRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
        auditEntries(first: $first, after: $after) {
          totalCount
          edges {
            node {
              entryId
              at
              actorName
              action
              changes {
                field
                before
                after
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
    deviceRef,
  );
  const totalCount = device.auditEntries.totalCount;
  const entries = device.auditEntries.edges.map((edge) => edge.node);
  if (entries.length === 0) {
    return <ListEmptyState title={t`No changes recorded yet`} description={t`Every change to this device will be listed here, with who made it and when.`} />;
  }
  return (
    <Stack gap="4" opacity={pending ? 0.6 : 1} aria-busy={pending}>
      <Stack as="ol" gap="3" listStyleType="none" aria-label={t`Changes to the device`}>
        {entries.map((entry) => {
          // A replacement says what it did in a sentence; its other changes (lifecycle, place) as usual.
          const replacement = entry.action === 'device.replaced' || entry.action === 'device.replacement';
          const changes = replacement ? entry.changes.filter((change) => !replacementFields.has(change.field)) : entry.changes;
          return (
            <Box as="li" key={entry.entryId} borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
              <HStack justify="space-between" wrap="wrap" gap="2" mb={changes.length > 0 || replacement ? '2' : '0'}>
                <HStack gap="2" wrap="wrap">
                  <Badge variant="subtle" colorPalette="gray">
                    {auditActionLabel(entry.action)}
                  </Badge>
                  <Text fontWeight="medium">{entry.actorName ?? t`System`}</Text>
                </HStack>
                <Text asChild color="fg.muted" fontSize="sm">
                  <time dateTime={entry.at}>{formatDateTime(i18n, entry.at, utcOffset)}</time>
                </Text>
              </HStack>
              {replacement && <ReplacementSummary action={entry.action} changes={entry.changes} />}
              {changes.length > 0 && (
                <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: 'minmax(10rem, max-content) 1fr' }} columnGap="4" rowGap="1">
                  {changes.map((change) => (
                    <Box key={change.field} display="contents">
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        {fieldLabel(change.field) === change.field ? (
                          <Code size="sm" variant="plain">
                            {change.field}
                          </Code>
                        ) : (
                          fieldLabel(change.field)
                        )}
                      </Text>
                      <Text as="dd" fontSize="sm" wordBreak="break-word">
                        <Text as="span" color="fg.muted" textDecoration="line-through">
                          {auditValueText(i18n, change.before, change.field)}
                        </Text>
                        <Text as="span" aria-label={t`changed to`} mx="1.5">
                          →
                        </Text>
                        <Text as="span" fontWeight="medium">
                          {auditValueText(i18n, change.after, change.field)}
                        </Text>
                      </Text>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      {device.auditEntries.pageCursors.totalPages > 1 && (
        <Pagination
          cursors={device.auditEntries.pageCursors}
          disabled={pending}
          onPage={(cursor) =>
            startTransition(() => {
              refetch({ first: AUDIT_PAGE_SIZE, after: cursor }, { fetchPolicy: 'store-or-network' });
            })
          }
        />
      )}
      <Text fontSize="sm" color="fg.muted">
        <Plural value={totalCount} one="# change in all" other="# changes in all" />
      </Text>
    </Stack>
  );
}
