import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type DeviceChange, publishDeviceChanged } from '../events/deviceChanged.ts';
import { type DeviceLifecycle, isLifecycleMoveAllowed } from './deviceLifecycle.ts';
import { type DeviceTypeCategorySlug, mergeProperties, propertiesCrossCheckSchema, propertiesPatchSchemaFor } from './deviceProperties.ts';

/**
 * Every write of the device area: each runs in one transaction with its audit rows (subject
 * `Device`, each changed field `{ before, after }`), its lifecycle events and its `device.changed`
 * event (delivered by Postgres on commit), so a failed write leaves no trace and a listener never
 * refetches a change before it is visible.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A device ready to insert: references resolved, rules checked. */
export interface NewDevice {
  name: string;
  device: string;
  serialNumber: string | null;
  ownerId: string;
  deviceModelId: string;
  packageId: string | null;
  lat: number | null;
  lon: number | null;
  placeName: string | null;
  notes: string | null;
  locationTypeStancode: string | null;
  isComplete: boolean;
  isUnsuccessful: boolean;
  active: boolean;
  lifecycle: DeviceLifecycle;
  properties: Record<string, unknown>;
}

/** The fields an audit entry names, as the API spells them. */
const auditFields: [keyof NewDevice, string][] = [
  ['name', 'name'],
  ['device', 'device'],
  ['serialNumber', 'serialNumber'],
  ['ownerId', 'ownerId'],
  ['deviceModelId', 'deviceModelId'],
  ['packageId', 'packageId'],
  ['placeName', 'placeName'],
  ['notes', 'notes'],
  ['locationTypeStancode', 'locationTypeStancode'],
  ['isComplete', 'isComplete'],
  ['isUnsuccessful', 'isUnsuccessful'],
  ['active', 'active'],
  ['lifecycle', 'lifecycle'],
];

type Changes = Record<string, { before: unknown; after: unknown }>;

const geoOf = (lat: number | null, lon: number | null) => (lat === null || lon === null ? null : { lat, lon });

/** `properties` changes per key, as `properties.<key>`. */
function propertyChanges(before: Record<string, unknown>, after: Record<string, unknown>, into: Changes): void {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      into[`properties.${key}`] = { before: before[key] ?? null, after: after[key] ?? null };
    }
  }
}

function creationChanges(device: NewDevice): Changes {
  const changes: Changes = {};
  for (const [key, field] of auditFields) {
    if (device[key] !== null) changes[field] = { before: null, after: device[key] };
  }
  const geo = geoOf(device.lat, device.lon);
  if (geo) changes.geo = { before: null, after: geo };
  propertyChanges({}, device.properties, changes);
  return changes;
}

/** Whether an error (or its cause, as drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Groups device ids per owning organisation into `device.changed` changes of one kind. */
function changesByOwner(kind: DeviceChange['kind'], rows: { id: string; ownerId: string }[]): DeviceChange[] {
  const byOwner = new Map<string, string[]>();
  for (const { id, ownerId } of rows) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), id]);
  return [...byOwner].map(([orgId, deviceIds]) => ({ kind, orgId, deviceIds }));
}

/**
 * Inserts devices in a few set-based statements (10,000 rows in one), skipping those whose network
 * id is taken meanwhile (`on conflict do nothing`): the answer maps each inserted network id to the
 * new device id; a network id missing from it was taken.
 */
