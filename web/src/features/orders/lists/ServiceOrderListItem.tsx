import { Card, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceOrderListItemFragment$key } from '../../../../__generated__/ServiceOrderListItemFragment.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { devicePath, serviceCenterPath, serviceOrderDetailsPath } from '../../../routing/paths';
import type { ServiceOrderColumnId } from './serviceOrdersColumns';
import { closedStatuses, ServiceOrderStatusBadge } from './ServiceOrderStatusBadge';

type Props = {
  order: ServiceOrderListItemFragment$key;
  utcOffset: number;
  /** The table's visible columns, in order (a card shows an order's essentials). */
  columns: readonly ServiceOrderColumnId[];
  layout: 'row' | 'card';
  /** Now, for the overdue mark (one clock for the whole page). */
  now: number;
};

/** One service order: a table row or a card, its number opening its details. */
export const ServiceOrderListItem = memo(function ServiceOrderListItem({ order, utcOffset, columns, layout, now }: Props) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ServiceOrderListItemFragment on ServiceOrder {
        orderId
        number
        status {
          slug
          name
        }
        deviceFacts {
          deviceId
          name
          networkId
        }
        owner {
          name
        }
        serviceCenter {
          serviceCenterId
          name
        }
        technician {
          name
        }
        dueDate
        createdAt
      }
    `,
    order,
  );
  const orderNumber = data.number;
  const overdue = data.dueDate !== null && data.dueDate !== undefined && Date.parse(data.dueDate) < now && !closedStatuses.has(data.status.slug);
  const muted = (
    <Text as="span" color="fg.muted">
      —
    </Text>
  );
  const time = (iso: string | null | undefined, style: 'date' | 'dateTime' = 'dateTime') =>
    iso ? (
      <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDateTime(i18n, iso, utcOffset, style)}
      </Text>
    ) : (
      muted
    );
  const number = (
    <Link asChild fontWeight="medium" color="brand.fg" whiteSpace="nowrap">
      <RouterLink to={serviceOrderDetailsPath(data.orderId)} aria-label={t`Service order ${orderNumber}`}>
        #{data.number}
      </RouterLink>
    </Link>
  );
  const device = (
    <Stack gap="0" minW="32" maxW="56">
      <Link asChild color="fg" lineClamp={2}>
        <RouterLink to={devicePath(data.deviceFacts.deviceId)}>{data.deviceFacts.name}</RouterLink>
      </Link>
      <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">
        {data.deviceFacts.networkId}
      </Text>
    </Stack>
  );
  const center = data.serviceCenter ? (
    <Link asChild color="fg" lineClamp={2}>
      <RouterLink to={serviceCenterPath(data.serviceCenter.serviceCenterId)}>{data.serviceCenter.name}</RouterLink>
    </Link>
  ) : (
    muted
  );
  const technician = data.technician ? <Text lineClamp={2}>{data.technician.name}</Text> : <Text as="span" color="fg.muted"><Trans>Not assigned</Trans></Text>;
  const due = data.dueDate ? (
    overdue ? (
      <HStack as="span" gap="1" color="fg.error" fontWeight="medium" whiteSpace="nowrap">
        <TriangleAlertIcon aria-hidden />
        {time(data.dueDate, 'date')}
        <Text as="span" srOnly>
          <Trans>(overdue)</Trans>
        </Text>
      </HStack>
    ) : (
      time(data.dueDate, 'date')
    )
  ) : (
    muted
  );

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
      <Card.Root as="li" size="sm" aria-label={t`Service order ${orderNumber}`} borderColor={overdue ? 'border.error' : undefined}>
        <Card.Body gap="3">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0.5" minW="0">
              {number}
              {device}
            </Stack>
            <ServiceOrderStatusBadge status={data.status} />
          </HStack>
          <SimpleGrid columns={2} gap="3">
            {fact(<Trans>Owner</Trans>, data.owner.name)}
            {fact(<Trans>Due date</Trans>, due)}
            {fact(<Trans>Service centre</Trans>, center)}
            {fact(<Trans>Technician</Trans>, technician)}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    );
  }

  const cells: Record<ServiceOrderColumnId, ReactNode> = {
    number,
    device,
    owner: (
      <Text minW="24" maxW="48" lineClamp={2}>
        {data.owner.name}
      </Text>
    ),
    status: <ServiceOrderStatusBadge status={data.status} />,
    center: <Stack minW="24" maxW="48">{center}</Stack>,
    technician: <Stack minW="24" maxW="40">{technician}</Stack>,
    dueDate: due,
    created: time(data.createdAt),
  };
  return (
    <Table.Row bg={overdue ? 'bg.error/40' : undefined}>
      {columns.map((id) => (
        <Table.Cell key={id}>{cells[id]}</Table.Cell>
      ))}
    </Table.Row>
  );
});
