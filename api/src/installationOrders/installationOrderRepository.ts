import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { InstallationOrderStatus } from '../db/schema/installation.ts';
import type { Language } from '../i18n/Language.ts';
import { pageOffset } from '../schemas/common.ts';
import { parsedJson } from '../serviceOrders/serviceOrderRepository.ts';
import type { InstallationOrderSort } from './installationOrderInput.ts';
import { installationOrderDeviceJson, installationOrderJson } from './installationOrderJson.ts';
import type { InstallationOrder, InstallationOrderDevice } from './installationOrderSchema.ts';
import type { InstallationOrderScope } from './installationOrderScope.ts';

type Runner = Pick<Db, 'execute'>;

const list = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What GET /installation filters on, resolved (days to instants, `me` to a user). */
export interface InstallationOrderListFilter {
  scope: InstallationOrderScope;
  statuses: InstallationOrderStatus[];
  orgIds?: string[];
  serviceCenterIds?: string[];
  technicianId?: string;
  /** `technician=me`: the orders of this user's technician rows. */
  technicianUserId?: string;
  dueFrom?: Date;
  dueTo?: Date;
  search?: string;
}

/** The facts the routes decide access and transitions on, read (and locked) in the write's transaction. */
export type InstallationOrderFacts = {
  id: string;
  name: string;
  ownerId: string;
  serviceCenterId: string | null;
  technicianId: string | null;
  technicianUserId: string | null;
  status: InstallationOrderStatus;
};

