import { Badge, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useContext, useEffect } from 'react';
import { PencilIcon, WandIcon } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { ServiceOrderDetailsPageQuery as ServiceOrderDetailsPageQueryType } from '../../../../__generated__/ServiceOrderDetailsPageQuery.graphql';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { editServiceOrderPath, serviceOrderWizardPath, serviceOrdersPath } from '../../../routing/paths';
import { useBreadcrumbs } from '../../../routing/useBreadcrumbs';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { ServiceOrderActions } from './ServiceOrderActions';
import { ServiceOrderAttachments } from './ServiceOrderAttachments';
import { ServiceOrderDetailsSkeleton } from './ServiceOrderDetailsSkeleton';
import { ServiceOrderFacts } from './ServiceOrderFacts';
import { ServiceOrderHistory } from './ServiceOrderHistory';
import { isOpenStatus } from './serviceOrderState';
import { statusPalette } from './statusPalette';
import { useOrderDetailsLive } from './useOrderDetailsLive';

export const ServiceOrderDetailsPageQuery = graphql`
  query ServiceOrderDetailsPageQuery($id: ID!) {
    viewer {
      config {
        utcOffset
      }
    }
    node(id: $id) {
      ... on ServiceOrder @alias(as: "order") {
        id
        orderId
        number
        status {
          slug
          name
        }
        ...ServiceOrderFacts_order
        ...ServiceOrderActions_order
        ...ServiceOrderHistory_order
      }
    }
  }
`;

/** `/orders/service-orders/:orderId/details`: the order, what may be done with it, and its history, live. */
export function ServiceOrderDetailsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ServiceOrderDetailsPageQueryType>;
  return (
    <Suspense fallback={<ServiceOrderDetailsSkeleton />}>
      <ServiceOrderDetailsContent queryRef={queryRef} />
    </Suspense>
  );
}

function ServiceOrderDetailsContent({ queryRef }: { queryRef: PreloadedQuery<ServiceOrderDetailsPageQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<ServiceOrderDetailsPageQueryType>(ServiceOrderDetailsPageQuery, queryRef);
  const crumbs = useBreadcrumbs();
  const label = useLookupLabel();
  const ability = useContext(ViewerAccessContext)?.ability ?? null;
  const order = data.node?.order ?? null;
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const deleted = useOrderDetailsLive(queryRef.variables.id, queryRef.variables);

  useEffect(() => {
    if (!order) toaster.create({ type: 'error', title: t`The service order was not found`, description: t`It may have been deleted, or you may not see it.` });
  }, [order, t]);

  if (!order || deleted) return <Navigate to={serviceOrdersPath()} replace />;

  const number = order.number;
  const open = isOpenStatus(order.status.slug);
  const canEdit = open && (ability?.can('create', 'Service') ?? false);
  const canWork = open && (ability?.can('update', 'Service') ?? false);
  return (
    <Stack gap="5" minW="0">
      <Stack gap="3">
        <Breadcrumbs items={crumbs} />
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" align={{ base: 'stretch', md: 'flex-start' }}>
          <Stack gap="2">
            <PageHeader title={t`Service order ${number}`} />
            <HStack>
              <Badge size="lg" colorPalette={statusPalette(order.status.slug)} data-testid="order-status">
                {label('serviceOrderStatus', { slug: order.status.slug, name: order.status.name })}
              </Badge>
            </HStack>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {canWork && (
              <Button asChild variant="outline" size="sm">
                <RouterLink to={serviceOrderWizardPath(order.orderId)}>
                  <WandIcon aria-hidden />
                  <Trans>Open service wizard</Trans>
                </RouterLink>
              </Button>
            )}
            {canEdit && (
              <Button asChild colorPalette="brand" size="sm">
                <RouterLink to={editServiceOrderPath(order.orderId)}>
                  <PencilIcon aria-hidden />
                  <Trans>Edit</Trans>
                </RouterLink>
              </Button>
            )}
          </HStack>
        </Stack>
      </Stack>
      <ServiceOrderActions orderRef={order} />
      <ServiceOrderFacts orderRef={order} utcOffset={utcOffset} />
      <Suspense fallback={<Skeleton height="32" />}>
        <ServiceOrderAttachments orderId={order.id} utcOffset={utcOffset} editable={canWork} />
      </Suspense>
      <ServiceOrderHistory orderRef={order} utcOffset={utcOffset} />
    </Stack>
  );
}
