import { type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { isUniqueViolation } from '../db/isUniqueViolation.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { publishServiceCenterChanged } from '../events/serviceCenterChanged.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import { pageOffset } from '../schemas/common.ts';
import { OPEN_ORDER_CONDITION } from './openOrders.ts';
import type { ServiceCenterCreate, ServiceCenterDto, ServiceCenterListFilter, ServiceCenterPatch, ServiceCenterSort } from './serviceCenterSchemas.ts';
import { type ServiceCenterScope, serviceCenterScopeCondition } from './serviceCenterScope.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Changes = Record<string, { before: unknown; after: unknown }>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One centre in the API's shape, built by Postgres over the alias `sc` (one round trip per page). */
const centerJson = sql`json_build_object(
  '_id', sc.id,
  'name', sc.name,
  'address', sc.address,
  'geo', case when sc.lat is null then null else json_build_object('lat', sc.lat, 'lon', sc.lon) end,
  'isActive', sc.is_active,
  'users', coalesce((
    select json_agg(json_build_object('_id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email)
      order by u.first_name, u.last_name, u.id)
    from service_center_users scu join users u on u.id = scu.user_id where scu.service_center_id = sc.id), '[]'::json),
  'organizations', coalesce((
    select json_agg(json_build_object('_id', o.id, 'name', o.name) order by o.name, o.id)
    from service_center_organizations sco join organizations o on o.id = sco.organization_id
    where sco.service_center_id = sc.id), '[]'::json),
  'technicianCount', (select count(*)::int from technicians t where t.service_center_id = sc.id),
  'openOrderCount', (select count(*)::int from service_orders so
    join service_order_statuses sos on sos.id = so.status_id
    where so.service_center_id = sc.id and ${OPEN_ORDER_CONDITION}),
  'createdAt', ${isoJson(sql`sc.created_at`)},
  'updatedAt', ${isoJson(sql`sc.updated_at`)}
)`;

function centerOrder({ key, descending }: ServiceCenterSort): SQL {
  const dir = descending ? sql`desc` : sql`asc`;
  // name: service_centers_name_key (unique, so no tie); createdAt: a small table, sorted in memory.
  return key === 'name' ? sql`sc.name ${dir}` : sql`sc.created_at ${dir}, sc.id ${dir}`;
}

type CenterRow = {
  id: string;
  name: string;
  address: string | null;
  lat: number | null;
  lon: number | null;
  is_active: boolean;
  user_ids: string[];
  organization_ids: string[];
};

/** The centre's row with its staff and served organisations, locked for the rest of the transaction. */
async function lockCenter(tx: Tx, id: string): Promise<CenterRow | undefined> {
  const { rows } = await tx.execute<CenterRow>(sql`
    select sc.id, sc.name, sc.address, sc.lat, sc.lon, sc.is_active,
      coalesce((select array_agg(scu.user_id order by scu.user_id) from service_center_users scu where scu.service_center_id = sc.id), '{}') as user_ids,
      coalesce((select array_agg(sco.organization_id order by sco.organization_id) from service_center_organizations sco where sco.service_center_id = sc.id), '{}') as organization_ids
    from service_centers sc where sc.id = ${id} for update`);
  return rows[0];
}

/** Users who work in the centre (staff and technicians): the audience of its live events. */
export async function peopleOf(tx: Pick<Db, 'execute'>, centerId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ user_id: string }>(sql`
    select user_id from service_center_users where service_center_id = ${centerId}
    union select user_id from technicians where service_center_id = ${centerId}`);
  return rows.map((row) => row.user_id);
}

/** The ids of `ids` missing from `table` (users, organisations, device models). */
export async function missingIds(tx: Pick<Db, 'execute'>, table: 'users' | 'organizations' | 'device_models', ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.execute<{ id: string }>(sql`
    select x.id from unnest(${sql.param(ids)}::uuid[]) as x(id)
    where not exists (select 1 from ${sql.identifier(table)} t where t.id = x.id)`);
  return rows.map((row) => row.id);
}