function listWhere(filter: InstallationOrderListFilter): SQL | undefined {
  const { scope } = filter;
  const conditions: SQL[] = [];
  if (!scope.all) {
    const parts: SQL[] = [];
    if (scope.ownerIds.length) parts.push(sql`io.owner_id in (${list(scope.ownerIds)})`);
    if (scope.centerIds.length) parts.push(sql`io.service_center_id in (${list(scope.centerIds)})`);
    if (parts.length === 0) return undefined;
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  conditions.push(sql`io.status in (${list(filter.statuses)})`);
  if (filter.orgIds?.length) conditions.push(sql`io.owner_id in (${list(filter.orgIds)})`);
  if (filter.serviceCenterIds?.length) conditions.push(sql`io.service_center_id in (${list(filter.serviceCenterIds)})`);
  if (filter.technicianId) conditions.push(sql`io.technician_id = ${filter.technicianId}`);
  if (filter.technicianUserId) conditions.push(sql`io.technician_id in (select t.id from technicians t where t.user_id = ${filter.technicianUserId})`);
  if (filter.dueFrom) conditions.push(sql`io.due_date >= ${filter.dueFrom.toISOString()}::timestamptz`);
  if (filter.dueTo) conditions.push(sql`io.due_date <= ${filter.dueTo.toISOString()}::timestamptz`);
  if (filter.search) {
    // installation_orders_name_trgm_idx / _note_trgm_idx: a BitmapOr at any size.
    const pattern = likePattern(filter.search);
    conditions.push(sql`(io.name ilike ${pattern} or io.note ilike ${pattern})`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The ORDER BY of a list over `io`, the id breaking ties: createdAt by
 * installation_orders_created_at_id_idx, dueDate by installation_orders_due_date_id_idx (either
 * direction, a backward scan reversed); name and status sort the filtered rows (orders are few per
 * owner and centre; four statuses give an index nothing to walk).
 */
function listOrder({ key, descending }: InstallationOrderSort): SQL {
  switch (key) {
    case 'dueDate':
      return descending ? sql`io.due_date desc nulls first, io.id desc` : sql`io.due_date asc nulls last, io.id asc`;
    case 'createdAt':
      return descending ? sql`io.created_at desc, io.id asc` : sql`io.created_at asc, io.id desc`;
    case 'name':
      return descending ? sql`io.name desc, io.id desc` : sql`io.name asc, io.id asc`;
    case 'status': {
      const position = sql`array_position(array['new', 'in_progress', 'completed', 'archived']::text[], io.status)`;
      return descending ? sql`${position} desc, io.due_date desc nulls first, io.id desc` : sql`${position} asc, io.due_date asc nulls last, io.id asc`;
    }
  }
}

/** Installation orders and their devices. */
export function installationOrderRepository(db: Db) {
  return {
    /** One page of the orders a filter finds, and how many it finds in all. */
    async listPage(
      filter: InstallationOrderListFilter,
      sort: InstallationOrderSort,
      page: number,
      perPage: number,
      language: Language,
    ): Promise<{ data: InstallationOrder[]; total: number }> {
      const where = listWhere(filter);
      if (!where) return { data: [], total: 0 };
      const [found, counted] = await Promise.all([
        db.execute<{ order: InstallationOrder | string }>(sql`
          select ${installationOrderJson(language)} as order from (
            select io.* from installation_orders io where ${where}
            order by ${listOrder(sort)}
            limit ${perPage} offset ${pageOffset(page, perPage)}
          ) io order by ${listOrder(sort)}`),
        db.execute<{ total: number | string }>(sql`select count(*) as total from installation_orders io where ${where}`),
      ]);
      return { data: found.rows.map(({ order }) => parsedJson(order)), total: Number(counted.rows[0]?.total ?? 0) };
    },

    /** One order as the API shows it; null when there is none. */
    async byId(id: string, language: Language, tx: Runner = db): Promise<InstallationOrder | null> {
      const { rows } = await tx.execute<{ order: InstallationOrder | string }>(
        sql`select ${installationOrderJson(language)} as order from installation_orders io where io.id = ${id}`,
      );
      return rows[0] ? parsedJson(rows[0].order) : null;
    },

    /** The order's access and state facts; `lock` takes its row for the rest of the transaction. */
    async facts(id: string, tx: Runner = db, lock = false): Promise<InstallationOrderFacts | null> {
      const { rows } = await tx.execute<InstallationOrderFacts>(sql`
        select io.id, io.name, io.owner_id as "ownerId", io.service_center_id as "serviceCenterId",
          io.technician_id as "technicianId", t.user_id as "technicianUserId", io.status
        from installation_orders io
        left join technicians t on t.id = io.technician_id
        where io.id = ${id}
        ${lock ? sql`for update of io` : sql``}`);
      return rows[0] ?? null;
    },

    /** A page of the order's devices, in the order they were added (installation_order_devices_order_device_key). */
    async devicesPage(orderId: string, page: number, perPage: number, language: Language): Promise<{ data: InstallationOrderDevice[]; total: number }> {
      const [found, counted] = await Promise.all([
        db.execute<{ entry: InstallationOrderDevice | string }>(sql`
          select ${installationOrderDeviceJson(language)} as entry from installation_order_devices iod
          where iod.installation_order_id = ${orderId}
          order by iod.created_at, iod.id
          limit ${perPage} offset ${pageOffset(page, perPage)}`),
        db.execute<{ total: number | string }>(sql`select count(*) as total from installation_order_devices where installation_order_id = ${orderId}`),
      ]);
      return { data: found.rows.map(({ entry }) => parsedJson(entry)), total: Number(counted.rows[0]?.total ?? 0) };
    },

    /** One device of an order as the API shows it; null when the order does not hold it. */
    async deviceEntry(orderId: string, deviceId: string, language: Language, tx: Runner = db): Promise<InstallationOrderDevice | null> {
      const { rows } = await tx.execute<{ entry: InstallationOrderDevice | string }>(sql`
        select ${installationOrderDeviceJson(language)} as entry from installation_order_devices iod
        where iod.installation_order_id = ${orderId} and iod.device_id = ${deviceId}`);
      return rows[0] ? parsedJson(rows[0].entry) : null;
    },

    /** Organisations by name, all or these (the owners an order may be created for). */
    async organizations(scope: 'all' | string[]): Promise<{ _id: string; name: string }[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const { rows } = await db.execute<{ _id: string; name: string }>(sql`
        select o.id as "_id", o.name from organizations o
        where ${scope === 'all' ? sql`true` : sql`o.id in (${list(scope)})`}
        order by o.name, o.id`);
      return rows;
    },

    /** Active technicians of active centres (of one centre when given), by name: who can be given an order. */
    async assignableTechnicians(serviceCenterId: string | undefined, limit: number) {
      const { rows } = await db.execute<{ _id: string; name: string; userId: string; isActive: boolean; serviceCenter: { _id: string; name: string } | string }>(sql`
        select t.id as "_id", t.name, t.user_id as "userId", t.is_active as "isActive",
          json_build_object('_id', sc.id, 'name', sc.name) as "serviceCenter"
        from technicians t join service_centers sc on sc.id = t.service_center_id
        join users u on u.id = t.user_id
        where t.is_active and sc.is_active and u.is_active
          ${serviceCenterId ? sql`and t.service_center_id = ${serviceCenterId}` : sql``}
        order by t.name, sc.name, t.id
        limit ${limit}`);
      return rows.map((row) => ({ ...row, serviceCenter: parsedJson(row.serviceCenter) }));
    },
  };
}
