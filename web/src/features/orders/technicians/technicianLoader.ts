import { data, type LoaderFunctionArgs } from 'react-router-dom';
import TechnicianPageQuery, { type TechnicianPageQuery as TechnicianPageQueryType } from '../../../../__generated__/TechnicianPageQuery.graphql';
import { preload } from '../../../relay/preload';
import { isRestId } from '../../../routing/isRestId';
import { longGlobalId } from '../../../relay/longGlobalId';

/** /orders/service-centers/{id}/technicians/{technicianId}: the technician and their open orders. */
export function technicianLoader({ params }: LoaderFunctionArgs) {
  // Ids that cannot name a technician (the API's are UUIDs) make a page that is not there, as a
  // device's do: asked for, the technician's orders would be refused and fail the page.
  if (!isRestId(params.serviceCenterId) || !isRestId(params.technicianId)) throw data(null, { status: 404 });
  const id = longGlobalId('Technician', `${params.serviceCenterId}:${params.technicianId}`);
  return preload<TechnicianPageQueryType>(TechnicianPageQuery, { id, orders: { technicianId: id, statuses: ['sos_new', 'sos_in_progress'] } });
}
