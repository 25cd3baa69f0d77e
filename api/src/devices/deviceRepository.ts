import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import { HEARTBEAT_SILENCE_MS } from '../jobs/heartbeat.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import { toIso } from '../monitoring/recordRows.ts';
import { pageOffset } from '../schemas/common.ts';
import type { DeviceLifecycle } from './deviceLifecycle.ts';
import { DEFAULT_DEVICE_SORT, type DeviceSort, deviceOrder } from './deviceSort.ts';
import { loadDevice } from './loadDevice.ts';
import { withAuditNames } from './withAuditNames.ts';

export interface DeviceListFilter {
  /** The caller's `read Device` scope: every organisation, or these ids. */
  scope: 'all' | string[];
  orgIds?: string[];
  deviceTypeCategoryIds?: string[];
  deviceModelIds?: string[];
  ids?: string[];
  /** Part of the name, network id or serial number, any case. */
  search?: string;
  lifecycle?: DeviceLifecycle[];
  /** Soft-deleted devices only (default: live ones only). */
  deleted?: boolean;
  sort?: DeviceSort;
}

/** A device's facts the routes check before reading or writing it (deleted devices included). */
export interface DeviceAccessFacts {
  ownerId: string;
  deleted: boolean;
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

/** The WHERE of a list over `devices d`; undefined when the scope is empty (nothing to find). */
function listWhere(filter: DeviceListFilter): SQL | undefined {
  const { scope, orgIds, deviceTypeCategoryIds, deviceModelIds, ids, search, lifecycle, deleted } = filter;
  if (scope !== 'all' && scope.length === 0) return undefined;
  const conditions: SQL[] = [deleted ? sql`d.deleted_at is not null` : sql`d.deleted_at is null`, scoped(scope)];
  if (orgIds?.length) conditions.push(sql`d.owner_id in (${list(orgIds)})`);
  if (deviceModelIds?.length) conditions.push(sql`d.device_model_id in (${list(deviceModelIds)})`);
  if (deviceTypeCategoryIds?.length) {
    conditions.push(
      sql`d.device_model_id in (select id from device_models where device_type_category_id in (${list(deviceTypeCategoryIds)}))`,
    );
  }
  if (ids?.length) conditions.push(sql`d.id in (${list(ids)})`);
  if (lifecycle?.length) conditions.push(sql`d.lifecycle in (${list(lifecycle)})`);
  if (search) {
    const pattern = likePattern(search);
    // Each ILIKE is served by its trigram GIN index (a BitmapOr of the three).
    conditions.push(sql`(d.name ilike ${pattern} or d.device ilike ${pattern} or d.serial_number ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

/** An audit_log row of a device, with its actor's name (`a`, `u`: see auditPage). */
export type AuditRow = {
  id: number | string;
  created_at: Date | string;
  action: string;
  changes: unknown;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

/** An audit entry as GET /devices/{id}/audit answers it (deviceAuditEntrySchema). */
export function toAuditEntry(row: AuditRow) {
  return {
    _id: String(row.id),
    at: toIso(row.created_at),
    actor: row.actor_id ? { _id: row.actor_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || (row.email ?? '') } : null,
    action: row.action,
    changes: auditChangesOf(row.changes),
  };
}

type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Each change as `{ before, after }`, whatever a row holds: rows written before the shape was kept
 * everywhere (a downlink save wrote `{ downlinkConfig: { <key>: { from, to } } }`) are read as
 * `downlinkConfig.<key>`, so an old row can never make the audit trail fail to load. An alarm
 * entry's `deviceId` (the device whose trail it is on) is left out.
 */
export function auditChangesOf(changes: unknown): AuditChanges {
  const result: AuditChanges = {};
  if (!changes || typeof changes !== 'object') return result;
  const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
  const add = (field: string, value: unknown, depth: number) => {
    if (isObject(value) && ('before' in value || 'after' in value)) result[field] = { before: value.before ?? null, after: value.after ?? null };
    else if (isObject(value) && ('from' in value || 'to' in value)) result[field] = { before: value.from ?? null, after: value.to ?? null };
    else if (isObject(value) && depth === 0) for (const [key, inner] of Object.entries(value)) add(`${field}.${key}`, inner, 1);
    else result[field] = { before: null, after: value ?? null };
  };
  for (const [field, value] of Object.entries(changes)) {
    // Alarm entries name their device: on the device's own trail that is no change.
    if (field === 'deviceId' && typeof value === 'string') continue;
    add(field, value, 0);
  }
  return result;
}

/** Devices: lists, one device, the facts routes check, the owners a device may get and its audit. */
export function deviceRepository(db: Db) {
  return {
    /**
     * One page of live devices, newest first, in the lean list shape (deviceListItemSchema), with
     * the total. Up to 10,000 rows a page (pickers): Postgres writes the JSON.
     */
    async listPage(filter: DeviceListFilter, page: number, perPage: number, language: Language): Promise<DeviceListPage> {
      const where = listWhere(filter);
      if (!where) return { dataJson: '[]', total: 0 };
      const order = deviceOrder(filter.sort ?? DEFAULT_DEVICE_SORT);
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
          ) order by ${order}), '[]'::json)::text as data
          from (
            select d.id, d.device, d.name, d.serial_number, d.owner_id, d.device_model_id, d.package_id, d.lifecycle,
              d.last_seen_at, d.created_at
            from devices d where ${where} order by ${order} limit ${perPage} offset ${pageOffset(page, perPage)}
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
     * One page in the lean shape (deviceLeanItemSchema) for maps and pickers, up to 10,000 rows:
     * the devices table alone, no joins; Postgres writes the JSON.
     */
    async leanPage(filter: DeviceListFilter, page: number, perPage: number): Promise<DeviceListPage> {
      const where = listWhere(filter);
      if (!where) return { dataJson: '[]', total: 0 };
      const order = deviceOrder(filter.sort ?? DEFAULT_DEVICE_SORT);
      const [rows, count] = await Promise.all([
        db.execute<{ data: string }>(sql`
          select coalesce(json_agg(json_build_object(
            '_id', d.id, 'name', d.name, 'device', d.device,
            'geo', case when d.lat is null or d.lon is null then null else json_build_object('lat', d.lat, 'lon', d.lon) end,
            'owner', json_build_object('_id', d.owner_id),
            'lastSeenAt', ${isoJson(sql`d.last_seen_at`)}
          ) order by ${order}), '[]'::json)::text as data
          from (
            select d.id, d.name, d.device, d.lat, d.lon, d.owner_id, d.last_seen_at, d.created_at
            from devices d where ${where} order by ${order} limit ${perPage} offset ${pageOffset(page, perPage)}
          ) d`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from devices d where ${where}`),
      ]);
      return { dataJson: rows.rows[0]!.data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /** One device in the full shape, deleted or not; undefined when there is none. */
    get: (id: string, language: Language) => loadDevice(db, id, language),

    /** Owner and deleted flag of a device, deleted ones included; undefined when there is none. */
    async accessFacts(id: string): Promise<DeviceAccessFacts | undefined> {
      const [row] = await db
        .select({ ownerId: devices.ownerId, deletedAt: devices.deletedAt })
        .from(devices)
        .where(eq(devices.id, id))
        .limit(1);
      return row ? { ownerId: row.ownerId, deleted: row.deletedAt !== null } : undefined;
    },

    /** Organisations by id (in `ids`), by name, for the owners a device may be given. */
    async organizationsNamed(scope: 'all' | string[]): Promise<{ _id: string; name: string }[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const { rows } = await db.execute<{ id: string; name: string }>(sql`
        select o.id, o.name from organizations o
        where ${scope === 'all' ? sql`true` : sql`o.id in (${list(scope)})`}
        order by lower(o.name), o.id`);
      return rows.map((row) => ({ _id: row.id, name: row.name }));
    },

    /**
     * A page of a device's audit entries, newest first (audit_log_subject_idx finds them; a
     * device has few), with each actor's name.
     */
    async auditPage(deviceId: string, page: number, perPage: number) {
      const where = sql`a.subject = 'Device' and a.subject_id = ${deviceId}`;
      const [rows, count] = await Promise.all([
        db.execute<AuditRow>(sql`
          select a.id, a.created_at, a.action, a.changes, u.id as actor_id, u.first_name, u.last_name, u.email
          from audit_log a left join users u on u.id = a.actor_user_id
          where ${where}
          order by a.created_at desc, a.id desc
          limit ${perPage} offset ${pageOffset(page, perPage)}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from audit_log a where ${where}`),
      ]);
      return { data: await withAuditNames(db, rows.rows.map(toAuditEntry)), total: Number(count.rows[0]?.total ?? 0) };
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

export type DeviceRepository = ReturnType<typeof deviceRepository>;
