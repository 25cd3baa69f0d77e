import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import type { DeviceProperties } from '../db/schema/devices.ts';
import { invalidProperties } from '../devices/checkDeviceReferences.ts';
import { type DeviceTypeCategorySlug, mergeProperties, propertiesCrossCheckSchema, propertiesPatchSchemaFor } from '../devices/deviceProperties.ts';
import { AppError, ErrorCode, notFound } from '../errors.ts';
import { publishDeviceChanged } from '../events/deviceChanged.ts';
import type { Language } from '../i18n/Language.ts';
import type { MessageId } from '../i18n/messages.ts';
import { requestLanguage } from '../i18n/requestLanguage.ts';
import { translate } from '../i18n/translate.ts';
import type { InstallDeviceInput } from './installationOrderInput.ts';
import { installationOrderRepository } from './installationOrderRepository.ts';
import type { InstallationOrderDevice } from './installationOrderSchema.ts';
import { installationOrderScope } from './installationOrderScope.ts';
import { assertInstallationTransition } from './installationOrderTransitions.ts';
import { installationOrderWrites, invalid, publishChange } from './installationOrderWrites.ts';

type LockedDevice = {
  id: string;
  name: string;
  device: string;
  owner_id: string;
  lifecycle: 'in_stock' | 'installed' | 'taken_down';
  lat: number | null;
  lon: number | null;
  place_name: string | null;
  serial_number: string | null;
  location_type_stancode: string | null;
  is_complete: boolean;
  is_unsuccessful: boolean;
  properties: DeviceProperties | string | null;
  category: DeviceTypeCategorySlug;
  deleted: boolean;
};

/** JSON with object keys sorted at every level: the same request always digests the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The digest that makes the install idempotent: of the request as validated, not its bytes. */
export const installRequestHash = (input: InstallDeviceInput): string => createHash('sha256').update(stableJson(input)).digest('hex');

const geoOf = (lat: number | null, lon: number | null) => (lat === null || lon === null ? null : { lat, lon });

export interface InstallOutcome {
  device: InstallationOrderDevice;
  changed: boolean;
  monitoringRecordId: string | null;
}

/**
 * `PUT /installation/{id}/devices/{deviceId}/install` (spec part 2 §7), in one transaction: the
 * device is installed where the technician says (lifecycle in_stock → installed, its position,
 * name, place, serial number, properties; a monitoring record created; its entry `dlc_installed`),
 * or — `isUnsuccessful` — its installation recorded as failed with the reason (the device stays in
 * stock). Audited on the device and the order; a new order is started by its first install.
 *
 * Idempotent: the entry keeps a digest of the request that settled it, and the same request again
 * (a retry after a lost answer, a replayed offline queue) is answered as it was, changing nothing.
 * Another request on an installed device is refused (409); a failed one may be installed later.
 */
