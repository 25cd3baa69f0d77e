import { Alert, Badge, Button, Card, HStack, Link, Skeleton, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { TechnicianPageQuery as TechnicianPageQueryType } from '../../../../__generated__/TechnicianPageQuery.graphql';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { ListEmptyState } from '../../../components/list/ListEmptyState';
import { ListSkeleton } from '../../../components/list/ListSkeleton';
import { useIsWide } from '../../../components/list/useIsWide';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { serviceCenterPath, serviceOrdersPath, techniciansPath } from '../../../routing/paths';
import { useBreadcrumbs } from '../../../routing/useBreadcrumbs';
import { FactGrid } from '../FactGrid';
import { ServiceOrderListItem } from '../lists/ServiceOrderListItem';
import type { ServiceOrderColumnId } from '../lists/serviceOrdersColumns';

export const TechnicianPageQuery = graphql`
  query TechnicianPageQuery($id: ID!, $orders: ServiceOrderFilter!) {
    node(id: $id) {
      __typename
      ... on Technician {
        id
        name
        isActive
        createdAt
        user {
          email
          isActive
        }
        serviceCenter {
          id
          serviceCenterId
          name
        }
        models {
          id
          title
        }
      }
    }
    serviceOrders(filter: $orders, orderBy: { field: DUE_DATE, direction: ASC }, first: 20) {
      totalCount
      edges {
        node {
          id
          ...ServiceOrderListItemFragment
        }
      }
    }
    viewer {
      id
      config {
        utcOffset
      }
    }
  }
`;

const orderColumns: readonly ServiceOrderColumnId[] = ['number', 'device', 'owner', 'status', 'dueDate', 'created'];

/** A technician: their centre, account, models and open orders (soonest due first). */
export function TechnicianPage() {
  const queryRef = useLoaderData() as PreloadedQuery<TechnicianPageQueryType>;
  const { t } = useLingui();
  return (
    <Suspense
      fallback={
        <Stack gap="5" aria-busy="true" aria-label={t`Loading`} role="status">
          <Skeleton height="4" width="40" />
          <Skeleton height="8" width={{ base: '60%', md: '30%' }} />
          <Skeleton height="24" />
          <ListSkeleton rows={4} columns={6} />
        </Stack>
      }
    >
      <TechnicianContent queryRef={queryRef} />
    </Suspense>
  );
}

function TechnicianContent({ queryRef }: { queryRef: PreloadedQuery<TechnicianPageQueryType> }) {
  const { t, i18n } = useLingui();
  const crumbs = useBreadcrumbs();
  const isWide = useIsWide();
  const data = usePreloadedQuery<TechnicianPageQueryType>(TechnicianPageQuery, queryRef);
  const tech = data.node?.__typename === 'Technician' ? data.node : null;
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const [now] = useState(() => Date.now());
  if (!tech) {
    return (
      <Stack gap="5">
        <Breadcrumbs items={crumbs} />
        <PageHeader title={t`Technician`} />
        <Alert.Root status="warning" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>This technician was not found</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>They may have been removed from the centre, or you may not have access to it.</Trans>
            </Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={techniciansPath()}>
              <Trans>All technicians</Trans>
            </RouterLink>
          </Button>
        </Alert.Root>
      </Stack>
    );
  }
  const orders = data.serviceOrders.edges;
  const active = tech.isActive && tech.user.isActive;
  return (
    <Stack gap="5" minW="0">
      <Stack gap="3">
        <Breadcrumbs items={crumbs} />
        <HStack gap="3" wrap="wrap">
          <PageHeader title={tech.name} />
          <Badge colorPalette={active ? 'green' : 'gray'}>{active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}</Badge>
        </HStack>
      </Stack>
      <Card.Root>
        <Card.Body>
          <FactGrid
            facts={[
              { label: t`E-mail`, value: tech.user.email },
              {
                label: t`Service centre`,
                value: (
                  <Link asChild color="brand.fg">
                    <RouterLink to={serviceCenterPath(tech.serviceCenter.serviceCenterId)}>{tech.serviceCenter.name}</RouterLink>
                  </Link>
                ),
              },
              { label: t`Technician since`, value: formatDateTime(i18n, tech.createdAt, utcOffset, 'date') },
            ]}
          />
          <Stack gap="1.5" mt="4">
            <Text fontSize="sm" color="fg.muted">
              <Trans>Device models</Trans>
            </Text>
            {tech.models.length === 0 ? (
              <Text as="span" color="fg.muted" fontSize="sm">
                <Trans>No models</Trans>
              </Text>
            ) : (
              <Wrap gap="1">
                {tech.models.map((m) => (
                  <Badge key={m.id} size="sm" variant="outline">
                    {m.title}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root minW="0">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Stack gap="0.5">
              <Card.Title as="h2">
                <Trans>Open orders</Trans>
              </Card.Title>
              <Text fontSize="sm" color="fg.muted">
                <Plural value={data.serviceOrders.totalCount} one="# open order, soonest due first" other="# open orders, soonest due first" />
              </Text>
            </Stack>
            {data.serviceOrders.totalCount > orders.length && (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`${serviceOrdersPath()}?${new URLSearchParams({ technician: tech.id }).toString()}`}>
                  <Trans>See all their orders</Trans>
                </RouterLink>
              </Button>
            )}
          </HStack>
        </Card.Header>
        <Card.Body minW="0">
          {orders.length === 0 ? (
            <ListEmptyState title={t`No open orders`} description={t`Orders assigned to this technician will be listed here.`} />
          ) : isWide ? (
            <Table.ScrollArea borderWidth="1px" borderRadius="l2">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row bg="bg.subtle">
                    <Table.ColumnHeader>
                      <Trans>Order</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Device</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Owner</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Status</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Due date</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Trans>Created</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {orders.map(({ node }) => (
                    <ServiceOrderListItem key={node.id} order={node} layout="row" columns={orderColumns} utcOffset={utcOffset} now={now} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Open orders`}>
              {orders.map(({ node }) => (
                <ServiceOrderListItem key={node.id} order={node} layout="card" columns={orderColumns} utcOffset={utcOffset} now={now} />
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
