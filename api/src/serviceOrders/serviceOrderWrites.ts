import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../errors.ts';
import { publishServiceOrderChanged, type ServiceOrderChangeKind } from '../events/serviceOrderChanged.ts';
import type { MessageId, MessageParams } from '../i18n/messages.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { assertAssignableTechnician } from '../serviceCenters/assignableTechnician.ts';
import { dayBoundary, dayIn, type DayInput, serviceDataFields, type ServiceOrderCreate, type ServiceOrderPatch } from './serviceOrderInput.ts';
import { serviceOrderFileRepository } from './serviceOrderFileRepository.ts';
import { type ServiceOrderFacts, serviceOrderRepository } from './serviceOrderRepository.ts';
import { orderInScope, type ServiceOrderScope, serviceOrderScope } from './serviceOrderScope.ts';
import { assertTransition } from './serviceOrderTransitions.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const invalid = (field: string, id: MessageId, params?: MessageParams) =>
  new AppError(ErrorCode.VALIDATION_FAILED, id, { params, fields: [{ field, message: params ? { id, params } : { id } }] });

/** The stored columns an order's audit entries and PATCH speak of, by the API's field names. */
const columnOf = {
  device: 'device_id',
  owner: 'owner_id',
  service_center: 'service_center_id',
  technician: 'technician_id',
  service_issue: 'service_issue',
  notes: 'notes',
  dueDate: 'due_date',
  activeWizardStep: 'active_wizard_step',
  cause: 'cause_id',
  replacementAllowed: 'replacement_allowed',
  comment: 'comment',
} as const;
type Field = keyof typeof columnOf;

/** The end of the due day in the caller's offset; refuses a day already over. */
function dueDateOf(input: DayInput, utcOffsetHours: number, now = new Date()): Date {
  const end = dayBoundary(dayIn(input, utcOffsetHours), utcOffsetHours, 'end');
  if (end.getTime() < now.getTime()) throw invalid('dueDate', 'serviceOrder.dueDateInPast');
  return end;
}

/** Whether the caller dispatches the owner's orders (creates, edits, archives them). */
const dispatches = (request: FastifyRequest, ownerId: string) => request.allowedIn('create', 'Service', ownerId);

/** The device must belong to the owner, be live and be readable by the caller. */
async function checkDevice(tx: Tx, request: FastifyRequest, deviceId: string, ownerId: string): Promise<void> {
  const { rows } = await tx.execute<{ owner_id: string; deleted: boolean }>(
    sql`select owner_id, deleted_at is not null as deleted from devices where id = ${deviceId}`,
  );
  const device = rows[0];
  if (!device || device.deleted || device.owner_id !== ownerId || !request.allowedIn('read', 'Device', ownerId)) {
    throw invalid('device', 'serviceOrder.deviceNotOfOwner');
  }
}

async function checkCenter(tx: Tx, centerId: string): Promise<void> {
  const { rows } = await tx.execute(sql`select 1 from service_centers where id = ${centerId}`);
  if (rows.length === 0) throw invalid('service_center', 'serviceOrder.unknownServiceCenter');
}

/**
 * The centre must serve the device's owner (service_center_organizations, its primary key): its
 * staff and technicians could not even read the device otherwise. The link is read `for share`,
 * so a centre dropping the owner at the same moment waits for this order. 400 on `field`.
 */
async function checkCenterServes(tx: Tx, centerId: string, ownerId: string, field: 'service_center' | 'device' | 'owner'): Promise<void> {
  const { rows } = await tx.execute(sql`
    select 1 from service_center_organizations where service_center_id = ${centerId} and organization_id = ${ownerId} for share`);
  if (rows.length > 0) return;
  const { rows: names } = await tx.execute<{ center: string; owner: string }>(sql`
    select (select name from service_centers where id = ${centerId}) as center, (select name from organizations where id = ${ownerId}) as owner`);
  throw invalid(field, 'serviceOrder.centerDoesNotServeOwner', { center: names[0]?.center ?? centerId, owner: names[0]?.owner ?? ownerId });
}

async function statusId(tx: Tx, slug: string): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`select id from service_order_statuses where slug = ${slug}`);
  if (!rows[0]) throw new Error(`service order status ${slug} is not in the database`);
  return rows[0].id;
}