export async function installDevice(db: Db, request: FastifyRequest, orderId: string, deviceId: string, input: InstallDeviceInput): Promise<InstallOutcome> {
  const scope = await installationOrderScope(db, request, 'read');
  const orders = installationOrderRepository(db);
  const writes = installationOrderWrites(db);
  const language = requestLanguage(request);
  const hash = installRequestHash(input);
  return db.transaction(async (tx) => {
    const facts = await writes.lockFor(tx, request, scope, orderId, 'worker');
    const { rows: entries } = await tx.execute<{ id: string; state: string; note: string | null; failure_reason: string | null; install_request_hash: string | null }>(sql`
      select id, state, note, failure_reason, install_request_hash from installation_order_devices
      where installation_order_id = ${orderId} and device_id = ${deviceId} for update`);
    const entry = entries[0];
    if (!entry) throw notFound('notFound.installationOrderDevice');
    const recordOf = async () =>
      (await tx.execute<{ id: string }>(sql`select id from monitoring_records where device_id = ${deviceId}`)).rows[0]?.id ?? null;
    const answer = async (changed: boolean): Promise<InstallOutcome> => {
      const now = (await orders.deviceEntry(orderId, deviceId, language, tx))!;
      return { device: now, changed, monitoringRecordId: now.state.slug === 'dlc_installed' ? await recordOf() : null };
    };
    // The same request again: answered as it was, whatever happened to the order since.
    if (entry.state !== 'dlc_pending' && entry.install_request_hash === hash) return answer(false);
    assertInstallationTransition('edit', facts.status, language);
    if (entry.state === 'dlc_installed') throw new AppError(ErrorCode.CONFLICT, 'installation.alreadyInstalled');

    const { rows: devices } = await tx.execute<LockedDevice>(sql`
      select d.id, d.name, d.device, d.owner_id, d.lifecycle, d.lat, d.lon, d.place_name, d.serial_number, d.location_type_stancode,
        d.is_complete, d.is_unsuccessful, d.properties, c.slug as category, d.deleted_at is not null as deleted
      from devices d join device_models m on m.id = d.device_model_id join device_type_categories c on c.id = m.device_type_category_id
      where d.id = ${deviceId} for update of d`);
    const device = devices[0];
    const label = device ? `${device.name} (${device.device})` : deviceId;
    if (!device || device.deleted) throw new AppError(ErrorCode.CONFLICT, 'installation.deviceUnknown', { params: { device: label } });

    const actor = request.user.id;
    const why = { installationOrder: orderId, name: facts.name };
    const note = input.note !== undefined ? input.note || null : entry.note;
    if (input.isUnsuccessful) {
      const reason = input.failureReason?.trim();
      if (!reason) throw invalid('failureReason', 'installation.failureReasonRequired');
      await tx.execute(sql`
        update installation_order_devices set state = 'dlc_failed', failure_reason = ${reason}, note = ${note},
          installed_at = now(), installed_by = ${actor}, install_request_hash = ${hash}, updated_at = now()
        where id = ${entry.id}`);
      if (!device.is_unsuccessful) {
        await tx.execute(sql`update devices set is_unsuccessful = true, updated_at = now() where id = ${deviceId}`);
      }
      await writeAudit(tx, {
        actorUserId: actor,
        organizationId: device.owner_id,
        action: 'device.installationFailed',
        subject: 'Device',
        subjectId: deviceId,
        changes: { isUnsuccessful: { before: device.is_unsuccessful, after: true }, installationOrder: { before: null, after: { ...why, reason } } },
      });
      await writeAudit(tx, {
        actorUserId: actor,
        organizationId: facts.ownerId,
        action: 'installationOrder.device.fail',
        subject: 'InstallationOrder',
        subjectId: orderId,
        changes: { [`devices.${deviceId}.state`]: { from: entry.state, to: 'dlc_failed' }, [`devices.${deviceId}.failureReason`]: { from: entry.failure_reason, to: reason } },
      });
    } else {
      if (!input.geo) throw invalid('geo', 'installation.geoRequired');
      if (device.lifecycle !== 'in_stock') {
        throw new AppError(ErrorCode.CONFLICT, 'installation.deviceNotInStock', {
          params: { device: label, lifecycle: lifecycleWord(language, device.lifecycle) },
        });
      }
      const stored = (typeof device.properties === 'string' ? JSON.parse(device.properties) : device.properties) ?? {};
      let properties: Record<string, unknown> = stored;
      if (input.properties !== undefined) {
        const parsed = propertiesPatchSchemaFor(device.category).safeParse(input.properties, { reportInput: true });
        if (!parsed.success) throw invalidProperties(parsed.error.issues);
        properties = mergeProperties(stored, parsed.data);
        const crossed = propertiesCrossCheckSchema.safeParse(properties, { reportInput: true });
        if (!crossed.success) throw invalidProperties(crossed.error.issues);
      }
      const after = {
        name: input.name ?? device.name,
        geo: input.geo,
        placeName: input.placeName !== undefined ? input.placeName || null : device.place_name,
        serialNumber: input.serialNumber !== undefined ? input.serialNumber || null : device.serial_number,
        locationTypeStancode: input.locationTypeStancode !== undefined ? input.locationTypeStancode || null : device.location_type_stancode,
        isComplete: input.isComplete ?? device.is_complete,
      };
      await tx.execute(sql`
        update devices set lifecycle = 'installed', name = ${after.name}, lat = ${after.geo.lat}, lon = ${after.geo.lon},
          place_name = ${after.placeName}, serial_number = ${after.serialNumber}, location_type_stancode = ${after.locationTypeStancode},
          is_complete = ${after.isComplete}, is_unsuccessful = false, properties = ${JSON.stringify(properties)}::jsonb, updated_at = now()
        where id = ${deviceId}`);
      await tx.execute(sql`insert into device_lifecycle_events (device_id, from_state, to_state, changed_by, note)
        values (${deviceId}, 'in_stock', 'installed', ${actor}, ${`installation order: ${facts.name}`})`);
      // The device is watched from now on (status active); one kept from an earlier installation stays.
      const { rows: created } = await tx.execute<{ id: string }>(sql`
        insert into monitoring_records (device_id, status_code_id)
        values (${deviceId}, (select id from status_codes order by (slug = 'active') desc, position, id limit 1))
        on conflict (device_id) do nothing
        returning id`);
      await tx.execute(sql`
        update installation_order_devices set state = 'dlc_installed', failure_reason = null, note = ${note},
          installed_at = now(), installed_by = ${actor}, install_request_hash = ${hash}, updated_at = now()
        where id = ${entry.id}`);

      const before = {
        name: device.name,
        geo: geoOf(device.lat, device.lon),
        placeName: device.place_name,
        serialNumber: device.serial_number,
        locationTypeStancode: device.location_type_stancode,
        isComplete: device.is_complete,
      };
      const changes: Record<string, { before: unknown; after: unknown }> = { lifecycle: { before: device.lifecycle, after: 'installed' } };
      for (const key of Object.keys(after) as (keyof typeof after)[]) {
        if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { before: before[key], after: after[key] };
      }
      if (device.is_unsuccessful) changes.isUnsuccessful = { before: true, after: false };
      if (JSON.stringify(stored) !== JSON.stringify(properties)) changes.properties = { before: stored, after: properties };
      changes.monitoringRecord = { before: null, after: created[0]?.id ?? (await recordOf()) };
      changes.installationOrder = { before: null, after: why };
      await writeAudit(tx, { actorUserId: actor, organizationId: device.owner_id, action: 'device.installed', subject: 'Device', subjectId: deviceId, changes });
      await writeAudit(tx, {
        actorUserId: actor,
        organizationId: facts.ownerId,
        action: 'installationOrder.device.install',
        subject: 'InstallationOrder',
        subjectId: orderId,
        changes: { [`devices.${deviceId}.state`]: { from: entry.state, to: 'dlc_installed' } },
      });
    }
    // The first device settled starts a new order.
    if (facts.status === 'new') {
      await tx.execute(sql`update installation_orders set status = 'in_progress', started_at = coalesce(started_at, now()), updated_at = now() where id = ${orderId}`);
      await writeAudit(tx, {
        actorUserId: actor,
        organizationId: facts.ownerId,
        action: 'installationOrder.start',
        subject: 'InstallationOrder',
        subjectId: orderId,
        changes: { status: { from: 'new', to: 'in_progress' } },
      });
    } else {
      await tx.execute(sql`update installation_orders set updated_at = now() where id = ${orderId}`);
    }
    await publishDeviceChanged(tx, { kind: 'UPDATED', orgId: device.owner_id, deviceIds: [deviceId] });
    await publishChange(tx, 'DEVICE_INSTALLED', facts);
    return answer(true);
  });
}

const lifecycleWord = (language: Language, lifecycle: string) => translate(language, `lifecycle.${lifecycle}` as MessageId).toLowerCase();
