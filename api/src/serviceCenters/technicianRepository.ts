import { type SQL, sql } from 'drizzle-orm';
import { createAppAbility } from '../abilities/appAbility.ts';
import { loadRules } from '../abilities/loadRules.ts';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/isUniqueViolation.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { publishServiceCenterChanged } from '../events/serviceCenterChanged.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import { pageOffset } from '../schemas/common.ts';
import { OPEN_ORDER_CONDITION } from './openOrders.ts';
import { missingIds, peopleOf } from './serviceCenterRepository.ts';
import type { AllTechniciansFilter, TechnicianDto, TechnicianListFilter, TechnicianPatch } from './serviceCenterSchemas.ts';
import { type ServiceCenterScope, serviceCenterScopeCondition } from './serviceCenterScope.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Changes = Record<string, { before: unknown; after: unknown }>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One technician in the API's shape, over the aliases `t` (technicians) and `u` (their user). */
const technicianJson = sql`json_build_object(
  '_id', t.id,
  'serviceCenterId', t.service_center_id,
  'name', t.name,
  'isActive', t.is_active,
  'user', json_build_object('_id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'isActive', u.is_active),
  'models', coalesce((
    select json_agg(json_build_object('_id', dm.id, 'title', dm.title) order by dm.title)
    from technician_models tm join device_models dm on dm.id = tm.device_model_id where tm.technician_id = t.id), '[]'::json),
  'openOrderCount', (select count(*)::int from service_orders so
    join service_order_statuses sos on sos.id = so.status_id
    where so.technician_id = t.id and ${OPEN_ORDER_CONDITION}),
  'createdAt', ${isoJson(sql`t.created_at`)},
  'updatedAt', ${isoJson(sql`t.updated_at`)}
)`;

type TechnicianRow = { id: string; user_id: string; is_active: boolean; model_ids: string[] };

/** The technician's row in the centre with their models, locked for the rest of the transaction. */
async function lockTechnician(tx: Tx, centerId: string, technicianId: string): Promise<TechnicianRow | undefined> {
  const { rows } = await tx.execute<TechnicianRow>(sql`
    select t.id, t.user_id, t.is_active,
      coalesce((select array_agg(tm.device_model_id order by tm.device_model_id) from technician_models tm where tm.technician_id = t.id), '{}') as model_ids
    from technicians t where t.id = ${technicianId} and t.service_center_id = ${centerId} for update`);
  return rows[0];
}

async function checkModels(tx: Tx, modelIds: string[]): Promise<void> {
  const missing = await missingIds(tx, 'device_models', modelIds);
  if (missing.length === 0) return;
  const params = { ids: missing.join(', ') };
  throw new AppError(ErrorCode.VALIDATION_FAILED, 'technician.unknownModels', {
    params,
    fields: [{ field: 'modelIds', message: { id: 'technician.unknownModels', params } }],
  });
}

async function replaceModels(tx: Tx, technicianId: string, modelIds: string[]): Promise<void> {
  await tx.execute(sql`delete from technician_models where technician_id = ${technicianId}`);
  if (modelIds.length === 0) return;
  await tx.execute(sql`
    insert into technician_models (technician_id, device_model_id)
    select ${technicianId}, m from unnest(${sql.param(modelIds)}::uuid[]) as m`);
}

const userRefused = (id: 'technician.userInactive' | 'technician.userLacksRole') =>
  new AppError(ErrorCode.VALIDATION_FAILED, id, { fields: [{ field: 'userId', message: { id } }] });

/**
 * Whether the user's roles let them work service orders (`update Service`: the technician role,
 * service managers, administrators): a technician who could not open their orders is no technician.
 */
async function mayWorkServiceOrders(db: Db, userId: string): Promise<boolean> {
  return createAppAbility((await loadRules(db, userId)).all).can('update', 'Service');
}

/**
 * Locks the centre row (`for share`) so a technician is never added to a centre being deleted;
 * false when there is none.
 */
