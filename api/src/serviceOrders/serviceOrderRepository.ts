import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import { pageOffset } from '../schemas/common.ts';
import type { ServiceHistoryEntry } from './serviceHistoryEntrySchema.ts';
import type { ServiceOrderSort } from './serviceOrderInput.ts';
import { serviceOrderJson } from './serviceOrderJson.ts';
import type { ServiceOrder } from './serviceOrderSchema.ts';
import type { ServiceOrderScope } from './serviceOrderScope.ts';

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

const list = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** What GET /service-orders filters on, resolved (statuses to ids, days to instants, `me` to a user). */
export interface ServiceOrderListFilter {
  scope: ServiceOrderScope;
  statusIds?: string[];
  orgIds?: string[];
  serviceCenterIds?: string[];
  technicianId?: string;
  /** `technician=me`: the orders of this user's technician rows. */
  technicianUserId?: string;
  deviceIds?: string[];
  dueFrom?: Date;
  dueTo?: Date;
  search?: string;
}

/** The facts the routes decide access and transitions on, read (and locked) in the write's transaction. */
export type ServiceOrderFacts = {
  id: string;
  ownerId: string;
  deviceId: string;
  serviceCenterId: string | null;
  technicianId: string | null;
  technicianUserId: string | null;
  status: string;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(filter: ServiceOrderListFilter): SQL | undefined {
  const { scope } = filter;
  const conditions: SQL[] = [];
  if (!scope.all) {
    const parts: SQL[] = [];
    if (scope.ownerIds.length) parts.push(sql`so.owner_id in (${list(scope.ownerIds)})`);
    if (scope.centerIds.length) parts.push(sql`so.service_center_id in (${list(scope.centerIds)})`);
    if (parts.length === 0) return undefined;
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (filter.statusIds?.length) conditions.push(sql`so.status_id in (${list(filter.statusIds)})`);
  if (filter.orgIds?.length) conditions.push(sql`so.owner_id in (${list(filter.orgIds)})`);
  if (filter.serviceCenterIds?.length) conditions.push(sql`so.service_center_id in (${list(filter.serviceCenterIds)})`);
  if (filter.technicianId) conditions.push(sql`so.technician_id = ${filter.technicianId}`);
  if (filter.technicianUserId) conditions.push(sql`so.technician_id in (select t.id from technicians t where t.user_id = ${filter.technicianUserId})`);
  if (filter.deviceIds?.length) conditions.push(sql`so.device_id in (${list(filter.deviceIds)})`);
  if (filter.dueFrom) conditions.push(sql`so.due_date >= ${filter.dueFrom.toISOString()}::timestamptz`);
  if (filter.dueTo) conditions.push(sql`so.due_date <= ${filter.dueTo.toISOString()}::timestamptz`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    // Each ILIKE is served by a trigram GIN index (service_orders_notes/service_issue_trgm_idx,
    // devices_name/device_trgm_idx), so the search stays a BitmapOr at any size.
    conditions.push(sql`(so.notes ilike ${pattern} or so.service_issue ilike ${pattern}
      or so.device_id in (select d.id from devices d where d.name ilike ${pattern} or d.device ilike ${pattern}))`);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * The ORDER BY of a list over `so`, the id breaking ties. dueDate: service_orders_due_date_id_idx
 * (or the owner/centre/technician composite when one filters); createdAt:
 * service_orders_created_at_id_idx / service_orders_owner_id_created_at_id_idx (both directions, a
 * backward scan reversed); status: the statuses' order, then due date (a sort of the filtered rows:
 * six statuses give an index nothing to walk). `mineFirst`: the caller's own orders before their
 * centres' others (a technician's default; their centres' orders are few).
 */
function listOrder(sort: ServiceOrderSort, mineFirstUserId?: string): SQL {
  const mine = mineFirstUserId
    ? sql`(so.technician_id in (select t.id from technicians t where t.user_id = ${mineFirstUserId})) desc nulls last, `
    : sql``;
  const { key, descending } = sort;
  switch (key) {
    case 'dueDate':
      return descending ? sql`${mine}so.due_date desc nulls first, so.id desc` : sql`${mine}so.due_date asc nulls last, so.id asc`;
    case 'createdAt':
      return descending ? sql`${mine}so.created_at desc nulls last, so.id asc` : sql`${mine}so.created_at asc nulls first, so.id desc`;
    case 'status': {
      const position = sql`(select st.position from service_order_statuses st where st.id = so.status_id)`;
      return descending
        ? sql`${mine}${position} desc, so.due_date desc nulls first, so.id desc`
        : sql`${mine}${position} asc, so.due_date asc nulls last, so.id asc`;
    }
  }
}

export type ServiceLookupRow = {
  _id: string;
  slug: string;
  name: string;
};

/** Service orders. */
export function serviceOrderRepository(db: Db) {
  const lookup = async (table: 'service_order_statuses' | 'service_solutions' | 'service_causes'): Promise<ServiceLookupRow[]> => {
    const { rows } = await db.execute<ServiceLookupRow>(sql`select id as "_id", slug, name from ${sql.identifier(table)} order by position, name`);
    return rows;
  };
  return {
    /** One page of the orders a filter finds, and how many it finds in all. */
    async listPage(
      filter: ServiceOrderListFilter,
      sort: ServiceOrderSort,
      page: number,
      perPage: number,
      mineFirstUserId?: string,
    ): Promise<{ data: ServiceOrder[]; total: number }> {
      const where = listWhere(filter);
      if (!where) return { data: [], total: 0 };
      const [found, counted] = await Promise.all([
        db.execute<{ order: ServiceOrder | string }>(sql`
          select ${serviceOrderJson} as order from (
            select so.* from service_orders so where ${where}
            order by ${listOrder(sort, mineFirstUserId)}
            limit ${perPage} offset ${pageOffset(page, perPage)}
          ) so order by ${listOrder(sort, mineFirstUserId)}`),
        db.execute<{ total: number | string }>(sql`select count(*) as total from service_orders so where ${where}`),
      ]);
      return { data: found.rows.map(({ order }) => parsedJson(order)), total: Number(counted.rows[0]?.total ?? 0) };
    },

    /** One order as the API shows it; null when there is none. */
    async byId(id: string, tx: Pick<Db, 'execute'> = db): Promise<ServiceOrder | null> {
      const { rows } = await tx.execute<{ order: ServiceOrder | string }>(sql`select ${serviceOrderJson} as order from service_orders so where so.id = ${id}`);
      return rows[0] ? parsedJson(rows[0].order) : null;
    },

    /** The order's access and state facts; `lock` takes its row for the rest of the transaction. */
    async facts(id: string, tx: Pick<Db, 'execute'> = db, lock = false): Promise<ServiceOrderFacts | null> {
      const { rows } = await tx.execute<ServiceOrderFacts>(sql`
        select so.id, so.owner_id as "ownerId", so.device_id as "deviceId", so.service_center_id as "serviceCenterId",
          so.technician_id as "technicianId", t.user_id as "technicianUserId", st.slug as status
        from service_orders so
        join service_order_statuses st on st.id = so.status_id
        left join technicians t on t.id = so.technician_id
        where so.id = ${id}
        ${lock ? sql`for update of so` : sql``}`);
      return rows[0] ?? null;
    },

    statuses: () => lookup('service_order_statuses'),
    solutions: () => lookup('service_solutions'),
    causes: () => lookup('service_causes'),

    /** Organisations by name, all or these (the owners an order may be created for). */
    async organizations(scope: 'all' | string[]): Promise<{ _id: string; name: string }[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const { rows } = await db.execute<{ _id: string; name: string }>(sql`
        select o.id as "_id", o.name from organizations o
        where ${scope === 'all' ? sql`true` : sql`o.id in (${list(scope)})`}
        order by o.name, o.id`);
      return rows;
    },

    /** An order's audit entries, newest first, with their actors' names (audit_log_subject_idx). */
    async historyPage(orderId: string, page: number, perPage: number) {
      const where = sql`a.subject = 'ServiceOrder' and a.subject_id = ${orderId}`;
      const [found, counted] = await Promise.all([
        db.execute<{ _id: string; action: string; actor: { _id: string; name: string } | null | string; changes: unknown; created_at: string }>(sql`
          select a.id::text as "_id", a.action,
            case when u.id is null then null else json_build_object('_id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) end as actor,
            coalesce(a.changes, '{}'::jsonb) as changes, ${isoJson(sql`a.created_at`)} as created_at
          from audit_log a left join users u on u.id = a.actor_user_id
          where ${where}
          order by a.created_at desc, a.id desc
          limit ${perPage} offset ${pageOffset(page, perPage)}`),
        db.execute<{ total: number | string }>(sql`select count(*) as total from audit_log a where ${where}`),
      ]);
      return {
        data: found.rows.map((row) => ({
          ...row,
          actor: parsedJson(row.actor),
          changes: parsedJson(row.changes as Record<string, { from: unknown; to: unknown }> | string),
        })),
        total: Number(counted.rows[0]?.total ?? 0),
      };
    },

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
