import { z } from 'zod';
import { inputFieldNames } from '../devices/Mutation/deviceInput.ts';
import { technicianIdsOf } from './technicianIds.ts';

export { globalIdOf } from '../devices/Mutation/deviceInput.ts';

/** A `Technician` global id as its centre's and its own REST ids. */
export const technicianIdOf = z.string().transform((id, ctx) => {
  const ids = technicianIdsOf(id);
  if (!ids) ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type: 'Technician' } });
  return ids ?? { serviceCenterId: '', technicianId: '' };
});

/** Lists of ids: bounded here too, so a huge list is refused before it is decoded id by id. */
export const idList = <T extends z.ZodType>(id: T) => z.array(id).max(500);

/** Omitted or null: not sent (the API keeps the value). */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

/** The request body without its `undefined`s: what is omitted stays as it is upstream. */
export const definedOnly = <T extends Record<string, unknown>>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };

/** The API's body field names as the GraphQL inputs spell them (`service_center` → `serviceCenterId`). */
export const serviceFieldNames = (error: unknown) =>
  inputFieldNames(error, {
    device: 'deviceId',
    owner: 'ownerId',
    service_center: 'serviceCenterId',
    technician: 'technicianId',
    service_issue: 'serviceIssue',
    solutions: 'solutionIds',
    cause: 'causeId',
    modelIds: 'deviceModelIds',
  });
