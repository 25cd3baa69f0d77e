import type { LoaderFunctionArgs } from 'react-router-dom';
import TechnicianPageQuery, { type TechnicianPageQuery as TechnicianPageQueryType } from '../../../../__generated__/TechnicianPageQuery.graphql';
import { preload } from '../../../relay/preload';
import { restGlobalId } from '../restGlobalId';

/** /orders/service-centers/{id}/technicians/{technicianId}: the technician and their open orders. */
export function technicianLoader({ params }: LoaderFunctionArgs) {
  const id = restGlobalId('Technician', `${params.serviceCenterId ?? ''}:${params.technicianId ?? ''}`);
  return preload<TechnicianPageQueryType>(TechnicianPageQuery, { id, orders: { technicianId: id, statuses: ['sos_new', 'sos_in_progress'] } });
}
