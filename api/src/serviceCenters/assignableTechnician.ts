import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError, ErrorCode } from '../errors.ts';
import type { MessageId } from '../i18n/messages.ts';

/** A technician who may take an order of a centre. */
export interface AssignableTechnician {
  id: string;
  serviceCenterId: string;
  userId: string;
  name: string;
  /** The device models they service; empty means no restriction recorded. */
  modelIds: string[];
}

/** Why a technician cannot take an order of a centre. */
export type NotAssignableReason = 'not_found' | 'not_in_center' | 'inactive' | 'center_inactive';

export type TechnicianAssignability =
  | { assignable: true; technician: AssignableTechnician }
  | { assignable: false; reason: NotAssignableReason };

/** Works on the database or inside a transaction (pass `tx` to read under the writer's locks). */
type Reader = Pick<Db, 'execute'>;

/**
 * Whether a technician may be assigned an order of a service centre: the technician exists, belongs
 * to that centre, is active, and the centre is active. The row is read `for share` so a concurrent
 * deactivation waits for the caller's transaction (an order is never assigned to someone being
 * deactivated at the same moment). One query on the technicians primary key.
 */
export async function checkAssignableTechnician(db: Reader, technicianId: string, serviceCenterId: string): Promise<TechnicianAssignability> {
  const { rows } = await db.execute<{
    id: string;
    service_center_id: string;
    user_id: string;
    name: string;
    is_active: boolean;
    center_active: boolean;
    model_ids: string[];
  }>(sql`
    select t.id, t.service_center_id, t.user_id, t.name, t.is_active, sc.is_active as center_active,
      coalesce((select array_agg(tm.device_model_id order by tm.device_model_id) from technician_models tm where tm.technician_id = t.id), '{}') as model_ids
    from technicians t
    join service_centers sc on sc.id = t.service_center_id
    where t.id = ${technicianId}
    for share of t, sc`);
  const row = rows[0];
  if (!row) return { assignable: false, reason: 'not_found' };
  if (row.service_center_id !== serviceCenterId) return { assignable: false, reason: 'not_in_center' };
  if (!row.center_active) return { assignable: false, reason: 'center_inactive' };
  if (!row.is_active) return { assignable: false, reason: 'inactive' };
  return {
    assignable: true,
    technician: { id: row.id, serviceCenterId: row.service_center_id, userId: row.user_id, name: row.name, modelIds: row.model_ids },
  };
}

const messageByReason: Record<NotAssignableReason, MessageId> = {
  not_found: 'technician.notInCenter',
  not_in_center: 'technician.notInCenter',
  inactive: 'technician.inactive',
  center_inactive: 'technician.centerInactive',
};

/**
 * `checkAssignableTechnician`, throwing when the technician cannot be assigned: 400 VALIDATION_FAILED
 * with the error on `field` (the order's technician input), worded in the caller's language.
 */
export async function assertAssignableTechnician(
  db: Reader,
  technicianId: string,
  serviceCenterId: string,
  field = 'technician',
): Promise<AssignableTechnician> {
  const outcome = await checkAssignableTechnician(db, technicianId, serviceCenterId);
  if (outcome.assignable) return outcome.technician;
  const id = messageByReason[outcome.reason];
  throw new AppError(ErrorCode.VALIDATION_FAILED, id, { fields: [{ field, message: { id } }] });
}
