import type { LoaderFunctionArgs } from 'react-router-dom';
import ServiceOrderDetailsPageQuery, {
  type ServiceOrderDetailsPageQuery as ServiceOrderDetailsPageQueryType,
} from '../../../../__generated__/ServiceOrderDetailsPageQuery.graphql';
import { preload } from '../../../relay/preload';
import { serviceOrderGlobalId } from './serviceOrderGlobalId';

/** The route loader of `/orders/service-orders/{orderId}/details`. */
export function serviceOrderDetailsLoader({ params }: LoaderFunctionArgs) {
  return preload<ServiceOrderDetailsPageQueryType>(ServiceOrderDetailsPageQuery, { id: serviceOrderGlobalId(params.orderId ?? '') });
}
