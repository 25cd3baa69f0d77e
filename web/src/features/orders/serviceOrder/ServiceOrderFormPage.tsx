import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useParams } from 'react-router-dom';
import type { ServiceOrderFormPageQuery as ServiceOrderFormPageQueryType } from '../../../../__generated__/ServiceOrderFormPageQuery.graphql';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { addDays, dayAt, todayAt } from '../../../i18n/format/calendarDay';
import { serviceOrdersPath } from '../../../routing/paths';
import { useBreadcrumbs } from '../../../routing/useBreadcrumbs';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { ServiceOrderForm, type ServiceOrderFormValues } from './ServiceOrderForm';
import { ServiceOrderFormSkeleton } from './ServiceOrderFormSkeleton';
import { longGlobalId } from '../../../relay/longGlobalId';

export const ServiceOrderFormPageQuery = graphql`
  query ServiceOrderFormPageQuery($isEdit: Boolean!, $orderId: ID!, $hasDevice: Boolean!, $deviceId: ID!, $mayDispatch: Boolean!) {
    viewer {
      config {
        utcOffset
      }
    }
    ...ServiceOrderFormLookups
    order: node(id: $orderId) @include(if: $isEdit) {
      ... on ServiceOrder @alias(as: "serviceOrder") {
        id
        orderId
        number
        status {
          slug
          name
        }
        device {
          id
        }
        deviceFacts {
          deviceId
        }
        serviceCenter {
          id
        }
        technician {
          id
          name
        }
        serviceIssue
        notes
        dueDate
      }
    }
    prefill: monitoringRecords(filter: { deviceIds: [$deviceId] }, first: 10) @include(if: $hasDevice) {
      edges {
        node {
          status {
            slug
            name
          }
          notes
          errorCodes {
            count
            errorCode {
              slug
              name
            }
          }
          device {
            notes
          }
        }
      }
    }
  }
`;

/** `/orders/service-orders/new-order` (optionally `?device=`) and `/orders/service-orders/:orderId/edit`. */
export function ServiceOrderFormPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ServiceOrderFormPageQueryType>;
  return (
    <Suspense fallback={<ServiceOrderFormSkeleton />}>
      <ServiceOrderFormContent queryRef={queryRef} />
    </Suspense>
  );
}

function ServiceOrderFormContent({ queryRef }: { queryRef: PreloadedQuery<ServiceOrderFormPageQueryType> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<ServiceOrderFormPageQueryType>(ServiceOrderFormPageQuery, queryRef);
  const crumbs = useBreadcrumbs();
  const { orderId } = useParams();
  const label = useLookupLabel();
  const isEdit = orderId !== undefined;
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const order = isEdit ? (data.order?.serviceOrder ?? null) : null;
  const missing = isEdit && order === null;
  const deviceParam = queryRef.variables.deviceId || null;

  useEffect(() => {
    if (missing) toaster.create({ type: 'error', title: t`The service order was not found`, description: t`It may have been deleted, or you may not see it.` });
  }, [missing, t]);

  const initial = useMemo<ServiceOrderFormValues>(() => {
    if (order) {
      return {
        deviceId: order.device?.id ?? longGlobalId('Device', order.deviceFacts.deviceId),
        serviceCenterId: order.serviceCenter?.id ?? '',
        technicianId: order.technician?.id ?? '',
        dueDate: order.dueDate ? dayAt(order.dueDate, utcOffset) : null,
        serviceIssue: order.serviceIssue ?? '',
        notes: order.notes ?? '',
      };
    }
    // From monitoring's "start service": the device's status, error codes and notes as the issue.
    const record = data.prefill?.edges[0]?.node;
    const lines: string[] = [];
    if (record) {
      const status = label('statusCode', { slug: record.status.slug, name: record.status.name });
      lines.push(t`Status: ${status}`);
      if (record.errorCodes.length > 0) {
        const codes = record.errorCodes.map(({ count, errorCode }) => `${label('errorCode', { slug: errorCode.slug, name: errorCode.name })} (${count})`).join(', ');
        lines.push(t`Error codes: ${codes}`);
      }
      const notes = [record.notes, record.device.notes].filter((note): note is string => !!note?.trim()).join(' · ');
      if (notes) lines.push(t`Notes: ${notes}`);
    }
    return {
      deviceId: deviceParam,
      serviceCenterId: '',
      technicianId: '',
      dueDate: null,
      serviceIssue: lines.join('\n'),
      notes: '',
    };
    // The form starts once from what the page loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  if (missing) return <Navigate to={serviceOrdersPath()} replace />;

  const number = order?.number ?? 0;
  return (
    <Stack gap="5" minW="0">
      <Stack gap="3">
        <Breadcrumbs items={crumbs} />
        <PageHeader
          title={order ? t`Edit service order ${number}` : t`New service order`}
          description={t`Choose the device, the service centre and the technician, and when it is due.`}
        />
      </Stack>
      <ServiceOrderForm
        lookupsRef={data}
        order={order ? { id: order.id, orderId: order.orderId, statusSlug: order.status.slug, statusName: order.status.name, technician: order.technician } : null}
        initial={{ ...initial, dueDate: initial.dueDate ?? addDays(todayAt(utcOffset), 1) }}
        utcOffset={utcOffset}
      />
    </Stack>
  );
}