function unknownIdsError(field: string, messageId: 'serviceCenter.unknownUsers' | 'serviceCenter.unknownOrganizations', ids: string[]): AppError {
  const params = { ids: ids.join(', ') };
  return new AppError(ErrorCode.VALIDATION_FAILED, messageId, { params, fields: [{ field, message: { id: messageId, params } }] });
}

const nameTaken = (name: string) =>
  new AppError(ErrorCode.CONFLICT, 'serviceCenter.nameTaken', {
    params: { name },
    fields: [{ field: 'name', message: { id: 'serviceCenter.nameTaken', params: { name } } }],
  });

async function assertNameFree(tx: Tx, name: string, exceptId: string | null): Promise<void> {
  // Names are unique whatever their case: "Servicecenter Aarhus" and "servicecenter aarhus" are one place.
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from service_centers where lower(name) = lower(${name}) ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`);
  if (rows.length > 0) throw nameTaken(name);
}

async function checkLinks(tx: Tx, input: { userIds?: string[]; organizationIds?: string[] }): Promise<void> {
  const users = await missingIds(tx, 'users', input.userIds ?? []);
  if (users.length > 0) throw unknownIdsError('userIds', 'serviceCenter.unknownUsers', users);
  const organizations = await missingIds(tx, 'organizations', input.organizationIds ?? []);
  if (organizations.length > 0) throw unknownIdsError('organizationIds', 'serviceCenter.unknownOrganizations', organizations);
}

async function replaceLinks(tx: Tx, centerId: string, input: { userIds?: string[]; organizationIds?: string[] }): Promise<void> {
  if (input.userIds) {
    await tx.execute(sql`delete from service_center_users where service_center_id = ${centerId}`);
    if (input.userIds.length > 0) {
      await tx.insert(schema.serviceCenterUsers).values(input.userIds.map((userId) => ({ serviceCenterId: centerId, userId })));
    }
  }
  if (input.organizationIds) {
    await tx.execute(sql`delete from service_center_organizations where service_center_id = ${centerId}`);
    if (input.organizationIds.length > 0) {
      await tx
        .insert(schema.serviceCenterOrganizations)
        .values(input.organizationIds.map((organizationId) => ({ serviceCenterId: centerId, organizationId })));
    }
  }
}

const geoOf = (row: { lat: number | null; lon: number | null }) => (row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon });
const sameList = (a: string[], b: string[]) => a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/** Service centres, their staff and technicians, and the organisations they serve. */
export function serviceCenterRepository(db: Db) {
  return {
    /**
     * The organisations served by the active service centres a user works in: as staff
     * (service_center_users) or as an active technician. A deactivated technician loses the centre
     * even while still listed as its staff.
     */
    async servedOrganizationIds(userId: string): Promise<string[]> {
      const result = await db.execute<{ organization_id: string }>(sql`
        select distinct sco.organization_id
        from service_center_organizations sco
        join service_centers sc on sc.id = sco.service_center_id and sc.is_active
        where sco.service_center_id in (
          select t.service_center_id from technicians t where t.user_id = ${userId} and t.is_active
          union
          select scu.service_center_id from service_center_users scu
          where scu.user_id = ${userId}
            and not exists (
              select 1 from technicians t
              where t.service_center_id = scu.service_center_id and t.user_id = ${userId} and not t.is_active
            )
        )
        order by 1`);
      return result.rows.map((row) => row.organization_id);
    },

    /**
     * The centres a user works in, active or not, as staff or as an active technician (a deactivated
     * technician loses the centre, as in servedOrganizationIds): technicians_user_id_idx and
     * service_center_users_user_id_idx find them.
     */
    async ownServiceCenterIds(userId: string): Promise<string[]> {
      const result = await db.execute<{ id: string }>(sql`
        select t.service_center_id as id from technicians t where t.user_id = ${userId} and t.is_active
        union
        select scu.service_center_id from service_center_users scu
        where scu.user_id = ${userId}
          and not exists (select 1 from technicians t where t.service_center_id = scu.service_center_id and t.user_id = ${userId} and not t.is_active)
        order by 1`);
      return result.rows.map((row) => row.id);
    },

    /** A page of the centres in `scope`, with the total. */
    async listPage(
      filter: ServiceCenterListFilter & { sort: ServiceCenterSort; scope: ServiceCenterScope },
      page: number,
      perPage: number,
    ): Promise<{ data: ServiceCenterDto[]; total: number }> {
      const conditions: SQL[] = [serviceCenterScopeCondition(filter.scope)];
      if (filter.search) conditions.push(sql`(sc.name ilike ${likePattern(filter.search)} or sc.address ilike ${likePattern(filter.search)})`);
      if (filter.isActive !== undefined) conditions.push(sql`sc.is_active = ${filter.isActive}`);
      if (filter.organizationIds?.length) {
        conditions.push(sql`sc.id in (select sco.service_center_id from service_center_organizations sco
          where sco.organization_id = any(${sql.param(filter.organizationIds)}::uuid[]))`);
      }
      const where = sql.join(conditions, sql` and `);
      const [rows, count] = await Promise.all([
        db.execute<{ data: ServiceCenterDto[] }>(sql`
          select coalesce(json_agg(${centerJson} order by x.n), '[]'::json) as data
          from (
            select sc.id, row_number() over (order by ${centerOrder(filter.sort)}) as n from service_centers sc where ${where}
            order by ${centerOrder(filter.sort)} limit ${perPage} offset ${pageOffset(page, perPage)}
          ) x join service_centers sc on sc.id = x.id`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from service_centers sc where ${where}`),
      ]);
      return { data: rows.rows[0]!.data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /** Whether the centre exists and is in `scope` (its primary key, and the scope's indexes). */
    async isInScope(id: string, scope: ServiceCenterScope): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from service_centers sc where sc.id = ${id} and ${serviceCenterScopeCondition(scope)}`);
      return rows.length > 0;
    },

    /** One centre when it is in `scope`; undefined when there is none or the caller may not see it. */
    async get(id: string, scope: ServiceCenterScope = 'all', reader: Pick<Db, 'execute'> = db): Promise<ServiceCenterDto | undefined> {
      const { rows } = await reader.execute<{ data: ServiceCenterDto }>(sql`
        select ${centerJson} as data from service_centers sc where sc.id = ${id} and ${serviceCenterScopeCondition(scope)}`);
      return rows[0]?.data;
    },

    /** Creates a centre with its staff and served organisations, audited, announced on commit. */
    async create(input: ServiceCenterCreate, actorUserId: string): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          await assertNameFree(tx, input.name, null);
          await checkLinks(tx, input);
          const [row] = await tx
            .insert(schema.serviceCenters)
            .values({ name: input.name, address: input.address ?? null, lat: input.geo?.lat ?? null, lon: input.geo?.lon ?? null, isActive: input.isActive ?? true })
            .returning({ id: schema.serviceCenters.id });
          const id = row!.id;
          await replaceLinks(tx, id, { userIds: input.userIds ?? [], organizationIds: input.organizationIds ?? [] });
          const changes: Changes = {
            name: { before: null, after: input.name },
            address: { before: null, after: input.address ?? null },
            geo: { before: null, after: input.geo ?? null },
            isActive: { before: null, after: input.isActive ?? true },
            userIds: { before: null, after: input.userIds ?? [] },
            organizationIds: { before: null, after: input.organizationIds ?? [] },
          };
          await writeAudit(tx, { actorUserId, action: 'serviceCenter.create', subject: 'ServiceCenter', subjectId: id, changes });
          await publishServiceCenterChanged(tx, { kind: 'CREATED', serviceCenterId: id, userIds: input.userIds ?? [] });
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken(input.name);
        throw error;
      }
    },

    /**
     * Applies a patch (name, address, geo, staff, served organisations, activation); audits the fields that
     * changed. False when the centre does not exist. The row is locked, so an assignment checking
     * the centre (assignableTechnician, `for share`) never sees half of a deactivation.
     */
    async update(id: string, patch: ServiceCenterPatch, actorUserId: string): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const before = await lockCenter(tx, id);
          if (!before) return false;
          const changes: Changes = {};
          if (patch.name !== undefined && patch.name !== before.name) {
            await assertNameFree(tx, patch.name, id);
            changes.name = { before: before.name, after: patch.name };
          }
          if (patch.address !== undefined && patch.address !== before.address) {
            changes.address = { before: before.address, after: patch.address };
          }
          if (patch.geo !== undefined && JSON.stringify(patch.geo) !== JSON.stringify(geoOf(before))) {
            changes.geo = { before: geoOf(before), after: patch.geo };
          }
          if (patch.isActive !== undefined && patch.isActive !== before.is_active) {
            changes.isActive = { before: before.is_active, after: patch.isActive };
          }
          await checkLinks(tx, patch);
          if (patch.userIds && !sameList(patch.userIds, before.user_ids)) changes.userIds = { before: before.user_ids, after: patch.userIds };
          if (patch.organizationIds && !sameList(patch.organizationIds, before.organization_ids)) {
            changes.organizationIds = { before: before.organization_ids, after: patch.organizationIds };
          }
          if (Object.keys(changes).length === 0) return true;
          const people = await peopleOf(tx, id);
          await tx.execute(sql`
            update service_centers set
              name = ${patch.name ?? before.name},
              address = ${patch.address === undefined ? before.address : patch.address},
              lat = ${patch.geo === undefined ? before.lat : (patch.geo?.lat ?? null)},
              lon = ${patch.geo === undefined ? before.lon : (patch.geo?.lon ?? null)},
              is_active = ${patch.isActive ?? before.is_active},
              updated_at = now()
            where id = ${id}`);
          await replaceLinks(tx, id, {
            userIds: changes.userIds ? patch.userIds : undefined,
            organizationIds: changes.organizationIds ? patch.organizationIds : undefined,
          });
          const action = Object.keys(changes).length === 1 && changes.isActive ? (patch.isActive ? 'serviceCenter.activate' : 'serviceCenter.deactivate') : 'serviceCenter.update';
          await writeAudit(tx, { actorUserId, action, subject: 'ServiceCenter', subjectId: id, changes });
          await publishServiceCenterChanged(tx, { kind: 'UPDATED', serviceCenterId: id, userIds: [...people, ...(patch.userIds ?? [])] });
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error) && patch.name !== undefined) throw nameTaken(patch.name);
        throw error;
      }
    },

    /**
     * Deletes a centre with its staff links, technicians and their models; refused with 409 while it
     * has open service orders (service_orders_service_center_id_idx). Closed orders keep their
     * history with no centre (the foreign key sets null). False when there is none.
     */
    async remove(id: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await lockCenter(tx, id);
        if (!before) return false;
        const { rows } = await tx.execute<{ open: number }>(sql`
          select count(*)::int as open from service_orders so join service_order_statuses sos on sos.id = so.status_id
          where so.service_center_id = ${id} and ${OPEN_ORDER_CONDITION}`);
        const open = Number(rows[0]?.open ?? 0);
        if (open > 0) throw new AppError(ErrorCode.CONFLICT, 'serviceCenter.hasOpenOrders', { params: { count: open } });
        const people = await peopleOf(tx, id);
        await tx.execute(sql`delete from service_centers where id = ${id}`);
        const changes: Changes = {
          name: { before: before.name, after: null },
          address: { before: before.address, after: null },
          geo: { before: geoOf(before), after: null },
          isActive: { before: before.is_active, after: null },
          userIds: { before: before.user_ids, after: null },
          organizationIds: { before: before.organization_ids, after: null },
        };
        await writeAudit(tx, { actorUserId, action: 'serviceCenter.delete', subject: 'ServiceCenter', subjectId: id, changes });
        await publishServiceCenterChanged(tx, { kind: 'DELETED', serviceCenterId: id, userIds: people });
        return true;
      });
    },
  };
}