export async function insertDevices(
  db: Db,
  newDevices: NewDevice[],
  context: { actorUserId: string; action: 'device.create' | 'device.import' },
): Promise<Map<string, string>> {
  if (newDevices.length === 0) return new Map();
  return db.transaction(async (tx) => {
    const payload = newDevices.map((d) => ({
      name: d.name,
      device: d.device,
      serial_number: d.serialNumber,
      owner_id: d.ownerId,
      device_model_id: d.deviceModelId,
      package_id: d.packageId,
      lat: d.lat,
      lon: d.lon,
      place_name: d.placeName,
      notes: d.notes,
      location_type_stancode: d.locationTypeStancode,
      is_complete: d.isComplete,
      is_unsuccessful: d.isUnsuccessful,
      active: d.active,
      lifecycle: d.lifecycle,
      properties: d.properties,
    }));
    const { rows } = await tx.execute<{ id: string; device: string; owner_id: string }>(sql`
      insert into devices (name, device, serial_number, owner_id, device_model_id, package_id, lat, lon, place_name, notes,
        location_type_stancode, is_complete, is_unsuccessful, active, lifecycle, properties)
      select name, device, serial_number, owner_id, device_model_id, package_id, lat, lon, place_name, notes,
        location_type_stancode, is_complete, is_unsuccessful, active, lifecycle, coalesce(properties, '{}'::jsonb)
      from json_to_recordset(${JSON.stringify(payload)}::json) as x(name text, device text, serial_number text, owner_id uuid,
        device_model_id uuid, package_id uuid, lat double precision, lon double precision, place_name text, notes text,
        location_type_stancode text, is_complete boolean, is_unsuccessful boolean, active boolean, lifecycle text, properties jsonb)
      on conflict (device) do nothing
      returning id, device, owner_id`);
    const idByNetworkId = new Map(rows.map((row) => [row.device, row.id]));
    if (rows.length === 0) return idByNetworkId;

    const inserted = newDevices.filter((d) => idByNetworkId.has(d.device));
    const records = inserted.map((d) => ({
      id: idByNetworkId.get(d.device)!,
      owner_id: d.ownerId,
      lifecycle: d.lifecycle,
      changes: creationChanges(d),
    }));
    const json = JSON.stringify(records);
    // The first lifecycle event (from nothing to the starting state) and one audit row per device.
    await tx.execute(sql`
      insert into device_lifecycle_events (device_id, from_state, to_state, changed_by)
      select id, null, lifecycle, ${context.actorUserId}::uuid from json_to_recordset(${json}::json) as x(id uuid, lifecycle text)`);
    await tx.execute(sql`
      insert into audit_log (actor_user_id, organization_id, action, subject, subject_id, changes)
      select ${context.actorUserId}::uuid, owner_id, ${context.action}, 'Device', id::text, changes
      from json_to_recordset(${json}::json) as x(id uuid, owner_id uuid, changes jsonb)`);
    await publishDeviceChanged(tx, changesByOwner('CREATED', records.map((r) => ({ id: r.id, ownerId: r.owner_id }))));
    return idByNetworkId;
  });
}

/** A change to apply, references already checked by the caller (they exist, the caller may use them). */
export interface DeviceUpdate {
  name?: string;
  device?: string;
  serialNumber?: string | null;
  ownerId?: string;
  deviceModelId?: string;
  packageId?: string | null;
  geo?: { lat: number; lon: number } | null;
  placeName?: string | null;
  notes?: string | null;
  locationTypeStancode?: string | null;
  isComplete?: boolean;
  isUnsuccessful?: boolean;
  active?: boolean;
  lifecycle?: DeviceLifecycle;
  properties?: Record<string, unknown>;
}

export type DeviceUpdateOutcome =
  | { status: 'updated'; changed: boolean }
  | { status: 'notFound' }
  | { status: 'deleted' }
  | { status: 'lifecycleMoveNotAllowed'; from: DeviceLifecycle }
  | { status: 'networkIdTaken' }
  | { status: 'invalidProperties'; issues: { path: PropertyKey[]; issue: import('zod/v4/core').$ZodIssue }[] };

type LockedDevice = {
  id: string;
  name: string;
  device: string;
  serial_number: string | null;
  owner_id: string;
  device_model_id: string;
  package_id: string | null;
  lat: number | null;
  lon: number | null;
  place_name: string | null;
  notes: string | null;
  location_type_stancode: string | null;
  is_complete: boolean;
  is_unsuccessful: boolean;
  active: boolean;
  lifecycle: DeviceLifecycle;
  properties: Record<string, unknown> | null;
  deleted_at: Date | string | null;
  category: DeviceTypeCategorySlug;
};

