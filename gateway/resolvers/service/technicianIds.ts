import { restIdOf, toGlobalId } from '../../src/globalId.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A technician's global id names their centre too: the API reads a technician under its centre. */
export const technicianGlobalId = (serviceCenterId: string, technicianId: string) => toGlobalId('Technician', `${serviceCenterId}:${technicianId}`);

/** The REST ids inside a technician's REST part of a global id (`centreId:technicianId`), or null. */
export function parseTechnicianId(restId: string): { serviceCenterId: string; technicianId: string } | null {
  const [serviceCenterId, technicianId, ...rest] = restId.split(':');
  if (rest.length > 0 || !serviceCenterId || !technicianId || !GUID.test(serviceCenterId) || !GUID.test(technicianId)) return null;
  return { serviceCenterId: serviceCenterId.toLowerCase(), technicianId: technicianId.toLowerCase() };
}

/** The REST ids of a `Technician` global id, or null when it is not one. */
export function technicianIdsOf(globalId: string) {
  const restId = restIdOf(globalId, 'Technician');
  return restId === null ? null : parseTechnicianId(restId);
}