async function shareCenter(tx: Tx, centerId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from service_centers where id = ${centerId} for share`);
  return rows.length > 0;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The technicians of service centres: who they are, whether active, the models they service. */
export function technicianRepository(db: Db) {
  return {
    /**
     * A page of a centre's technicians by name (the unique (service_center_id, user_id) index finds
     * a centre's rows; a centre has few, sorted in memory).
     */
    async listPage(centerId: string, filter: TechnicianListFilter, page: number, perPage: number): Promise<{ data: TechnicianDto[]; total: number }> {
      const conditions: SQL[] = [sql`t.service_center_id = ${centerId}`];
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(sql`(t.name ilike ${pattern} or u.email ilike ${pattern})`);
      }
      if (filter.isActive !== undefined) conditions.push(sql`t.is_active = ${filter.isActive}`);
      const where = sql.join(conditions, sql` and `);
      const [rows, count] = await Promise.all([
        db.execute<{ data: TechnicianDto[] }>(sql`
          select coalesce(json_agg(${technicianJson} order by x.n), '[]'::json) as data
          from (
            select t.id, row_number() over (order by lower(t.name), t.id) as n
            from technicians t join users u on u.id = t.user_id where ${where}
            order by lower(t.name), t.id limit ${perPage} offset ${pageOffset(page, perPage)}
          ) x join technicians t on t.id = x.id join users u on u.id = t.user_id`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from technicians t join users u on u.id = t.user_id where ${where}`),
      ]);
      return { data: rows.rows[0]!.data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /**
     * A page of the technicians of every centre in `scope`, by name then centre. The scope and the
     * centre filter go through the centres (service_center_organizations_organization_id_idx, the
     * primary key) to their technicians (technicians_service_center_id_user_id_key); a model filter
     * probes technician_models' primary key per technician. Technicians are people a dispatcher
     * manages — hundreds, not millions — so the name order and search run over those rows.
     */
    async listAcross(
      filter: AllTechniciansFilter & { scope: ServiceCenterScope; descending: boolean },
      page: number,
      perPage: number,
    ): Promise<{ data: TechnicianDto[]; total: number }> {
      const conditions: SQL[] = [sql`t.service_center_id in (select sc.id from service_centers sc where ${serviceCenterScopeCondition(filter.scope)})`];
      if (filter.serviceCenterIds?.length) conditions.push(sql`t.service_center_id = any(${sql.param(filter.serviceCenterIds)}::uuid[])`);
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(sql`(t.name ilike ${pattern} or u.email ilike ${pattern} or (u.first_name || ' ' || u.last_name) ilike ${pattern})`);
      }
      if (filter.isActive !== undefined) conditions.push(sql`t.is_active = ${filter.isActive}`);
      if (filter.modelIds?.length) {
        conditions.push(sql`exists (select 1 from technician_models tm where tm.technician_id = t.id and tm.device_model_id = any(${sql.param(filter.modelIds)}::uuid[]))`);
      }
      const where = sql.join(conditions, sql` and `);
      const dir = filter.descending ? sql`desc` : sql`asc`;
      const order = sql`lower(t.name) ${dir}, (select lower(sc.name) from service_centers sc where sc.id = t.service_center_id) ${dir}, t.id ${dir}`;
      const [rows, count] = await Promise.all([
        db.execute<{ data: TechnicianDto[] }>(sql`
          select coalesce(json_agg(${technicianJson} order by x.n), '[]'::json) as data
          from (
            select t.id, row_number() over (order by ${order}) as n
            from technicians t join users u on u.id = t.user_id where ${where}
            order by ${order} limit ${perPage} offset ${pageOffset(page, perPage)}
          ) x join technicians t on t.id = x.id join users u on u.id = t.user_id`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from technicians t join users u on u.id = t.user_id where ${where}`),
      ]);
      return { data: rows.rows[0]!.data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /** One technician of a centre; undefined when the centre has none by that id. */
    async get(centerId: string, technicianId: string): Promise<TechnicianDto | undefined> {
      const { rows } = await db.execute<{ data: TechnicianDto }>(sql`
        select ${technicianJson} as data from technicians t join users u on u.id = t.user_id
        where t.id = ${technicianId} and t.service_center_id = ${centerId}`);
      return rows[0]?.data;
    },

    /**
     * Adds a user as a technician of a centre: the user must exist, be active and hold a role that
     * works service orders (`update Service`); twice is 409. Undefined when the centre does not exist.
     */
    async add(
      centerId: string,
      input: { userId: string; modelIds?: string[]; isActive?: boolean },
      actorUserId: string,
    ): Promise<string | undefined> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await shareCenter(tx, centerId))) return undefined;
          const { rows: users } = await tx.execute<{ first_name: string; last_name: string; email: string; is_active: boolean }>(sql`
            select first_name, last_name, email, is_active from users where id = ${input.userId}`);
          const user = users[0];
          if (!user) {
            throw new AppError(ErrorCode.VALIDATION_FAILED, 'technician.unknownUser', { fields: [{ field: 'userId', message: { id: 'technician.unknownUser' } }] });
          }
          if (!user.is_active) throw userRefused('technician.userInactive');
          if (!(await mayWorkServiceOrders(tx, input.userId))) throw userRefused('technician.userLacksRole');
          const { rows: existing } = await tx.execute(sql`select 1 from technicians where service_center_id = ${centerId} and user_id = ${input.userId}`);
          if (existing.length > 0) throw new AppError(ErrorCode.CONFLICT, 'technician.alreadyAdded');
          const modelIds = input.modelIds ?? [];
          await checkModels(tx, modelIds);
          const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
          const isActive = input.isActive ?? true;
          const { rows } = await tx.execute<{ id: string }>(sql`
            insert into technicians (service_center_id, user_id, name, is_active)
            values (${centerId}, ${input.userId}, ${name}, ${isActive}) returning id`);
          const id = rows[0]!.id;
          await replaceModels(tx, id, modelIds);
          const changes: Changes = {
            serviceCenterId: { before: null, after: centerId },
            userId: { before: null, after: input.userId },
            name: { before: null, after: name },
            isActive: { before: null, after: isActive },
            modelIds: { before: null, after: modelIds },
          };
          await writeAudit(tx, { actorUserId, action: 'technician.create', subject: 'Technician', subjectId: id, changes });
          await publishServiceCenterChanged(tx, { kind: 'TECHNICIANS', serviceCenterId: centerId, technicianId: id, userIds: await peopleOf(tx, centerId) });
          return id;
        });
      } catch (error) {
        // Two adds of one user at once: the unique (service_center_id, user_id) key decides.
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, 'technician.alreadyAdded');
        throw error;
      }
    },

    /** Activates/deactivates a technician or replaces their models; false when the centre has none by that id. */
    async update(centerId: string, technicianId: string, patch: TechnicianPatch, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await lockTechnician(tx, centerId, technicianId);
        if (!before) return false;
        const changes: Changes = {};
        if (patch.isActive !== undefined && patch.isActive !== before.is_active) changes.isActive = { before: before.is_active, after: patch.isActive };
        if (patch.modelIds) {
          await checkModels(tx, patch.modelIds);
          if (!sameList(patch.modelIds, before.model_ids)) changes.modelIds = { before: before.model_ids, after: patch.modelIds };
        }
        if (Object.keys(changes).length === 0) return true;
        if (changes.isActive) await tx.execute(sql`update technicians set is_active = ${patch.isActive!}, updated_at = now() where id = ${technicianId}`);
        else await tx.execute(sql`update technicians set updated_at = now() where id = ${technicianId}`);
        if (changes.modelIds) await replaceModels(tx, technicianId, patch.modelIds!);
        const action =
          Object.keys(changes).length === 1 && changes.isActive ? (patch.isActive ? 'technician.activate' : 'technician.deactivate') : 'technician.update';
        await writeAudit(tx, { actorUserId, action, subject: 'Technician', subjectId: technicianId, changes: { serviceCenterId: { before: centerId, after: centerId }, ...changes } });
        await publishServiceCenterChanged(tx, { kind: 'TECHNICIANS', serviceCenterId: centerId, technicianId, userIds: await peopleOf(tx, centerId) });
        return true;
      });
    },

    /**
     * Removes a technician from a centre; refused with 409 while open service orders are assigned
     * to them (service_orders_technician_id_idx), so no open order silently loses its technician.
     * False when the centre has none by that id.
     */
    async remove(centerId: string, technicianId: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await lockTechnician(tx, centerId, technicianId);
        if (!before) return false;
        const { rows } = await tx.execute<{ open: number }>(sql`
          select count(*)::int as open from service_orders so join service_order_statuses sos on sos.id = so.status_id
          where so.technician_id = ${technicianId} and ${OPEN_ORDER_CONDITION}`);
        const open = Number(rows[0]?.open ?? 0);
        if (open > 0) throw new AppError(ErrorCode.CONFLICT, 'technician.hasOpenOrders', { params: { count: open } });
        const people = await peopleOf(tx, centerId);
        await tx.execute(sql`delete from technicians where id = ${technicianId}`);
        const changes: Changes = {
          serviceCenterId: { before: centerId, after: null },
          userId: { before: before.user_id, after: null },
          isActive: { before: before.is_active, after: null },
          modelIds: { before: before.model_ids, after: null },
        };
        await writeAudit(tx, { actorUserId, action: 'technician.delete', subject: 'Technician', subjectId: technicianId, changes });
        await publishServiceCenterChanged(tx, { kind: 'TECHNICIANS', serviceCenterId: centerId, technicianId, userIds: people });
        return true;
      });
    },
  };
}