/** The device's row, locked for the rest of the transaction (concurrent writes of one device queue). */
async function lockDevice(tx: Tx, id: string): Promise<LockedDevice | undefined> {
  const { rows } = await tx.execute<LockedDevice>(sql`
    select d.id, d.name, d.device, d.serial_number, d.owner_id, d.device_model_id, d.package_id, d.lat, d.lon, d.place_name,
      d.notes, d.location_type_stancode, d.is_complete, d.is_unsuccessful, d.active, d.lifecycle, d.properties, d.deleted_at,
      (select c.slug from device_models m join device_type_categories c on c.id = m.device_type_category_id
        where m.id = d.device_model_id) as category
    from devices d where d.id = ${id} for update of d`);
  return rows[0];
}

async function categoryOfModel(tx: Tx, modelId: string): Promise<DeviceTypeCategorySlug | undefined> {
  const { rows } = await tx.execute<{ slug: DeviceTypeCategorySlug }>(sql`
    select c.slug from device_models m join device_type_categories c on c.id = m.device_type_category_id where m.id = ${modelId}`);
  return rows[0]?.slug;
}

/**
 * Applies a change to a live device: lifecycle moves only forward round the cycle (each move a
 * lifecycle event), `properties` merged per key (null removes a key) and checked against the
 * model's category, the network id kept unique. Writes one audit row naming each changed field and
 * publishes `device.changed` (UPDATED) to the old and new owner. A change that changes nothing
 * writes nothing.
 */
