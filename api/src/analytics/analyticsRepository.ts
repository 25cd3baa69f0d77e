import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DataModelEntry } from '../db/schema/index.ts';
import { queryTrend } from './trends/queryTrend.ts';

/** A live device as a trend reads it. */
export type TrendTargetRow = {
  id: string;
  name: string;
  data_model: DataModelEntry[] | null;
};

/**
 * The dashboard's reads: an organisation's groups and devices, and their readings aggregated over
 * a window. Live devices only (not soft-deleted), owned by the organisation asked about.
 */
export function analyticsRepository(db: Db) {
  return {
    async organizationExists(organizationId: string): Promise<boolean> {
      const result = await db.execute(sql`select 1 from organizations where id = ${organizationId}`);
      return result.rows.length > 0;
    },

    /** The group's name, or null when the organisation has no such group. */
    async groupName(organizationId: string, groupId: string): Promise<string | null> {
      const result = await db.execute<{ name: string }>(
        sql`select name from groups where id = ${groupId} and organization_id = ${organizationId}`,
      );
      return result.rows[0]?.name ?? null;
    },

    /** One device or a group's devices, in name order, with their data models. */
    async trendDevices(organizationId: string, target: { deviceId: string } | { groupId: string }): Promise<TrendTargetRow[]> {
      const which =
        'deviceId' in target
          ? sql`d.id = ${target.deviceId}`
          : sql`d.id in (select device_id from group_devices where group_id = ${target.groupId})`;
      const result = await db.execute<TrendTargetRow>(sql`
        select d.id, d.name, dm.data_model from devices d join device_models dm on dm.id = d.device_model_id
        where ${which} and d.owner_id = ${organizationId} and d.deleted_at is null
        order by d.name, d.id`);
      return result.rows;
    },

    trend: (opts: Parameters<typeof queryTrend>[1]) => queryTrend(db, opts),
  };
}
