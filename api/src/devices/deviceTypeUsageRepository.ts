import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';

/** A device model with its type, and how many of the asked organisations' live devices have it (a type: rows need an index signature). */
export type DeviceTypeUsage = {
  /** The device model's id. */
  _id: string;
  deviceModelName: string;
  deviceTypeCategoryId: string;
  deviceTypeName: string;
  slug: string;
  devices: number;
};

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * The device types and models in use (`GET /devicetype-categories/getAll`): what a filter of types
 * and models offers for some owners. One grouped scan of their live devices on
 * `devices_live_owner_id_name_idx` (owner, name, id, model: no visit to the rows).
 */
export function deviceTypeUsageRepository(db: Db) {
  return {
    /**
     * Every model with its type when `owners` is absent (counts over `scope`); with `owners`, only
     * the models their live devices have. Owners outside `scope` count nothing.
     */
    async usage(scope: 'all' | string[], owners: string[] | undefined, language: Language): Promise<DeviceTypeUsage[]> {
      const inScope: SQL = scope === 'all' ? sql`true` : scope.length === 0 ? sql`false` : sql`d.owner_id in (${list(scope)})`;
      const asked: SQL = owners === undefined ? sql`true` : owners.length === 0 ? sql`false` : sql`d.owner_id in (${list(owners)})`;
      const typeName = language === 'da' ? sql`c.name_da` : sql`c.name_en`;
      const { rows } = await db.execute<DeviceTypeUsage>(sql`
        select dm.id as "_id", dm.title as "deviceModelName", c.id as "deviceTypeCategoryId", ${typeName} as "deviceTypeName",
          c.slug, coalesce(u.devices, 0)::int as devices
        from device_models dm
        join device_type_categories c on c.id = dm.device_type_category_id
        left join (
          select d.device_model_id, count(*) as devices from devices d
          where d.deleted_at is null and ${inScope} and ${asked}
          group by d.device_model_id
        ) u on u.device_model_id = dm.id
        where ${owners === undefined ? sql`true` : sql`u.devices > 0`}
        order by ${typeName}, dm.title, dm.id`);
      return rows;
    },
  };
}
