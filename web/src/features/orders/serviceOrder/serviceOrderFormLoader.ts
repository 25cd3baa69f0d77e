import type { LoaderFunctionArgs } from 'react-router-dom';
import ServiceOrderFormPageQuery, {
  type ServiceOrderFormPageQuery as ServiceOrderFormPageQueryType,
} from '../../../../__generated__/ServiceOrderFormPageQuery.graphql';
import { preload } from '../../../relay/preload';
import { deviceGlobalId } from '../../devices/page/deviceGlobalId';
import { serviceOrderGlobalId } from './serviceOrderGlobalId';

/**
 * The route loader of the new-order and edit pages: the lookups, the order being edited, and for
 * `?device=<REST id>` (monitoring's "start service") that device's monitoring record to prefill from.
 */
export function serviceOrderFormLoader({ params, request }: LoaderFunctionArgs) {
  const device = new URL(request.url).searchParams.get('device')?.trim() ?? '';
  const orderId = params.orderId ?? '';
  return preload<ServiceOrderFormPageQueryType>(
    ServiceOrderFormPageQuery,
    {
      isEdit: orderId !== '',
      orderId: orderId === '' ? '' : serviceOrderGlobalId(orderId),
      hasDevice: orderId === '' && device !== '',
      deviceId: device === '' ? '' : deviceGlobalId(device),
    },
    { fetchPolicy: 'store-and-network' },
  );
}
