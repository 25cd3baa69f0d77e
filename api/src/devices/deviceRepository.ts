import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import { HEARTBEAT_SILENCE_MS } from '../jobs/heartbeat.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import { pageOffset } from '../schemas/common.ts';

export interface DeviceListFilter {
  /** The caller's `read Device` scope: every organisation, or these ids. */
  scope: 'all' | string[];
  orgIds?: string[];
  deviceTypeCategoryIds?: string[];
  deviceModelIds?: string[];
  ids?: string[];
  /** Part of the name, network id or serial number, any case. */
  search?: string;
}

export interface DeviceListPage {
  /** The page's items as a JSON array, written by Postgres (see monitoring/sendRawJson.ts). */
  dataJson: string;
  total: number;
}

const { devices } = schema;

const list = (ids: string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** `%`, `_` and `\` typed by the user are meant literally in the ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const scoped = (scope: 'all' | string[]) => (scope === 'all' ? sql`true` : sql`d.owner_id in (${list(scope)})`);

/** Devices: the lean lists and the facts other routes check (owner). */
export function deviceRepository(db: Db) {
  return {
    /**
     * One page of live devices, newest first, in the lean list shape (deviceListItemSchema), with
     * the total. Up to 10,000 rows a page (pickers): Postgres writes the JSON.
     */
    async listPage(filter: DeviceListFilter, page: number, perPage: number, language: Language): Promise<DeviceListPage> {
      const { scope, orgIds, deviceTypeCategoryIds, deviceModelIds, ids, search } = filter;
      if (scope !== 'all' && scope.length === 0) return { dataJson: '[]', total: 0 };
      const conditions: SQL[] = [sql`d.deleted_at is null`, scoped(scope)];
      if (orgIds?.length) conditions.push(sql`d.owner_id in (${list(orgIds)})`);
      if (deviceModelIds?.length) conditions.push(sql`d.device_model_id in (${list(deviceModelIds)})`);
      if (deviceTypeCategoryIds?.length) {
        conditions.push(
          sql`d.device_model_id in (select id from device_models where device_type_category_id in (${list(deviceTypeCategoryIds)}))`,
        );
      }
      if (ids?.length) conditions.push(sql`d.id in (${list(ids)})`);
      if (search) {
        const pattern = likePattern(search);
        conditions.push(sql`(d.name ilike ${pattern} or d.device ilike ${pattern} or d.serial_number ilike ${pattern})`);
      }
      const where = sql.join(conditions, sql` and `);
      const categoryName = language === 'da' ? sql`c.name_da` : sql`c.name_en`;
      const [rows, count] = await Promise.all([
        db.execute<{ data: string }>(sql`
          select coalesce(json_agg(json_build_object(
            '_id', d.id, 'device', d.device, 'name', d.name, 'serialNumber', d.serial_number,
            'owner', json_build_object('_id', o.id, 'name', o.name),
            'deviceModel', json_build_object('_id', dm.id, 'title', dm.title),
            'deviceType', json_build_object('_id', c.id, 'name', ${categoryName}, 'slug', c.slug),
            'package', case when p.id is null then null else json_build_object('_id', p.id, 'name', p.name, 'slug', p.slug) end,
            'lifecycle', d.lifecycle,
            'lastSeenAt', ${isoJson(sql`d.last_seen_at`)},
            'createdAt', ${isoJson(sql`d.created_at`)}
          ) order by d.created_at desc, d.id), '[]'::json)::text as data
          from (
            select d.id, d.device, d.name, d.serial_number, d.owner_id, d.device_model_id, d.package_id, d.lifecycle,
              d.last_seen_at, d.created_at
            from devices d where ${where} order by d.created_at desc, d.id limit ${perPage} offset ${pageOffset(page, perPage)}
          ) d
          join organizations o on o.id = d.owner_id
          join device_models dm on dm.id = d.device_model_id
          join device_type_categories c on c.id = dm.device_type_category_id
          left join packages p on p.id = d.package_id`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from devices d where ${where}`),
      ]);
      return { dataJson: rows.rows[0]!.data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /**
     * Installed live devices silent for the heartbeat period (or never heard from and added longer
     * ago than that), most recently silent first, as the JSON of `{ data: [...] }` written by Postgres.
     */
    async listHeartbeatSkippedJson(scope: 'all' | string[]): Promise<string> {
      if (scope !== 'all' && scope.length === 0) return '{"data":[]}';
      const silence = sql`make_interval(secs => ${HEARTBEAT_SILENCE_MS / 1000})`;
      const result = await db.execute<{ body: string }>(sql`
        select json_build_object('data', coalesce(json_agg(json_build_object(
          '_id', d.id, 'device', d.device, 'name', d.name, 'lastSeenAt', ${isoJson(sql`d.last_seen_at`)},
          'owner', json_build_object('_id', o.id, 'name', o.name)
        ) order by d.last_seen_at desc nulls last, d.name, d.id), '[]'::json))::text as body
        from devices d join organizations o on o.id = d.owner_id
        where ${scoped(scope)} and d.deleted_at is null and d.lifecycle = 'installed'
          and (d.last_seen_at < now() - ${silence}
            or (d.last_seen_at is null and d.created_at < now() - ${silence}))`);
      return result.rows[0]!.body;
    },

    /** The owning organisation of a live device; undefined when there is no such device. */
    async ownerOf(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ ownerId: devices.ownerId })
        .from(devices)
        .where(and(eq(devices.id, id), isNull(devices.deletedAt)))
        .limit(1);
      return row?.ownerId;
    },
  };
}
