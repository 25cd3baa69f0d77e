import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { AppError, ErrorCode, forbidden, notFound } from '../errors.ts';
import { publishDeviceChanged } from '../events/deviceChanged.ts';
import { publishMonitoringChanged } from '../events/publishMonitoringChanged.ts';
import { publishServiceOrderChanged } from '../events/serviceOrderChanged.ts';
import type { MessageId, MessageParams } from '../i18n/messages.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { translate } from '../i18n/translate.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import { parsedJson, serviceOrderRepository } from '../serviceOrders/serviceOrderRepository.ts';
import { changesOrderFiles } from '../serviceOrders/serviceOrderFiles.ts';
import { orderInScope, serviceOrderScope } from '../serviceOrders/serviceOrderScope.ts';
import { assertTransition } from '../serviceOrders/serviceOrderTransitions.ts';
import type { DeviceReplacementDetails, Task } from './taskSchema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const invalid = (field: string, id: MessageId, params?: MessageParams) =>
  new AppError(ErrorCode.VALIDATION_FAILED, id, { params, fields: [{ field: `details.${field}`, message: params ? { id, params } : { id } }] });

type LockedDevice = {
  id: string;
  name: string;
  device: string;
  owner_id: string;
  device_model_id: string;
  model: string;
  lifecycle: 'in_stock' | 'installed' | 'taken_down';
  lat: number | null;
  lon: number | null;
  place_name: string | null;
  location_type_stancode: string | null;
  deleted: boolean;
};

/** A task as the API shows it (taskSchema), devices as they are now. */
export const taskJson = sql`json_build_object(
    '_id', tk.id,
    'taskType', tk.task_type,
    'status', tk.status,
    'serviceOrder', (select json_build_object('_id', so.id, 'number', so.number) from service_orders so where so.id = tk.service_order_id),
    'details', tk.details,
    'oldDevice', (select json_build_object('_id', d.id, 'name', d.name, 'device', d.device, 'serialNumber', d.serial_number, 'lifecycle', d.lifecycle,
        'geo', case when d.lat is null then null else json_build_object('lat', d.lat, 'lon', d.lon) end, 'placeName', d.place_name)
      from devices d where d.id = (tk.details->>'oldDevice')::uuid),
    'newDevice', (select json_build_object('_id', d.id, 'name', d.name, 'device', d.device, 'serialNumber', d.serial_number, 'lifecycle', d.lifecycle,
        'geo', case when d.lat is null then null else json_build_object('lat', d.lat, 'lon', d.lon) end, 'placeName', d.place_name)
      from devices d where d.id = (tk.details->>'newDevice')::uuid),
    'createdBy', tk.created_by,
    'created_at', ${isoJson(sql`tk.created_at`)},
    'completedAt', ${isoJson(sql`tk.completed_at`)}
  )`;

async function taskById(tx: Pick<Db, 'execute'>, id: string): Promise<Task> {
  const { rows } = await tx.execute<{ task: Task | string }>(sql`select ${taskJson} as task from tasks tk where tk.id = ${id}`);
  return parsedJson(rows[0]!.task);
}

/** Both devices locked, in id order (two replacements sharing a device queue instead of deadlocking). */
async function lockDevices(tx: Tx, ids: string[]): Promise<Map<string, LockedDevice>> {
  const { rows } = await tx.execute<LockedDevice>(sql`
    select d.id, d.name, d.device, d.owner_id, d.device_model_id, m.title as model, d.lifecycle, d.lat, d.lon, d.place_name,
      d.location_type_stancode, d.deleted_at is not null as deleted
    from devices d join device_models m on m.id = d.device_model_id
    where d.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
    order by d.id
    for update of d`);
  return new Map(rows.map((row) => [row.id, row]));
}

async function lifecycleEvent(tx: Tx, deviceId: string, from: string, to: string, actorUserId: string) {
  await tx.execute(sql`insert into device_lifecycle_events (device_id, from_state, to_state, changed_by) values (${deviceId}, ${from}, ${to}, ${actorUserId})`);
}

async function deviceAudit(tx: Tx, entry: { actorUserId: string; organizationId: string; action: string; deviceId: string; changes: Record<string, { before: unknown; after: unknown }> }) {
  await writeAudit(tx, { actorUserId: entry.actorUserId, organizationId: entry.organizationId, action: entry.action, subject: 'Device', subjectId: entry.deviceId, changes: entry.changes });
}

