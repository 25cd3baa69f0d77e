import { Card, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DeviceListItemFragment$key } from '../../../../__generated__/DeviceListItemFragment.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import type { DeviceColumnId } from './devicesColumns';
import { LifecycleBadge } from './LifecycleBadge';

type Props = {
  device: DeviceListItemFragment$key;
  utcOffset: number;
  /** The table's visible columns, in order (ignored by a card, which shows a device's essentials). */
  columns: readonly DeviceColumnId[];
  /** A table row, or a card (the grid view, and the table view on a phone). */
  layout: 'row' | 'card';
  /** The device page's path for a device's REST id (under the organisation on its route). */
  deviceHref: (deviceId: string) => string;
  /** The list shows deleted devices: each is marked so. */
  deleted: boolean;
};

/** One device of the registry: a table row or a card, its name linking to its page. */
// Memoised: a row renders when its device or its own props change, not on every change around it.
export const DeviceListItem = memo(function DeviceListItem({ device, utcOffset, columns, layout, deviceHref, deleted }: Props) {
  const { i18n } = useLingui();
  const label = useLookupLabel();
  const data = useFragment(
    graphql`
      fragment DeviceListItemFragment on Device {
        deviceId
        name
        networkId
        serialNumber
        lifecycle
        lastSeenAt
        createdAt
        owner {
          name
        }
        deviceTypeCategory {
          name
          slug
        }
        deviceModel {
          title
        }
      }
    `,
    device,
  );
  const time = (iso: string | null | undefined) =>
    iso ? (
      <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDateTime(i18n, iso, utcOffset)}
      </Text>
    ) : (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  const name = (
    <Link asChild fontWeight="medium" color="brand.fg" lineClamp={2}>
      <RouterLink to={deviceHref(data.deviceId)}>{data.name}</RouterLink>
    </Link>
  );
  const type = label('deviceTypeCategory', { slug: data.deviceTypeCategory.slug, name: data.deviceTypeCategory.name });
  const mono = (value: string | null | undefined) =>
    value ? (
      <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
        {value}
      </Text>
    ) : (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  const lifecycle = <LifecycleBadge lifecycle={data.lifecycle} deleted={deleted} />;

  if (layout === 'card') {
    const fact = (title: ReactNode, value: ReactNode) => (
      <Stack gap="0.5" minW="0">
        <Text fontSize="xs" color="fg.muted">
          {title}
        </Text>
        <Text as="div" fontSize="sm" truncate>
          {value}
        </Text>
      </Stack>
    );
    return (
      <Card.Root as="li" size="sm" aria-label={data.name} h="full">
        <Card.Body gap="3">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0.5" minW="0">
              {name}
              {mono(data.networkId)}
            </Stack>
            <HStack gap="0" flexShrink={0}>
              {lifecycle}
            </HStack>
          </HStack>
          <SimpleGrid columns={2} gap="3">
            {fact(<Trans>Device type</Trans>, type)}
            {fact(<Trans>Model</Trans>, data.deviceModel.title)}
            {fact(<Trans>Owner</Trans>, data.owner.name)}
            {fact(<Trans>Serial number</Trans>, data.serialNumber ?? '—')}
            {fact(<Trans>Last seen</Trans>, time(data.lastSeenAt))}
            {fact(<Trans>Created</Trans>, time(data.createdAt))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    );
  }

  const cells: Record<DeviceColumnId, ReactNode> = {
    name: <Stack minW="32" maxW="60">{name}</Stack>,
    networkId: mono(data.networkId),
    serialNumber: mono(data.serialNumber),
    owner: (
      <Text minW="24" maxW="48" lineClamp={2}>
        {data.owner.name}
      </Text>
    ),
    type: <Text whiteSpace="nowrap">{type}</Text>,
    model: (
      <Text minW="24" maxW="48" lineClamp={2} title={data.deviceModel.title}>
        {data.deviceModel.title}
      </Text>
    ),
    lifecycle,
    lastSeen: time(data.lastSeenAt),
    created: time(data.createdAt),
  };
  return (
    <Table.Row>
      {columns.map((id) => (
        <Table.Cell key={id}>{cells[id]}</Table.Cell>
      ))}
    </Table.Row>
  );
});
