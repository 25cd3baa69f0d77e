import type { LoaderFunctionArgs } from 'react-router-dom';
import ServiceCenterPageQuery, { type ServiceCenterPageQuery as ServiceCenterPageQueryType } from '../../../../__generated__/ServiceCenterPageQuery.graphql';
import { preload } from '../../../relay/preload';
import { longGlobalId } from '../../../relay/longGlobalId';

/** /orders/service-centers/{id}: the centre, its technicians and the lookups its forms offer. */
export function serviceCenterLoader({ params }: LoaderFunctionArgs) {
  return preload<ServiceCenterPageQueryType>(ServiceCenterPageQuery, { id: longGlobalId('ServiceCenter', params.serviceCenterId ?? '') });
}
