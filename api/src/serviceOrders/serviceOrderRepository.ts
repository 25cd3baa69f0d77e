import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import type { ServiceHistoryEntry } from './serviceHistoryEntrySchema.ts';

/**
 * A service order `so` (with its status `st`) as the JSON of serviceHistoryEntrySchema: shared by a
 * device's history and its batch form (service_orders_device_id_created_at_idx finds the orders).
 */
export const serviceHistoryEntryJson = sql`json_build_object(
    '_id', so.id,
    'createdAt', ${isoJson(sql`so.created_at`)},
    'completedAt', ${isoJson(sql`so.completed_at`)},
    'notes', so.notes,
    'solutions', coalesce((
      select json_agg(json_build_object('_id', s.id, 'slug', s.slug, 'name', s.name) order by s.position, s.name)
      from service_order_solutions sos join service_solutions s on s.id = sos.solution_id
      where sos.service_order_id = so.id
    ), '[]'::json),
    'status', json_build_object('slug', st.slug, 'name', st.name)
  )`;

/** node-postgres parses json columns; PGlite may hand them over as text. */
export const parsedJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Service orders. */
export function serviceOrderRepository(db: Db) {
  return {
    /** A device's service orders, newest first, with their solutions and status. */
    async historyOfDevice(deviceId: string): Promise<ServiceHistoryEntry[]> {
      const result = await db.execute<{ entry: ServiceHistoryEntry | string }>(sql`
        select ${serviceHistoryEntryJson} as entry
        from service_orders so join service_order_statuses st on st.id = so.status_id
        where so.device_id = ${deviceId}
        order by so.created_at desc, so.id`);
      return result.rows.map(({ entry }) => parsedJson(entry));
    },
  };
}
