import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import type { InstallationOrderStatus } from '../db/schema/installation.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../errors.ts';
import { type InstallationOrderChangeKind, publishInstallationOrderChanged } from '../events/installationOrderChanged.ts';
import type { MessageId, MessageParams } from '../i18n/messages.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { translate } from '../i18n/translate.ts';
import { assertAssignableTechnician } from '../serviceCenters/assignableTechnician.ts';
import { dayBoundary, dayIn, type DayInput } from '../serviceOrders/serviceOrderInput.ts';
import {
  type InstallationOrderCreate,
  type InstallationOrderPatch,
  MAX_DEVICES_PER_ORDER,
} from './installationOrderInput.ts';
import { type InstallationOrderFacts, installationOrderRepository } from './installationOrderRepository.ts';
import { type InstallationOrderScope, installationOrderScope, orderInScope } from './installationOrderScope.ts';
import { assertInstallationTransition } from './installationOrderTransitions.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const invalid = (field: string, id: MessageId, params?: MessageParams) =>
  new AppError(ErrorCode.VALIDATION_FAILED, id, { params, fields: [{ field, message: params ? { id, params } : { id } }] });

/** Whether the caller dispatches the owner's installation orders (creates, edits, archives them). */
export const dispatchesInstallation = (request: FastifyRequest, ownerId: string) => request.allowedIn('create', 'InstallationOrder', ownerId);

/**
 * Whether the caller works on the order: a dispatcher of its owner, or the technician assigned to it
 * (403 otherwise, with why for a technician of the centre who is not the assigned one).
 */
export function assertWorksOn(request: FastifyRequest, facts: InstallationOrderFacts): void {
  if (dispatchesInstallation(request, facts.ownerId)) return;
  if (!request.ability.can('update', 'InstallationOrder')) throw forbidden();
  if (facts.technicianUserId !== request.user.id) throw new AppError(ErrorCode.FORBIDDEN, 'installation.onlyOwnOrders');
}

/** The end of the due day in the caller's offset; refuses a day already over. */
function dueDateOf(input: DayInput, utcOffsetHours: number, now = new Date()): Date {
  const end = dayBoundary(dayIn(input, utcOffsetHours), utcOffsetHours, 'end');
  if (end.getTime() < now.getTime()) throw invalid('dueDate', 'serviceOrder.dueDateInPast');
  return end;
}

async function checkCenter(tx: Tx, centerId: string, ownerId: string): Promise<void> {
  const { rows } = await tx.execute<{ center: string | null; owner: string | null; serves: boolean }>(sql`
    select (select name from service_centers where id = ${centerId}) as center, (select name from organizations where id = ${ownerId}) as owner,
      exists (select 1 from service_center_organizations where service_center_id = ${centerId} and organization_id = ${ownerId} for share) as serves`);
  const row = rows[0]!;
  if (row.center === null) throw invalid('serviceCenter', 'serviceOrder.unknownServiceCenter');
  // Its staff and technicians could not read the owner's devices otherwise.
  if (!row.serves) throw invalid('serviceCenter', 'serviceOrder.centerDoesNotServeOwner', { center: row.center, owner: row.owner ?? ownerId });
}

/** The organisation must exist (a rule on every organisation does not make an id one). */
async function checkOwner(tx: Tx, ownerId: string): Promise<void> {
  const { rows } = await tx.execute(sql`select 1 from organizations where id = ${ownerId}`);
  if (rows.length === 0) throw invalid('owner', 'installation.unknownOwner');
}

