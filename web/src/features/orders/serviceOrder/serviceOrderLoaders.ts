import type { LoaderFunctionArgs } from 'react-router-dom';
import ServiceOrderDetailsPageQuery, {
  type ServiceOrderDetailsPageQuery as ServiceOrderDetailsPageQueryType,
} from '../../../../__generated__/ServiceOrderDetailsPageQuery.graphql';
import ServiceOrderFormPageQuery, {
  type ServiceOrderFormPageQuery as ServiceOrderFormPageQueryType,
} from '../../../../__generated__/ServiceOrderFormPageQuery.graphql';
import { getEnvironment } from '../../../relay/environmentHolder';
import { preload } from '../../../relay/preload';
import { loadViewerAccess } from '../../../routing/loadViewerAccess';
import { longGlobalId } from '../../../relay/longGlobalId';
import { isRestId } from '../../../routing/isRestId';

// Both loaders in one small module (one chunk, one entry in the first load's preload map, which
// is counted against its budget).

/**
 * The route loader of the new-order and edit pages: the lookups, the order being edited, and for
 * `?device=<REST id>` (monitoring's "start service") that device's monitoring record to prefill from.
 */
export async function serviceOrderFormLoader({ params, request }: LoaderFunctionArgs) {
  // The owners to create orders for are a dispatcher's question (FORBIDDEN to a technician, which
  // would fail the page): asked only of those whose rules allow creating orders.
  const viewer = await loadViewerAccess(getEnvironment());
  const mayDispatch = viewer?.ability.can('create', 'Service') ?? false;
  const device = new URL(request.url).searchParams.get('device')?.trim() ?? '';
  // REST ids are UUIDs: another `?device=` (a hand-edited URL) names no device, and the monitoring
  // filter would refuse it and fail the page; the form then says the device was not found.
  const prefill = isRestId(device);
  const orderId = params.orderId ?? '';
  return preload<ServiceOrderFormPageQueryType>(ServiceOrderFormPageQuery, {
    isEdit: orderId !== '',
    orderId: orderId === '' ? '' : longGlobalId('ServiceOrder', orderId),
    hasDevice: orderId === '' && prefill,
    deviceId: device === '' ? '' : longGlobalId('Device', device),
    mayDispatch,
  });
}

/** The route loader of `/orders/service-orders/{orderId}/details`. */
export function serviceOrderDetailsLoader({ params }: LoaderFunctionArgs) {
  return preload<ServiceOrderDetailsPageQueryType>(ServiceOrderDetailsPageQuery, { id: longGlobalId('ServiceOrder', params.orderId ?? '') });
}