export async function updateDevice(db: Db, id: string, update: DeviceUpdate, actorUserId: string): Promise<DeviceUpdateOutcome> {
  return db.transaction(async (tx): Promise<DeviceUpdateOutcome> => {
    const before = await lockDevice(tx, id);
    if (!before) return { status: 'notFound' };
    if (before.deleted_at !== null) return { status: 'deleted' };
    if (update.lifecycle !== undefined && !isLifecycleMoveAllowed(before.lifecycle, update.lifecycle)) {
      return { status: 'lifecycleMoveNotAllowed', from: before.lifecycle };
    }

    const storedProperties = before.properties ?? {};
    let properties = storedProperties;
    if (update.properties !== undefined) {
      const modelId = update.deviceModelId ?? before.device_model_id;
      const category = modelId === before.device_model_id ? before.category : ((await categoryOfModel(tx, modelId)) ?? before.category);
      const parsed = propertiesPatchSchemaFor(category).safeParse(update.properties, { reportInput: true });
      if (!parsed.success) return { status: 'invalidProperties', issues: parsed.error.issues.map((issue) => ({ path: issue.path, issue })) };
      properties = mergeProperties(storedProperties, parsed.data);
      const crossed = propertiesCrossCheckSchema.safeParse(properties, { reportInput: true });
      if (!crossed.success) return { status: 'invalidProperties', issues: crossed.error.issues.map((issue) => ({ path: issue.path, issue })) };
    }

    if (update.device !== undefined && update.device !== before.device) {
      const { rows } = await tx.execute(sql`select 1 from devices where device = ${update.device} and id <> ${id} limit 1`);
      if (rows.length > 0) return { status: 'networkIdTaken' };
    }

    const after = {
      name: update.name ?? before.name,
      device: update.device ?? before.device,
      serialNumber: update.serialNumber !== undefined ? update.serialNumber : before.serial_number,
      ownerId: update.ownerId ?? before.owner_id,
      deviceModelId: update.deviceModelId ?? before.device_model_id,
      packageId: update.packageId !== undefined ? update.packageId : before.package_id,
      lat: update.geo !== undefined ? (update.geo?.lat ?? null) : before.lat,
      lon: update.geo !== undefined ? (update.geo?.lon ?? null) : before.lon,
      placeName: update.placeName !== undefined ? update.placeName : before.place_name,
      notes: update.notes !== undefined ? update.notes : before.notes,
      locationTypeStancode: update.locationTypeStancode !== undefined ? update.locationTypeStancode : before.location_type_stancode,
      isComplete: update.isComplete ?? before.is_complete,
      isUnsuccessful: update.isUnsuccessful ?? before.is_unsuccessful,
      active: update.active ?? before.active,
      lifecycle: update.lifecycle ?? before.lifecycle,
      properties,
    } satisfies NewDevice;
    const previous: NewDevice = {
      name: before.name,
      device: before.device,
      serialNumber: before.serial_number,
      ownerId: before.owner_id,
      deviceModelId: before.device_model_id,
      packageId: before.package_id,
      lat: before.lat,
      lon: before.lon,
      placeName: before.place_name,
      notes: before.notes,
      locationTypeStancode: before.location_type_stancode,
      isComplete: before.is_complete,
      isUnsuccessful: before.is_unsuccessful,
      active: before.active,
      lifecycle: before.lifecycle,
      properties: storedProperties,
    };

    const changes: Changes = {};
    for (const [key, field] of auditFields) {
      if (previous[key] !== after[key]) changes[field] = { before: previous[key], after: after[key] };
    }
    const geoBefore = geoOf(previous.lat, previous.lon);
    const geoAfter = geoOf(after.lat, after.lon);
    if (JSON.stringify(geoBefore) !== JSON.stringify(geoAfter)) changes.geo = { before: geoBefore, after: geoAfter };
    propertyChanges(storedProperties, properties, changes);
    if (Object.keys(changes).length === 0) return { status: 'updated', changed: false };

    await tx.execute(sql`
      update devices set
        name = ${after.name}, device = ${after.device}, serial_number = ${after.serialNumber}, owner_id = ${after.ownerId},
        device_model_id = ${after.deviceModelId}, package_id = ${after.packageId}, lat = ${after.lat}, lon = ${after.lon},
        place_name = ${after.placeName}, notes = ${after.notes}, location_type_stancode = ${after.locationTypeStancode},
        is_complete = ${after.isComplete}, is_unsuccessful = ${after.isUnsuccessful}, active = ${after.active},
        lifecycle = ${after.lifecycle}, properties = ${JSON.stringify(after.properties)}::jsonb, updated_at = now()
      where id = ${id}`);
    if (after.lifecycle !== previous.lifecycle) {
      await tx.execute(sql`
        insert into device_lifecycle_events (device_id, from_state, to_state, changed_by)
        values (${id}, ${previous.lifecycle}, ${after.lifecycle}, ${actorUserId})`);
    }
    await writeDeviceAudit(tx, { actorUserId, organizationId: after.ownerId, action: 'device.update', deviceId: id, changes });
    const owners = [...new Set([previous.ownerId, after.ownerId])];
    await publishDeviceChanged(tx, owners.map((orgId) => ({ kind: 'UPDATED', orgId, deviceIds: [id] })));
    return { status: 'updated', changed: true };
  });
}

async function writeDeviceAudit(
  tx: Tx,
  entry: { actorUserId: string; organizationId: string; action: string; deviceId: string; changes: Changes },
): Promise<void> {
  await tx.execute(sql`
    insert into audit_log (actor_user_id, organization_id, action, subject, subject_id, changes)
    values (${entry.actorUserId}, ${entry.organizationId}, ${entry.action}, 'Device', ${entry.deviceId}, ${JSON.stringify(entry.changes)}::jsonb)`);
}

export type DeviceDeleteOutcome = { status: 'deleted' } | { status: 'notFound' } | { status: 'alreadyDeleted' };

/**
 * Soft delete: sets `deleted_at`. The device stays readable, refuses edits, and leaves monitoring
 * (the monitoring copy's `device_deleted`, kept by the trigger of drizzle/0001 and 0004).
 */