const geoOf = (lat: number | null, lon: number | null) => (lat === null || lon === null ? null : { lat, lon });

/**
 * Replaces a service order's device in one transaction (spec §4, §7 "Replacement"): the old device
 * is taken down (installed → taken_down, its position cleared), the new one — in stock, same model,
 * same owner — is installed where the old one was (its geo, place name and location type), the old
 * device's monitoring record moves to the new one, the task records it on the order, and the order's
 * history and both devices' audit trails name the order. Any failure leaves all of it unchanged.
 * A repeated request finds its task and answers it (`created: false`) without changing anything.
 */
export async function replaceDevice(db: Db, request: FastifyRequest, input: DeviceReplacementDetails): Promise<{ task: Task; created: boolean }> {
  request.authorize('read', 'Service');
  const scope = await serviceOrderScope(db, request, 'read');
  const orders = serviceOrderRepository(db);
  const language = requestLanguage(request);
  return db.transaction(async (tx) => {
    const facts = await orders.facts(input.serviceOrder, tx, true);
    if (!facts || !orderInScope(scope, facts)) throw notFound('notFound.serviceOrder');
    if (!changesOrderFiles(request, facts)) throw forbidden();

    // The order's earlier replacement: the same request again is answered with it; another is refused.
    const { rows: earlier } = await tx.execute<{ id: string; old_device: string; new_device: string; label: string }>(sql`
      select tk.id, tk.details->>'oldDevice' as old_device, tk.details->>'newDevice' as new_device,
        coalesce((select d.name || ' (' || d.device || ')' from devices d where d.id::text = tk.details->>'newDevice'), tk.details->>'newDevice') as label
      from tasks tk where tk.service_order_id = ${facts.id} and tk.task_type = 'DEVICE_REPLACEMENT' and tk.status = 'done'
      order by tk.created_at limit 1`);
    if (earlier[0]) {
      if (earlier[0].old_device === input.oldDevice && earlier[0].new_device === input.newDevice) {
        return { task: await taskById(tx, earlier[0].id), created: false };
      }
      throw new AppError(ErrorCode.CONFLICT, 'replacement.alreadyReplaced', { params: { device: earlier[0].label } });
    }
    assertTransition('edit', facts.status, language);
    if (input.oldDevice !== facts.deviceId) throw invalid('oldDevice', 'replacement.oldDeviceNotOrders');
    if (input.newDevice === input.oldDevice) throw invalid('newDevice', 'replacement.sameDevice');

    const locked = await lockDevices(tx, [input.oldDevice, input.newDevice]);
    const old = locked.get(input.oldDevice);
    const next = locked.get(input.newDevice);
    if (!old || old.deleted || old.lifecycle === 'in_stock') {
      throw new AppError(ErrorCode.CONFLICT, 'replacement.oldDeviceNotInstalled', {
        params: { lifecycle: translate(language, old?.deleted ? 'replacement.deletedWord' : (`lifecycle.${old?.lifecycle ?? 'in_stock'}` as MessageId)).toLowerCase() },
      });
    }
    if (!next || next.deleted || !request.allowedIn('read', 'Device', next.owner_id)) throw invalid('newDevice', 'replacement.newDeviceUnknown');
    if (next.owner_id !== old.owner_id) throw invalid('newDevice', 'replacement.otherOwner');
    if (next.device_model_id !== old.device_model_id) throw invalid('newDevice', 'replacement.otherModel', { model: old.model });
    if (next.lifecycle !== 'in_stock') {
      throw new AppError(ErrorCode.CONFLICT, 'replacement.newDeviceNotInStock', {
        params: { lifecycle: translate(language, `lifecycle.${next.lifecycle}` as MessageId).toLowerCase() },
      });
    }

    const actor = request.user.id;
    const { rows: orderRows } = await tx.execute<{ number: number }>(sql`select number from service_orders where id = ${facts.id}`);
    const why = { serviceOrder: facts.id, number: orderRows[0]!.number };
    const oldGeo = geoOf(old.lat, old.lon);
    const geo = input.geo ?? oldGeo;
    const note = input.note ?? null;

    // 1. The old device is taken down, off its place (the two-call flow's PATCH may have done so already).
    await tx.execute(sql`update devices set lifecycle = 'taken_down', lat = null, lon = null, place_name = null, updated_at = now() where id = ${old.id}`);
    if (old.lifecycle !== 'taken_down') await lifecycleEvent(tx, old.id, old.lifecycle, 'taken_down', actor);

    // 2. The new one goes in its place. The WHERE re-checks the stock state the lock already holds:
    //    a device taken into use meanwhile stops the whole replacement here.
    const { rows: installed } = await tx.execute<{ id: string }>(sql`
      update devices set lifecycle = 'installed', lat = ${geo?.lat ?? null}, lon = ${geo?.lon ?? null},
        place_name = ${old.place_name}, location_type_stancode = ${old.location_type_stancode}, updated_at = now()
      where id = ${next.id} and lifecycle = 'in_stock' and deleted_at is null
      returning id`);
    if (installed.length === 0) throw new AppError(ErrorCode.CONFLICT, 'replacement.newDeviceTaken');
    await lifecycleEvent(tx, next.id, 'in_stock', 'installed', actor);

    // 3. The monitoring record (status, notes, error history) follows the new device; a record the
    //    new device kept from an earlier installation is dropped first (device_id is unique).
    const { rows: moved } = await tx.execute<{ id: string }>(sql`select id from monitoring_records where device_id = ${old.id}`);
    if (moved[0]) {
      await tx.execute(sql`delete from monitoring_records where device_id = ${next.id}`);
      await tx.execute(sql`update monitoring_records set device_id = ${next.id}, updated_at = now() where id = ${moved[0].id}`);
    }

    // 4. The task records it on the order.
    const details = { serviceOrder: facts.id, oldDevice: old.id, newDevice: next.id, note, geo };
    const { rows: taskRows } = await tx.execute<{ id: string }>(sql`
      insert into tasks (task_type, details, device_id, service_order_id, status, created_by, completed_at)
      values ('DEVICE_REPLACEMENT', ${JSON.stringify(details)}::jsonb, ${old.id}, ${facts.id}, 'done', ${actor}, now())
      returning id`);
    const taskId = taskRows[0]!.id;
    await tx.execute(sql`update service_orders set replacement_allowed = true, updated_at = now() where id = ${facts.id}`);

    // 5. Why, on both devices and on the order.
    const reason = { before: null, after: { ...why, task: taskId, note } };
    await deviceAudit(tx, {
      actorUserId: actor,
      organizationId: old.owner_id,
      action: 'device.replaced',
      deviceId: old.id,
      changes: {
        lifecycle: { before: old.lifecycle, after: 'taken_down' },
        geo: { before: oldGeo, after: null },
        placeName: { before: old.place_name, after: null },
        replacedBy: { before: null, after: { _id: next.id, name: next.name, device: next.device } },
        serviceOrder: reason,
      },
    });
    await deviceAudit(tx, {
      actorUserId: actor,
      organizationId: next.owner_id,
      action: 'device.replacement',
      deviceId: next.id,
      changes: {
        lifecycle: { before: 'in_stock', after: 'installed' },
        geo: { before: null, after: geo },
        placeName: { before: null, after: old.place_name },
        replaces: { before: null, after: { _id: old.id, name: old.name, device: old.device } },
        monitoringRecord: { before: null, after: moved[0]?.id ?? null },
        serviceOrder: reason,
      },
    });
    await writeAudit(tx, {
      actorUserId: actor,
      organizationId: facts.ownerId,
      action: 'serviceOrder.replacement',
      subject: 'ServiceOrder',
      subjectId: facts.id,
      changes: { device: { from: old.id, to: next.id }, task: { from: null, to: taskId }, ...(note ? { note: { from: null, to: note } } : {}) },
    });
    await publishDeviceChanged(tx, { kind: 'UPDATED', orgId: old.owner_id, deviceIds: [old.id, next.id] });
    // Monitoring tables watch records, not devices: the moved record is announced with its new device.
    if (moved[0]) await publishMonitoringChanged(tx, { recordId: moved[0].id, orgId: next.owner_id, kind: 'DEVICE_REPLACED' });
    await publishServiceOrderChanged(tx, { kind: 'UPDATED', orderId: facts.id, ownerId: facts.ownerId, serviceCenterIds: [facts.serviceCenterId] });
    return { task: await taskById(tx, taskId), created: true };
  });
}