async function checkLookups(tx: Tx, table: 'device_type_categories' | 'device_models', ids: string[], field: 'types' | 'models'): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await tx.execute<{ id: string }>(sql`select id from ${sql.identifier(table)} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw invalid(field, field === 'types' ? 'installation.unknownTypes' : 'installation.unknownModels', { ids: missing.join(', ') });
}

type LockedStockDevice = {
  id: string;
  name: string;
  device: string;
  owner_id: string;
  device_model_id: string;
  category_id: string;
  lifecycle: 'in_stock' | 'installed' | 'taken_down';
  deleted: boolean;
  other_order: string | null;
};

/**
 * Checks devices for an order and locks them (id order, so two orders taking the same device queue
 * instead of deadlocking): live and readable by the caller, the owner's, in stock, of the order's
 * types and models (when it names any), and on no other open order. 400 naming each failing one as
 * `devices.<index>`.
 */
async function checkDevicesForOrder(
  tx: Tx,
  request: FastifyRequest,
  order: { id: string | null; ownerId: string; typeIds: string[]; modelIds: string[] },
  deviceIds: string[],
): Promise<void> {
  if (deviceIds.length === 0) return;
  const language = requestLanguage(request);
  const { rows } = await tx.execute<LockedStockDevice>(sql`
    select d.id, d.name, d.device, d.owner_id, d.device_model_id, m.device_type_category_id as category_id, d.lifecycle,
      d.deleted_at is not null as deleted,
      (select io.name from installation_order_devices iod join installation_orders io on io.id = iod.installation_order_id
        where iod.device_id = d.id and io.status in ('new', 'in_progress') ${order.id ? sql`and io.id <> ${order.id}` : sql``} limit 1) as other_order
    from devices d join device_models m on m.id = d.device_model_id
    where d.id in (${sql.join(deviceIds.map((id) => sql`${id}`), sql`, `)})
    order by d.id
    for update of d`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const onOrder = order.id
    ? new Set(
        (await tx.execute<{ device_id: string }>(sql`select device_id from installation_order_devices where installation_order_id = ${order.id}`)).rows.map(
          (row) => row.device_id,
        ),
      )
    : new Set<string>();
  const fields: { field: string; message: { id: MessageId; params?: MessageParams } }[] = [];
  deviceIds.forEach((id, index) => {
    const found = byId.get(id);
    const refuse = (messageId: MessageId, params: MessageParams = {}) =>
      fields.push({ field: `devices.${index}`, message: { id: messageId, params: { device: found ? `${found.name} (${found.device})` : id, ...params } } });
    if (!found || found.deleted || !request.allowedIn('read', 'Device', found.owner_id)) return refuse('installation.deviceUnknown');
    if (found.owner_id !== order.ownerId) return refuse('installation.deviceNotOfOwner');
    if (onOrder.has(id)) return refuse('installation.deviceAlreadyOnOrder');
    if (found.lifecycle !== 'in_stock') {
      return refuse('installation.deviceNotInStock', { lifecycle: translate(language, `lifecycle.${found.lifecycle}` as MessageId).toLowerCase() });
    }
    if (order.typeIds.length > 0 && !order.typeIds.includes(found.category_id)) return refuse('installation.deviceOtherType');
    if (order.modelIds.length > 0 && !order.modelIds.includes(found.device_model_id)) return refuse('installation.deviceOtherModel');
    if (found.other_order !== null) return refuse('installation.deviceInOtherOrder', { order: found.other_order });
  });
  if (fields.length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', { fields });
}

async function audit(tx: Tx, request: FastifyRequest, action: string, facts: { id: string; ownerId: string }, changes: Record<string, unknown>) {
  await writeAudit(tx, { actorUserId: request.user.id, organizationId: facts.ownerId, action, subject: 'InstallationOrder', subjectId: facts.id, changes });
}

export async function publishChange(
  tx: Tx,
  kind: InstallationOrderChangeKind,
  facts: Pick<InstallationOrderFacts, 'id' | 'ownerId' | 'serviceCenterId'>,
  after?: { ownerId: string; serviceCenterId: string | null },
) {
  await publishInstallationOrderChanged(tx, {
    kind,
    orderId: facts.id,
    ownerId: facts.ownerId,
    serviceCenterIds: [facts.serviceCenterId, after?.serviceCenterId ?? null],
  });
  if (after && after.ownerId !== facts.ownerId) {
    await publishInstallationOrderChanged(tx, { kind, orderId: facts.id, ownerId: after.ownerId, serviceCenterIds: [after.serviceCenterId] });
  }
}

export interface InstallationWriteOutcome {
  id: string;
  /** A technician newly given the order: e-mail them once it has committed. */
  assignedTechnicianId: string | null;
}

const idsOf = async (tx: Tx, table: 'installation_order_types' | 'installation_order_models', column: string, orderId: string) =>
  (
    await tx.execute<{ id: string }>(
      sql`select ${sql.identifier(column)} as id from ${sql.identifier(table)} where installation_order_id = ${orderId} order by ${sql.identifier(column)}`,
    )
  ).rows.map((row) => row.id);

/** The devices' entries, in the order given: a microsecond apart, so the order's list (by created_at) keeps it. */
const insertDevices = (tx: Tx, orderId: string, deviceIds: string[]) =>
  tx.execute(sql`insert into installation_order_devices (installation_order_id, device_id, created_at)
    select ${orderId}, x, now() + n * interval '1 microsecond' from unnest(${sql.param(deviceIds)}::uuid[]) with ordinality as u(x, n)`);

/** A list as stored: unique, sorted (so an unchanged list compares equal). */
const normalised = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();

/**
 * The writes of installation orders. Each runs in one transaction that locks the order, checks the
 * caller's access and the order's state (installationOrderTransitions.ts), writes the change, its
 * audit entry (subject `InstallationOrder`, per field `{ from, to }`) and the
 * `installationOrder.changed` event (delivered on commit).
 */
export function installationOrderWrites(db: Db) {
  const orders = installationOrderRepository(db);

  /**
   * The locked order when the caller may read it (`scope`, loaded before the transaction: PGlite has
   * one connection, which the transaction holds); 404 otherwise (never 403: nothing leaks).
   */
  async function lockReadable(tx: Tx, scope: InstallationOrderScope, id: string): Promise<InstallationOrderFacts> {
    const facts = await orders.facts(id, tx, true);
    if (!facts || !orderInScope(scope, facts)) throw notFound('notFound.installationOrder');
    return facts;
  }

  /** Locks the order the caller may read and checks who they are for it and its state, all in one. */
  async function lockFor(
    tx: Tx,
    request: FastifyRequest,
    scope: InstallationOrderScope,
    id: string,
    who: 'dispatcher' | 'worker',
  ): Promise<InstallationOrderFacts> {
    const facts = await lockReadable(tx, scope, id);
    if (who === 'dispatcher' && !dispatchesInstallation(request, facts.ownerId)) throw forbidden();
    if (who === 'worker') assertWorksOn(request, facts);
    return facts;
  }

  async function setStatus(tx: Tx, id: string, to: InstallationOrderStatus) {
    const stamp = { new: sql``, in_progress: sql`, started_at = coalesce(started_at, now())`, completed: sql`, completed_at = now()`, archived: sql`, archived_at = now()` }[to];
    await tx.execute(sql`update installation_orders set status = ${to}, updated_at = now() ${stamp} where id = ${id}`);
  }

  return {
    lockReadable,
    lockFor,

    async create(request: FastifyRequest, input: InstallationOrderCreate): Promise<InstallationWriteOutcome> {
      if (!dispatchesInstallation(request, input.owner)) throw invalid('owner', 'installation.unknownOwner');
      const dueDate = input.dueDate ? dueDateOf(input.dueDate, request.user.utcOffset) : null;
      const typeIds = normalised(input.types ?? []);
      const modelIds = normalised(input.models ?? []);
      const deviceIds = [...new Set((input.devices ?? []).map((id) => id.toLowerCase()))];
      const centerId = input.serviceCenter ?? null;
      const technicianId = input.technician ?? null;
      return db.transaction(async (tx) => {
        await checkOwner(tx, input.owner);
        if (technicianId && !centerId) throw invalid('technician', 'serviceOrder.technicianNeedsCenter');
        if (centerId) await checkCenter(tx, centerId, input.owner);
        if (technicianId && centerId) await assertAssignableTechnician(tx, technicianId, centerId);
        await checkLookups(tx, 'device_type_categories', typeIds, 'types');
        await checkLookups(tx, 'device_models', modelIds, 'models');
        await checkDevicesForOrder(tx, request, { id: null, ownerId: input.owner, typeIds, modelIds }, deviceIds);
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into installation_orders (name, owner_id, note, service_center_id, technician_id, due_date, created_by)
          values (${input.name}, ${input.owner}, ${input.note || null}, ${centerId}, ${technicianId},
            ${dueDate?.toISOString() ?? null}::timestamptz, ${request.user.id})
          returning id`);
        const id = rows[0]!.id;
        if (typeIds.length) {
          await tx.execute(sql`insert into installation_order_types (installation_order_id, device_type_category_id) select ${id}, x from unnest(${sql.param(typeIds)}::uuid[]) as x`);
        }
        if (modelIds.length) {
          await tx.execute(sql`insert into installation_order_models (installation_order_id, device_model_id) select ${id}, x from unnest(${sql.param(modelIds)}::uuid[]) as x`);
        }
        if (deviceIds.length) {
          await insertDevices(tx, id, deviceIds);
        }
        const values: Record<string, unknown> = {
          name: input.name,
          owner: input.owner,
          note: input.note || null,
          serviceCenter: centerId,
          technician: technicianId,
          dueDate: dueDate?.toISOString() ?? null,
          types: typeIds.length ? typeIds : null,
          models: modelIds.length ? modelIds : null,
          devices: deviceIds.length ? deviceIds : null,
          status: 'new',
        };
        const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null).map(([k, v]) => [k, { from: null, to: v }]));
        await audit(tx, request, 'installationOrder.create', { id, ownerId: input.owner }, changes);
        await publishChange(tx, 'CREATED', { id, ownerId: input.owner, serviceCenterId: centerId });
        return { id, assignedTechnicianId: technicianId };
      });
    },

    /** Order data: a dispatcher's, while the order is new or in progress. */
    async update(request: FastifyRequest, id: string, patch: InstallationOrderPatch): Promise<InstallationWriteOutcome> {
      const given = (Object.keys(patch) as (keyof InstallationOrderPatch)[]).filter((key) => patch[key] !== undefined);
      if (given.length === 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'installation.emptyPatch');
      const scope = await installationOrderScope(db, request, 'read');
      const language = requestLanguage(request);
      return db.transaction(async (tx) => {
        const facts = await lockFor(tx, request, scope, id, 'dispatcher');
        assertInstallationTransition('edit', facts.status, language);
        const { rows } = await tx.execute<{ name: string; note: string | null; due_date: string | null }>(
          sql`select name, note, due_date from installation_orders where id = ${id}`,
        );
        const before = rows[0]!;
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const sets = [];

        const ownerAfter = patch.owner ?? facts.ownerId;
        if (patch.owner !== undefined && patch.owner !== facts.ownerId) {
          if (!dispatchesInstallation(request, patch.owner)) throw invalid('owner', 'installation.unknownOwner');
          await checkOwner(tx, patch.owner);
          const { rows: held } = await tx.execute(sql`select 1 from installation_order_devices where installation_order_id = ${id} limit 1`);
          if (held.length > 0) throw new AppError(ErrorCode.CONFLICT, 'installation.ownerHasDevices');
          changes.owner = { from: facts.ownerId, to: patch.owner };
          sets.push(sql`owner_id = ${patch.owner}`);
        }
        // A centre removed takes its technician with it.
        const centerAfter = patch.serviceCenter !== undefined ? patch.serviceCenter : facts.serviceCenterId;
        let technicianAfter = patch.technician !== undefined ? patch.technician : facts.technicianId;
        if (patch.serviceCenter === null && patch.technician === undefined) technicianAfter = null;
        if (technicianAfter && !centerAfter) throw invalid('technician', 'serviceOrder.technicianNeedsCenter');
        if (centerAfter && (patch.serviceCenter !== undefined || changes.owner)) await checkCenter(tx, centerAfter, ownerAfter);
        if (technicianAfter && centerAfter && (patch.technician !== undefined || patch.serviceCenter !== undefined)) {
          await assertAssignableTechnician(tx, technicianAfter, centerAfter);
        }
        if (centerAfter !== facts.serviceCenterId) {
          changes.serviceCenter = { from: facts.serviceCenterId, to: centerAfter };
          sets.push(sql`service_center_id = ${centerAfter}`);
        }
        if (technicianAfter !== facts.technicianId) {
          changes.technician = { from: facts.technicianId, to: technicianAfter };
          sets.push(sql`technician_id = ${technicianAfter}`);
        }
        if (patch.name !== undefined && patch.name !== before.name) {
          changes.name = { from: before.name, to: patch.name };
          sets.push(sql`name = ${patch.name}`);
        }
        if (patch.note !== undefined && (patch.note || null) !== before.note) {
          changes.note = { from: before.note, to: patch.note || null };
          sets.push(sql`note = ${patch.note || null}`);
        }
        if (patch.dueDate !== undefined) {
          const due = patch.dueDate === null ? null : dueDateOf(patch.dueDate, request.user.utcOffset);
          const beforeDue = before.due_date === null ? null : new Date(before.due_date).toISOString();
          if ((due?.toISOString() ?? null) !== beforeDue) {
            changes.dueDate = { from: beforeDue, to: due?.toISOString() ?? null };
            sets.push(sql`due_date = ${due?.toISOString() ?? null}::timestamptz`);
          }
        }
        for (const [field, table, column, lookup] of [
          ['types', 'installation_order_types', 'device_type_category_id', 'device_type_categories'],
          ['models', 'installation_order_models', 'device_model_id', 'device_models'],
        ] as const) {
          const wanted = patch[field];
          if (wanted === undefined) continue;
          const to = normalised(wanted);
          const from = await idsOf(tx, table, column, id);
          if (JSON.stringify(from) === JSON.stringify(to)) continue;
          await checkLookups(tx, lookup, to, field);
          changes[field] = { from, to };
          await tx.execute(sql`delete from ${sql.identifier(table)} where installation_order_id = ${id}`);
          if (to.length) {
            await tx.execute(sql`insert into ${sql.identifier(table)} (installation_order_id, ${sql.identifier(column)}) select ${id}, x from unnest(${sql.param(to)}::uuid[]) as x`);
          }
        }
        if (changes.types || changes.models) {
          // The devices already on the order must still be of its types and models.
          const { rows: off } = await tx.execute<{ label: string }>(sql`
            select d.name || ' (' || d.device || ')' as label
            from installation_order_devices iod join devices d on d.id = iod.device_id join device_models m on m.id = d.device_model_id
            where iod.installation_order_id = ${id} and (
              (exists (select 1 from installation_order_types t where t.installation_order_id = ${id})
                and m.device_type_category_id not in (select t.device_type_category_id from installation_order_types t where t.installation_order_id = ${id}))
              or (exists (select 1 from installation_order_models x where x.installation_order_id = ${id})
                and d.device_model_id not in (select x.device_model_id from installation_order_models x where x.installation_order_id = ${id})))
            order by d.name limit 5`);
          if (off.length > 0) {
            throw invalid(changes.models ? 'models' : 'types', 'installation.devicesDoNotMatch', { devices: off.map((row) => row.label).join(', ') });
          }
        }
        if (Object.keys(changes).length === 0) return { id, assignedTechnicianId: null };
        await tx.execute(sql`update installation_orders set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)} where id = ${id}`);
        await audit(tx, request, 'installationOrder.update', facts, changes);
        await publishChange(tx, 'UPDATED', facts, { ownerId: ownerAfter, serviceCenterId: centerAfter });
        return { id, assignedTechnicianId: changes.technician && technicianAfter ? technicianAfter : null };
      });
    },

    /** new → in_progress: the order's technician or a dispatcher. */
    async start(request: FastifyRequest, id: string): Promise<InstallationWriteOutcome> {
      const scope = await installationOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockFor(tx, request, scope, id, 'worker');
        assertInstallationTransition('start', facts.status, requestLanguage(request));
        await setStatus(tx, id, 'in_progress');
        await audit(tx, request, 'installationOrder.start', facts, { status: { from: facts.status, to: 'in_progress' } });
        await publishChange(tx, 'STARTED', facts);
        return { id, assignedTechnicianId: null };
      });
    },

    /** → completed, once every device is installed or failed: the order's technician or a dispatcher. */
    async complete(request: FastifyRequest, id: string): Promise<InstallationWriteOutcome> {
      const scope = await installationOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockFor(tx, request, scope, id, 'worker');
        assertInstallationTransition('complete', facts.status, requestLanguage(request));
        const { rows } = await tx.execute<{ total: number | string; pending: number | string }>(sql`
          select count(*) as total, count(*) filter (where state = 'dlc_pending') as pending
          from installation_order_devices where installation_order_id = ${id}`);
        const total = Number(rows[0]?.total ?? 0);
        const pending = Number(rows[0]?.pending ?? 0);
        if (total === 0) throw new AppError(ErrorCode.CONFLICT, 'installation.noDevices');
        if (pending > 0) throw new AppError(ErrorCode.CONFLICT, 'installation.devicesPending', { params: { count: pending } });
        await tx.execute(sql`update installation_orders set started_at = coalesce(started_at, now()) where id = ${id}`);
        await setStatus(tx, id, 'completed');
        await audit(tx, request, 'installationOrder.complete', facts, { status: { from: facts.status, to: 'completed' } });
        await publishChange(tx, 'COMPLETED', facts);
        return { id, assignedTechnicianId: null };
      });
    },

    /** → archived (off the list): a dispatcher's, from a completed order or one nobody started. */
    async archive(request: FastifyRequest, id: string): Promise<InstallationWriteOutcome> {
      const scope = await installationOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockFor(tx, request, scope, id, 'dispatcher');
        assertInstallationTransition('archive', facts.status, requestLanguage(request));
        await setStatus(tx, id, 'archived');
        await audit(tx, request, 'installationOrder.archive', facts, { status: { from: facts.status, to: 'archived' } });
        await publishChange(tx, 'ARCHIVED', facts);
        return { id, assignedTechnicianId: null };
      });
    },

    /**
     * Deletes the order (`delete InstallationOrder` in its owner), in any state. One with installed
     * devices needs `confirm` (409 CONFIRMATION_REQUIRED otherwise): its devices stay installed. Answers
     * the storage keys of its devices' attachments (their rows go with it) to remove after commit.
     */
    async remove(request: FastifyRequest, id: string, confirm: boolean): Promise<string[]> {
      const scope = await installationOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockReadable(tx, scope, id);
        if (!request.allowedIn('delete', 'InstallationOrder', facts.ownerId)) throw forbidden();
        const { rows } = await tx.execute<{ installed: number | string; devices: string[] | null }>(sql`
          select count(*) filter (where state = 'dlc_installed') as installed, array_agg(device_id::text order by created_at) as devices
          from installation_order_devices where installation_order_id = ${id}`);
        const installed = Number(rows[0]?.installed ?? 0);
        if (installed > 0 && !confirm) {
          throw new AppError(ErrorCode.CONFIRMATION_REQUIRED, 'installation.deleteNeedsConfirmation', { params: { count: installed } });
        }
        const { rows: files } = await tx.execute<{ storage_key: string }>(sql`
          select a.storage_key from attachments a join installation_order_devices iod on iod.id = a.installation_order_device_id
          where iod.installation_order_id = ${id}`);
        await tx.execute(sql`delete from installation_orders where id = ${id}`);
        // The audit entry outlives the order: its history still says who deleted it, and when.
        await audit(tx, request, 'installationOrder.delete', facts, {
          status: { from: facts.status, to: null },
          name: { from: facts.name, to: null },
          devices: { from: rows[0]?.devices ?? [], to: null },
          installedDevices: { from: installed, to: null },
        });
        await publishChange(tx, 'DELETED', facts);
        return files.map((file) => file.storage_key);
      });
    },

    /** Adds stock devices to the order: a dispatcher's, while it is open. */
    async addDevices(request: FastifyRequest, id: string, deviceIds: string[]): Promise<void> {
      const scope = await installationOrderScope(db, request, 'read');
      const wanted = [...new Set(deviceIds.map((device) => device.toLowerCase()))];
      await db.transaction(async (tx) => {
        const facts = await lockFor(tx, request, scope, id, 'dispatcher');
        assertInstallationTransition('edit', facts.status, requestLanguage(request));
        const { rows } = await tx.execute<{ count: number | string }>(sql`select count(*) as count from installation_order_devices where installation_order_id = ${id}`);
        const have = Number(rows[0]?.count ?? 0);
        if (have + wanted.length > MAX_DEVICES_PER_ORDER) {
          throw new AppError(ErrorCode.CONFLICT, 'installation.tooManyDevices', { params: { max: MAX_DEVICES_PER_ORDER, left: Math.max(0, MAX_DEVICES_PER_ORDER - have) } });
        }
        const typeIds = await idsOf(tx, 'installation_order_types', 'device_type_category_id', id);
        const modelIds = await idsOf(tx, 'installation_order_models', 'device_model_id', id);
        await checkDevicesForOrder(tx, request, { id, ownerId: facts.ownerId, typeIds, modelIds }, wanted);
        await insertDevices(tx, id, wanted);
        await tx.execute(sql`update installation_orders set updated_at = now() where id = ${id}`);
        await audit(tx, request, 'installationOrder.device.add', facts, { devices: { from: null, to: wanted } });
        await publishChange(tx, 'UPDATED', facts);
      });
    },

    /** Takes a device off the order (a dispatcher's): not one already installed. Answers its attachments' storage keys. */
    async removeDevice(request: FastifyRequest, id: string, deviceId: string): Promise<string[]> {
      const scope = await installationOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockFor(tx, request, scope, id, 'dispatcher');
        assertInstallationTransition('edit', facts.status, requestLanguage(request));
        const { rows } = await tx.execute<{ id: string; state: string; label: string }>(sql`
          select iod.id, iod.state, d.name || ' (' || d.device || ')' as label
          from installation_order_devices iod join devices d on d.id = iod.device_id
          where iod.installation_order_id = ${id} and iod.device_id = ${deviceId} for update of iod`);
        const entry = rows[0];
        if (!entry) throw notFound('notFound.installationOrderDevice');
        if (entry.state === 'dlc_installed') throw new AppError(ErrorCode.CONFLICT, 'installation.deviceNotPending', { params: { device: entry.label } });
        const { rows: files } = await tx.execute<{ storage_key: string }>(sql`select storage_key from attachments where installation_order_device_id = ${entry.id}`);
        await tx.execute(sql`delete from installation_order_devices where id = ${entry.id}`);
        await tx.execute(sql`update installation_orders set updated_at = now() where id = ${id}`);
        await audit(tx, request, 'installationOrder.device.remove', facts, { devices: { from: [deviceId], to: null } });
        await publishChange(tx, 'UPDATED', facts);
        return files.map((file) => file.storage_key);
      });
    },

    /** The order's note on one of its devices: its technician's or a dispatcher's, while the order is open. */
    async saveNote(request: FastifyRequest, id: string, deviceId: string, note: string | null): Promise<void> {
      const scope = await installationOrderScope(db, request, 'read');
      await db.transaction(async (tx) => {
        const facts = await lockFor(tx, request, scope, id, 'worker');
        assertInstallationTransition('edit', facts.status, requestLanguage(request));
        const { rows } = await tx.execute<{ id: string; note: string | null }>(sql`
          select id, note from installation_order_devices where installation_order_id = ${id} and device_id = ${deviceId} for update`);
        const entry = rows[0];
        if (!entry) throw notFound('notFound.installationOrderDevice');
        const next = note || null;
        if (entry.note === next) return;
        await tx.execute(sql`update installation_order_devices set note = ${next}, updated_at = now() where id = ${entry.id}`);
        await audit(tx, request, 'installationOrder.device.note', facts, { [`devices.${deviceId}.note`]: { from: entry.note, to: next } });
        await publishChange(tx, 'UPDATED', facts);
      });
    },
  };
}

