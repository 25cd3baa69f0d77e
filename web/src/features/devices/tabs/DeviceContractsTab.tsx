import { subject } from '@casl/ability';
import { Badge, Button, EmptyState, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, useTransition } from 'react';
import { FileXIcon, UnlinkIcon } from 'lucide-react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import type { DeviceContractsTabRefetchQuery } from '../../../../__generated__/DeviceContractsTabRefetchQuery.graphql';
import type { DeviceContractsTabFragment$key } from '../../../../__generated__/DeviceContractsTabFragment.graphql';
import type { DeviceContractsTabRemoveMutation } from '../../../../__generated__/DeviceContractsTabRemoveMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Pagination } from '../../../components/list/Pagination';
import { toaster } from '../../../components/toaster';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatDay } from '../../../i18n/format/formatDay';
import { intlLocale } from '../../../i18n/format/intlLocale';
import { mutationErrorText } from '../../dashboard/card/mutationErrorText';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { useViewerAbility } from './useViewerAbility';
import { useViewerUtcOffset } from './useViewerUtcOffset';

type Props = {
  deviceRef: DeviceContractsTabFragment$key;
  /** A deleted device is read-only here too. */
  deleted: boolean;
};

export const CONTRACTS_PER_PAGE = 10;

/**
 * The contracts a device is on, newest first (spec part 2 §3, §4): package, start, invoice frequency,
 * project id, debitor number, note and price per device per month; "remove from contract", written
 * to the contract's log, for those who may change the contract, after a confirmation.
 */
export function DeviceContractsTab({ deviceRef, deleted }: Props) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const utcOffset = useViewerUtcOffset();
  const ability = useViewerAbility();
  const [data, refetch] = useRefetchableFragment<DeviceContractsTabRefetchQuery, DeviceContractsTabFragment$key>(
    graphql`
      fragment DeviceContractsTabFragment on Device
      @refetchable(queryName: "DeviceContractsTabRefetchQuery")
      @argumentDefinitions(contractsFirst: { type: "Int", defaultValue: 10 }, contractsAfter: { type: "String" }) {
        id
        name
        contracts(first: $contractsFirst, after: $contractsAfter) {
          totalCount
          edges {
            node {
              contractId
              organization {
                organizationId
                name
              }
              package {
                slug
                name
              }
              startDate
              invoiceFrequencyMonths
              projectId
              debitorNumber
              note
              pricePerDeviceMonth
              createdAt
            }
          }
          pageCursors {
            ...PaginationFragment
          }
        }
      }
    `,
    deviceRef,
  );
  const [paging, startPaging] = useTransition();
  const after = useRef<string | null>(null);
  const [removing, setRemoving] = useState<{ contractId: string; text: string } | null>(null);
  const [commit, committing] = useMutation<DeviceContractsTabRemoveMutation>(graphql`
    mutation DeviceContractsTabRemoveMutation($input: RemoveDeviceFromContractInput!) {
      removeDeviceFromContract(input: $input) {
        removedContractId
      }
    }
  `);
  const canRemove = (organizationId: string) => !deleted && !!ability?.can('update', subject('Contract', { organizationId }));
  const price = (amount: string) => {
    const value = Number(amount);
    return Number.isFinite(value) ? new Intl.NumberFormat(intlLocale(i18n), { style: 'currency', currency: 'DKK' }).format(value) : amount;
  };
  const contracts = data.contracts;

  const deviceName = data.name;
  const confirmRemove = (contractId: string) =>
    commit({
      variables: { input: { contractId, deviceId: data.id } },
      onCompleted: () => {
        setRemoving(null);
        toaster.create({ type: 'success', title: t`${deviceName} was removed from the contract`, duration: 5000, closable: true });
        // The page may now hold fewer contracts, or none: ask for it again.
        startPaging(() => {
          refetch({ contractsAfter: after.current }, { fetchPolicy: 'network-only' });
        });
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: t`The device could not be removed from the contract`, description: mutationErrorText(error), duration: 8000, closable: true });
      },
    });

  // Null only with a FORBIDDEN error (contracts the viewer may not read), which fails the request.
  if (!contracts) {
    return (
      <Text color="fg.muted" py="6">
        <Trans>You may not see this device's contracts.</Trans>
      </Text>
    );
  }

  if (contracts.totalCount === 0) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <FileXIcon />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title>
              <Trans>Not on any contract</Trans>
            </EmptyState.Title>
            <EmptyState.Description>
              <Trans>Devices are put on contracts from the organisation's contracts.</Trans>
            </EmptyState.Description>
          </Stack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const dash = '—';
  const removedText = removing ? removing.text : null;
  return (
    <Stack gap="3" opacity={paging ? 0.6 : 1} transition="opacity 0.2s">
      <Text as="h2" fontWeight="semibold" textStyle="lg">
        <Trans>Contracts</Trans>
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="l3">
        <Table.Root size="sm" aria-label={t`Contracts`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Package</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Start date</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Invoiced</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Project id</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Debitor number</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Price per device per month</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Note</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Created</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {contracts.edges.map(({ node: contract }) => {
              const packageName = label('package', contract.package);
              const startDate = formatDay(i18n, contract.startDate);
              const organizationName = contract.organization.name;
              const text = t`${packageName} contract from ${startDate} with ${organizationName}`;
              return (
                <Table.Row key={contract.contractId}>
                  <Table.Cell>
                    <Badge colorPalette={contract.package.slug === 'premium' ? 'purple' : 'gray'}>{packageName}</Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDay(i18n, contract.startDate)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Plural value={contract.invoiceFrequencyMonths} one="Every month" other="Every # months" />
                  </Table.Cell>
                  <Table.Cell>{contract.projectId ?? dash}</Table.Cell>
                  <Table.Cell>{contract.debitorNumber ?? dash}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {price(contract.pricePerDeviceMonth)}
                  </Table.Cell>
                  <Table.Cell minW="40" maxW="80" title={contract.note ?? undefined}>
                    <Text lineClamp={2}>{contract.note || dash}</Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(i18n, contract.createdAt, utcOffset, 'date')}</Table.Cell>
                  <Table.Cell>
                    {canRemove(contract.organization.organizationId) ? (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t`Remove from contract: ${text}`}
                        onClick={() => setRemoving({ contractId: contract.contractId, text })}
                      >
                        <UnlinkIcon aria-hidden />
                        <Trans>Remove</Trans>
                      </Button>
                    ) : (
                      dash
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Pagination
          cursors={contracts.pageCursors}
          disabled={paging}
          onPage={(cursor) => {
            after.current = cursor;
            startPaging(() => {
              refetch({ contractsAfter: cursor }, { fetchPolicy: 'store-or-network' });
            });
          }}
        />
        <Text fontSize="sm" color="fg.muted">
          <Plural value={contracts.totalCount} one="# contract" other="# contracts" />
        </Text>
      </HStack>
      {removing && removedText !== null && (
        <ConfirmDialog
          title={t`Remove the device from the contract?`}
          confirmLabel={<Trans>Remove from contract</Trans>}
          loading={committing}
          onConfirm={() => confirmRemove(removing.contractId)}
          onClose={() => setRemoving(null)}
        >
          <Trans>
            {deviceName} is taken off the {removedText}. The contract's log records it, and the device is no longer invoiced under it.
          </Trans>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
