import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DataModelEntry } from '../db/schema/index.ts';
import type { TrendDeviceRow } from './trendDeviceSchema.ts';
import { queryTrend } from './trends/queryTrend.ts';

/** A live device as a trend reads it. */
export type TrendTargetRow = {
  id: string;
  name: string;
  data_model: DataModelEntry[] | null;
};

/** One row of an organisation's dashboard: a device under a group, a group without devices, or a device in no group. */
export type DashboardRow = Omit<TrendDeviceRow, 'id'> & {
  /** null: a device in no group. */
  group_id: string | null;
  group_name: string | null;
  /** null: a group without (live) devices. */
  id: string | null;
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

    /**
     * Groups by name, each with its devices by name (one row each; a group without devices has one
     * row without a device), then the devices in no group by name.
     */
    async dashboard(organizationId: string): Promise<DashboardRow[]> {
      const result = await db.execute<DashboardRow>(sql`
        with live as (
          select d.id, d.device, d.name, dm.id as model_id, dm.title, dm.data_model, c.id as category_id, c.slug, c.name_da, c.name_en
          from devices d
          join device_models dm on dm.id = d.device_model_id
          join device_type_categories c on c.id = dm.device_type_category_id
          where d.owner_id = ${organizationId} and d.deleted_at is null
        )
        select g.id as group_id, g.name as group_name, live.*
        from groups g
        left join group_devices gd on gd.group_id = g.id
        left join live on live.id = gd.device_id
        where g.organization_id = ${organizationId}
        union all
        select null, null, live.* from live
        where not exists (
          select 1 from group_devices gd join groups g on g.id = gd.group_id
          where gd.device_id = live.id and g.organization_id = ${organizationId}
        )
        order by group_name nulls last, group_id, name`);
      return result.rows;
    },

    trend: (opts: Parameters<typeof queryTrend>[1]) => queryTrend(db, opts),
  };
}