/** A value as the audit log keeps it (dates as ISO text). */
const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

async function audit(tx: Tx, request: FastifyRequest, action: string, facts: { id: string; ownerId: string }, changes: Record<string, unknown>) {
  await writeAudit(tx, { actorUserId: request.user.id, organizationId: facts.ownerId, action, subject: 'ServiceOrder', subjectId: facts.id, changes });
}

export interface WriteOutcome {
  id: string;
  /** A technician newly given the order (create with one, or a change of technician): e-mail them. */
  assignedTechnicianId: string | null;
}

/**
 * The writes of service orders. Each runs in one transaction that locks the order, checks the
 * caller's access and the order's state (§4, serviceOrderTransitions.ts), writes the change, its
 * audit entry (subject `ServiceOrder`, per field `{ from, to }`) and the `serviceOrder.changed`
 * event (delivered on commit).
 */
export function serviceOrderWrites(db: Db) {
  const orders = serviceOrderRepository(db);

  /**
   * The locked order when the caller may read it (`scope`, loaded before the transaction: PGlite has
   * one connection, which the transaction holds); 404 otherwise (never 403: nothing leaks).
   */
  async function lockReadable(tx: Tx, scope: ServiceOrderScope, id: string): Promise<ServiceOrderFacts> {
    const facts = await orders.facts(id, tx, true);
    if (!facts || !orderInScope(scope, facts)) throw notFound('notFound.serviceOrder');
    return facts;
  }

  async function publish(tx: Tx, kind: ServiceOrderChangeKind, facts: ServiceOrderFacts, after?: { ownerId: string; serviceCenterId: string | null }) {
    await publishServiceOrderChanged(tx, {
      kind,
      orderId: facts.id,
      ownerId: facts.ownerId,
      serviceCenterIds: [facts.serviceCenterId, after?.serviceCenterId ?? null],
    });
    if (after && after.ownerId !== facts.ownerId) {
      await publishServiceOrderChanged(tx, { kind, orderId: facts.id, ownerId: after.ownerId, serviceCenterIds: [after.serviceCenterId] });
    }
  }

  return {
    async create(request: FastifyRequest, input: ServiceOrderCreate): Promise<WriteOutcome> {
      if (!dispatches(request, input.owner)) throw invalid('owner', 'serviceOrder.unknownOwner');
      const dueDate = dueDateOf(input.dueDate, request.user.utcOffset);
      return db.transaction(async (tx) => {
        await checkDevice(tx, request, input.device, input.owner);
        await checkCenter(tx, input.service_center);
        const technicianId = input.technician ?? null;
        if (technicianId) await assertAssignableTechnician(tx, technicianId, input.service_center);
        await checkCenterServes(tx, input.service_center, input.owner, 'service_center');
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into service_orders (service_center_id, technician_id, device_id, owner_id, service_issue, notes, due_date, status_id, created_by)
          values (${input.service_center}, ${technicianId}, ${input.device}, ${input.owner}, ${input.service_issue ?? null}, ${input.notes ?? null},
            ${dueDate.toISOString()}::timestamptz, ${await statusId(tx, 'sos_new')}, ${request.user.id})
          returning id`);
        const id = rows[0]!.id;
        const values: Record<string, unknown> = {
          device: input.device,
          owner: input.owner,
          service_center: input.service_center,
          technician: technicianId,
          service_issue: input.service_issue ?? null,
          notes: input.notes ?? null,
          dueDate: dueDate.toISOString(),
          status: 'sos_new',
        };
        const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null).map(([k, v]) => [k, { from: null, to: v }]));
        await audit(tx, request, 'serviceOrder.create', { id, ownerId: input.owner }, changes);
        await publishServiceOrderChanged(tx, { kind: 'CREATED', orderId: id, ownerId: input.owner, serviceCenterIds: [input.service_center] });
        return { id, assignedTechnicianId: technicianId };
      });
    },

    async update(request: FastifyRequest, id: string, patch: ServiceOrderPatch): Promise<WriteOutcome> {
      const given = (Object.keys(patch) as (keyof ServiceOrderPatch)[]).filter((key) => patch[key] !== undefined);
      if (given.length === 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'serviceOrder.emptyPatch');
      const scope = await serviceOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockReadable(tx, scope, id);
        const orderData = given.filter((key) => !(serviceDataFields as readonly string[]).includes(key));
        if (!dispatches(request, facts.ownerId)) {
          if (!request.ability.can('update', 'Service')) throw forbidden();
          if (orderData.length > 0) throw new AppError(ErrorCode.FORBIDDEN, 'serviceOrder.onlyServiceData', { params: { fields: orderData.join(', ') } });
          if (facts.technicianUserId !== request.user.id) throw new AppError(ErrorCode.FORBIDDEN, 'serviceOrder.onlyOwnOrders');
        }
        assertTransition('edit', facts.status, requestLanguage(request));

        const { rows: beforeRows } = await tx.execute<Record<string, unknown>>(sql`select * from service_orders where id = ${id}`);
        const before = beforeRows[0]!;
        const ownerAfter = patch.owner ?? facts.ownerId;
        if (patch.owner !== undefined && !dispatches(request, ownerAfter)) throw invalid('owner', 'serviceOrder.unknownOwner');
        if (patch.device !== undefined || patch.owner !== undefined) await checkDevice(tx, request, patch.device ?? facts.deviceId, ownerAfter);
        if (patch.service_center !== undefined) await checkCenter(tx, patch.service_center);
        const centerAfter = patch.service_center ?? facts.serviceCenterId;
        const technicianAfter = patch.technician !== undefined ? patch.technician : facts.technicianId;
        if (technicianAfter && (patch.technician !== undefined || patch.service_center !== undefined)) {
          if (!centerAfter) throw invalid('technician', 'serviceOrder.technicianNeedsCenter');
          await assertAssignableTechnician(tx, technicianAfter, centerAfter);
        }
        if (centerAfter && (patch.service_center !== undefined || patch.owner !== undefined || patch.device !== undefined)) {
          // The field the caller changed carries the refusal: the centre when it was chosen, else the device.
          await checkCenterServes(tx, centerAfter, ownerAfter, patch.service_center !== undefined ? 'service_center' : 'device');
        }
        if (patch.cause) {
          const { rows } = await tx.execute(sql`select 1 from service_causes where id = ${patch.cause}`);
          if (rows.length === 0) throw invalid('cause', 'serviceOrder.unknownCause');
        }

        const next: Partial<Record<Field, unknown>> = {};
        for (const field of Object.keys(columnOf) as Field[]) {
          const value = patch[field];
          if (value === undefined) continue;
          next[field] = field === 'dueDate' ? dueDateOf(value as DayInput, request.user.utcOffset) : value;
        }
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const [field, value] of Object.entries(next) as [Field, unknown][]) {
          const from = auditValue(before[columnOf[field]]);
          const to = auditValue(value);
          if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
        }
        // Saving a wizard step on an order nobody started starts it (§4: the step is kept on the order).
        let startsNow = false;
        if (patch.activeWizardStep && (facts.status === 'sos_new' || facts.status === 'sos_unknown')) {
          startsNow = true;
          changes.status = { from: facts.status, to: 'sos_in_progress' };
        }
        if (patch.solutions !== undefined) {
          const wanted = [...new Set(patch.solutions)];
          if (wanted.length) {
            const { rows } = await tx.execute<{ id: string }>(sql`select id from service_solutions where id in (${sql.join(wanted.map((s) => sql`${s}`), sql`, `)})`);
            const known = new Set(rows.map((row) => row.id));
            const unknown = wanted.filter((s) => !known.has(s));
            if (unknown.length) throw invalid('solutions', 'serviceOrder.unknownSolutions', { ids: unknown.join(', ') });
          }
          const { rows: had } = await tx.execute<{ id: string }>(sql`select solution_id as id from service_order_solutions where service_order_id = ${id} order by solution_id`);
          const from = had.map((row) => row.id);
          const to = [...wanted].sort();
          if (JSON.stringify(from) !== JSON.stringify(to)) {
            changes.solutions = { from, to };
            await tx.execute(sql`delete from service_order_solutions where service_order_id = ${id}`);
            if (to.length) {
              await tx.execute(sql`insert into service_order_solutions (service_order_id, solution_id)
                select ${id}, s from unnest(${sql.param(to)}::uuid[]) as s`);
            }
          }
        }
        if (Object.keys(changes).length === 0) return { id, assignedTechnicianId: null };

        const sets = (Object.entries(next) as [Field, unknown][])
          .filter(([field]) => field in changes)
          .map(([field, value]) => sql`${sql.identifier(columnOf[field])} = ${value instanceof Date ? value.toISOString() : value}`);
        if (startsNow) {
          sets.push(sql`status_id = ${await statusId(tx, 'sos_in_progress')}`, sql`started_at = coalesce(started_at, now())`);
        }
        sets.push(sql`updated_at = now()`);
        await tx.execute(sql`update service_orders set ${sql.join(sets, sql`, `)} where id = ${id}`);
        await audit(tx, request, 'serviceOrder.update', facts, changes);
        await publish(tx, 'UPDATED', facts, { ownerId: ownerAfter, serviceCenterId: centerAfter });
        const assignedTechnicianId = changes.technician && technicianAfter ? technicianAfter : null;
        return { id, assignedTechnicianId };
      });
    },

    /** Finish (completed or failed): the order's technician or a dispatcher. */
    async finish(request: FastifyRequest, id: string, input: { outcome: 'completed' | 'failed'; comment?: string | null }): Promise<WriteOutcome> {
      const scope = await serviceOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockReadable(tx, scope, id);
        if (!dispatches(request, facts.ownerId)) {
          if (!request.ability.can('update', 'Service')) throw forbidden();
          if (facts.technicianUserId !== request.user.id) throw new AppError(ErrorCode.FORBIDDEN, 'serviceOrder.onlyOwnOrders');
        }
        assertTransition('finish', facts.status, requestLanguage(request));
        const to = outcomeStatus[input.outcome];
        const changes: Record<string, { from: unknown; to: unknown }> = { status: { from: facts.status, to } };
        const comment = input.comment === undefined ? sql`comment` : sql`${input.comment}`;
        if (input.comment !== undefined) changes.comment = { from: null, to: input.comment };
        await tx.execute(sql`update service_orders set status_id = ${await statusId(tx, to)}, completed_at = now(),
          started_at = coalesce(started_at, now()), comment = ${comment}, updated_at = now() where id = ${id}`);
        await audit(tx, request, 'serviceOrder.finish', facts, changes);
        await publish(tx, 'FINISHED', facts);
        return { id, assignedTechnicianId: null };
      });
    },

    /** Archive: a dispatcher's, from a finished order or one nobody started. */
    async archive(request: FastifyRequest, id: string): Promise<WriteOutcome> {
      const scope = await serviceOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockReadable(tx, scope, id);
        if (!dispatches(request, facts.ownerId)) throw forbidden();
        assertTransition('archive', facts.status, requestLanguage(request));
        await tx.execute(sql`update service_orders set status_id = ${await statusId(tx, 'sos_archived')}, updated_at = now() where id = ${id}`);
        await audit(tx, request, 'serviceOrder.archive', facts, { status: { from: facts.status, to: 'sos_archived' } });
        await publish(tx, 'ARCHIVED', facts);
        return { id, assignedTechnicianId: null };
      });
    },

    /**
     * Delete: `delete Service` in the owner, only an order nobody started (others are archived).
     * Answers the storage keys of its files (their rows go with it): the caller removes them once this has committed.
     */
    async remove(request: FastifyRequest, id: string): Promise<string[]> {
      const scope = await serviceOrderScope(db, request, 'read');
      return db.transaction(async (tx) => {
        const facts = await lockReadable(tx, scope, id);
        if (!request.allowedIn('delete', 'Service', facts.ownerId)) throw forbidden();
        assertTransition('delete', facts.status, requestLanguage(request));
        const storageKeys = await serviceOrderFileRepository(db).storageKeysOfOrder(id, tx);
        await tx.execute(sql`delete from service_orders where id = ${id}`);
        // The audit entry outlives the order: its history still says who deleted it, and when.
        await audit(tx, request, 'serviceOrder.delete', facts, { status: { from: facts.status, to: null } });
        await publish(tx, 'DELETED', facts);
        return storageKeys;
      });
    },
  };
}

const outcomeStatus = { completed: 'sos_completed', failed: 'sos_failed' } as const;