export async function softDeleteDevice(db: Db, id: string, actorUserId: string): Promise<DeviceDeleteOutcome> {
  return db.transaction(async (tx): Promise<DeviceDeleteOutcome> => {
    const before = await lockDevice(tx, id);
    if (!before) return { status: 'notFound' };
    if (before.deleted_at !== null) return { status: 'alreadyDeleted' };
    const { rows } = await tx.execute<{ deleted_at: Date | string }>(
      sql`update devices set deleted_at = now(), updated_at = now() where id = ${id} returning deleted_at`,
    );
    const deletedAt = new Date(rows[0]!.deleted_at).toISOString();
    await writeDeviceAudit(tx, {
      actorUserId,
      organizationId: before.owner_id,
      action: 'device.delete',
      deviceId: id,
      changes: { deleted: { before: false, after: true }, deletedAt: { before: null, after: deletedAt } },
    });
    await publishDeviceChanged(tx, { kind: 'DELETED', orgId: before.owner_id, deviceIds: [id] });
    return { status: 'deleted' };
  });
}

/** Service order statuses and installation order statuses that no longer hold a device. */
const CLOSED_SERVICE_STATUSES = ['sos_completed', 'sos_archived', 'sos_failed'];
const CLOSED_INSTALLATION_STATUSES = ['completed', 'archived'];

export type DevicePurgeOutcome =
  | { status: 'purged'; imageStorageKeys: string[] }
  | { status: 'notFound' }
  | { status: 'heldByOpenOrders'; orders: string[] };

/**
 * Permanent delete: removes the device row; its readings, images' rows, alarms, downlink config,
 * lifecycle events and closed orders go with it (foreign keys cascade). Refused while an open
 * service or installation order holds it: the row lock taken first makes the check exact, since
 * adding the device to an order must wait for it (the order's foreign key locks the device row).
 * The audit row stays (its subject id is text, not a foreign key). The answer names the image
 * files (and its orders' attachments and images) to remove from storage once committed.
 */
export async function purgeDevice(db: Db, id: string, actorUserId: string): Promise<DevicePurgeOutcome> {
  return db.transaction(async (tx): Promise<DevicePurgeOutcome> => {
    const before = await lockDevice(tx, id);
    if (!before) return { status: 'notFound' };
    const { rows: open } = await tx.execute<{ label: string }>(sql`
      select '#' || so.number as label
      from service_orders so join service_order_statuses s on s.id = so.status_id
      where so.device_id = ${id} and s.slug not in (${sql.join(CLOSED_SERVICE_STATUSES.map((slug) => sql`${slug}`), sql`, `)})
      union all
      select '"' || io.name || '"'
      from installation_order_devices iod join installation_orders io on io.id = iod.installation_order_id
      where iod.device_id = ${id} and io.status not in (${sql.join(CLOSED_INSTALLATION_STATUSES.map((status) => sql`${status}`), sql`, `)})
      limit 20`);
    if (open.length > 0) return { status: 'heldByOpenOrders', orders: open.map((row) => row.label) };
    // Its images, and the files of its (closed) service orders, which cascade with it.
    const { rows: images } = await tx.execute<{ storage_key: string }>(sql`
      select storage_key from device_images where device_id = ${id}
      union all
      select a.storage_key from service_orders so join attachments a on a.service_order_id = so.id where so.device_id = ${id}`);
    await tx.execute(sql`delete from devices where id = ${id}`);
    await writeDeviceAudit(tx, {
      actorUserId,
      organizationId: before.owner_id,
      action: 'device.purge',
      deviceId: id,
      changes: {
        name: { before: before.name, after: null },
        device: { before: before.device, after: null },
        ownerId: { before: before.owner_id, after: null },
      },
    });
    await publishDeviceChanged(tx, { kind: 'PURGED', orgId: before.owner_id, deviceIds: [id] });
    return { status: 'purged', imageStorageKeys: images.map((row) => row.storage_key) };
  });
}
