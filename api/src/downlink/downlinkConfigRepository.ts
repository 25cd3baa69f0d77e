import { type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import type { AppliedConfig, DeviceProperties } from '../db/schema/index.ts';
import { publishDeviceChanged } from '../events/deviceChanged.ts';
import { configTopic } from '../mqtt/mqttTopics.ts';
import {
  type AppliedConfigInput,
  type DownlinkConfig,
  type DownlinkConfigInput,
  type DownlinkMessage,
  isInSync,
  type RequestedDownlinkConfig,
} from './downlinkConfigSchema.ts';

/** The device facts the downlink routes decide on (scope, support, deleted). */
// A type, not an interface: `execute<T>` wants an index-signature-compatible row type.
export type DownlinkDevice = {
  id: string;
  /** Network id. */
  device: string;
  ownerId: string;
  brokerNumber: number | null;
  deleted: boolean;
};

type ConfigRow = {
  deviceId: string;
  device: string;
  brokerNumber: number;
  deleted: boolean;
  properties: DeviceProperties;
  configId: string | null;
  measurementInterval: number | null;
  measurementsPerTransmission: number | null;
  thresholdAbove: number | null;
  applied: AppliedConfig | null;
  appliedAt: string | Date | null;
  messageCount: number | null;
  updatedAt: string | Date | null;
  updatedById: string | null;
  updatedByName: string | null;
};

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The requested half: columns where the table has them, the device's properties for the rest (see downlinkConfigSchema.ts). */
function requestedOf(row: ConfigRow): RequestedDownlinkConfig | null {
  if (!row.configId || !row.updatedAt) return null;
  return {
    miAbove: numberOrNull(row.properties.miAbove),
    xtiAbove: numberOrNull(row.properties.xtiAbove),
    th: row.thresholdAbove,
    miUnder: row.measurementInterval,
    xtiUnder: row.measurementsPerTransmission,
    updatedAt: iso(row.updatedAt)!,
    updatedBy: row.updatedById ? { _id: row.updatedById, name: row.updatedByName ?? '' } : null,
  };
}

function toDownlinkConfig(row: ConfigRow): DownlinkConfig {
  const requested = requestedOf(row);
  const a = row.applied;
  const applied = a
    ? {
        AcMI: numberOrNull(a.AcMI),
        AcXTI: numberOrNull(a.AcXTI),
        THVal: numberOrNull(a.THVal),
        EVENT: numberOrNull(a.EVENT),
        MsgCnt: numberOrNull(a.MsgCnt),
        deviceType: typeof a.deviceType === 'string' ? a.deviceType : null,
        time: iso(row.appliedAt) ?? (a.time ? iso(a.time) : null),
        messageCount: row.messageCount,
      }
    : null;
  return {
    deviceId: row.deviceId,
    device: row.device,
    brokerNumber: row.brokerNumber,
    topic: configTopic(row.device),
    deleted: row.deleted,
    requested,
    applied,
    inSync: isInSync(requested, applied),
  };
}

/** The message a device reads from its config topic. */
export function downlinkMessageOf(input: DownlinkConfigInput, savedAt: Date): DownlinkMessage {
  return { miAbove: input.miAbove, xtiAbove: input.xtiAbove, th: input.th, miUnder: input.miUnder, xtiUnder: input.xtiUnder, time: savedAt.toISOString() };
}

/**
 * The configuration rows of the MQTT devices `where` picks: devices' primary key, then
 * downlink_configs' unique (device_id) index. Shared by the single read and its batch form.
 */
const configRows = (where: SQL) => sql`
  select d.id as "deviceId", d.device, m.mqtt_broker_number as "brokerNumber", d.deleted_at is not null as deleted,
         d.properties, c.id as "configId", c.measurement_interval as "measurementInterval",
         c.measurements_per_transmission as "measurementsPerTransmission", c.threshold_above as "thresholdAbove",
         c.applied, c.applied_at as "appliedAt", c.message_count as "messageCount", c.updated_at as "updatedAt",
         u.id as "updatedById", nullif(trim(u.first_name || ' ' || u.last_name), '') as "updatedByName"
  from devices d
  join device_models m on m.id = d.device_model_id
  left join downlink_configs c on c.device_id = d.id
  left join users u on u.id = c.updated_by
  where ${where} and m.mqtt_broker_number is not null`;

/** Downlink configurations of MQTT devices: requested (saved by users), applied (reported by devices). */
export function downlinkConfigRepository(db: Db) {
  const load = async (executor: Pick<Db, 'execute'>, deviceId: string): Promise<ConfigRow | undefined> => {
    const { rows } = await executor.execute<ConfigRow>(configRows(sql`d.id = ${deviceId}`));
    return rows[0];
  };

  return {
    /** The device with what the routes need to decide; undefined when there is none. */
    async findDevice(id: string): Promise<DownlinkDevice | undefined> {
      const { rows } = await db.execute<DownlinkDevice>(sql`
        select d.id, d.device, d.owner_id as "ownerId", m.mqtt_broker_number as "brokerNumber", d.deleted_at is not null as deleted
        from devices d join device_models m on m.id = d.device_model_id
        where d.id = ${id}`);
      return rows[0];
    },

    /** The devices with what the routes decide on (scope, support), by id; unknown ids are left out. */
    async findDevices(ids: readonly string[]): Promise<Map<string, DownlinkDevice>> {
      if (ids.length === 0) return new Map();
      const { rows } = await db.execute<DownlinkDevice>(sql`
        select d.id, d.device, d.owner_id as "ownerId", m.mqtt_broker_number as "brokerNumber", d.deleted_at is not null as deleted
        from devices d join device_models m on m.id = d.device_model_id
        where d.id = any(${sql.param([...ids])}::uuid[])`);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The configurations of MQTT devices by id (other devices are left out), as `get` answers each. */
    async getMany(ids: readonly string[]): Promise<Map<string, DownlinkConfig>> {
      if (ids.length === 0) return new Map();
      const { rows } = await db.execute<ConfigRow>(configRows(sql`d.id = any(${sql.param([...ids])}::uuid[])`));
      return new Map(rows.map((row) => [row.deviceId, toDownlinkConfig(row)]));
    },

    /** The configuration of an MQTT device (undefined for other devices). */
    async get(deviceId: string): Promise<DownlinkConfig | undefined> {
      const row = await load(db, deviceId);
      return row ? toDownlinkConfig(row) : undefined;
    },

    /**
     * Saves the requested configuration with its audit entry in one transaction: the three values
     * the table has columns for in `downlink_configs`, all five in the device's properties (where the
     * spec keeps them). Answers the message to publish, or 'deleted' when the device was deleted
     * meanwhile (checked under the device's row lock).
     */
    async save(
      device: DownlinkDevice,
      input: DownlinkConfigInput,
      actor: { userId: string },
    ): Promise<{ config: DownlinkConfig; message: DownlinkMessage } | 'deleted'> {
      return db.transaction(async (tx) => {
        const { rows: locked } = await tx.execute<{ deleted: boolean }>(
          sql`select deleted_at is not null as deleted from devices where id = ${device.id} for update`,
        );
        if (!locked[0] || locked[0].deleted) return 'deleted';
        const before = await load(tx, device.id);
        const previous = before ? requestedOf(before) : null;
        const { rows: saved } = await tx.execute<{ updatedAt: string | Date }>(sql`
          insert into downlink_configs (device_id, measurement_interval, measurements_per_transmission, threshold_above, updated_by, updated_at)
          values (${device.id}, ${input.miUnder}, ${input.xtiUnder}, ${input.th}, ${actor.userId}, now())
          on conflict (device_id) do update set
            measurement_interval = excluded.measurement_interval,
            measurements_per_transmission = excluded.measurements_per_transmission,
            threshold_above = excluded.threshold_above,
            updated_by = excluded.updated_by,
            updated_at = excluded.updated_at
          returning updated_at as "updatedAt"`);
        const values = { miAbove: input.miAbove, xtiAbove: input.xtiAbove, th: input.th, miUnder: input.miUnder, xtiUnder: input.xtiUnder };
        await tx.execute(sql`
          update devices set properties = properties || ${JSON.stringify(values)}::jsonb, updated_at = now()
          where id = ${device.id}`);
        // The device's audit shape (GET /devices/{id}/audit): `properties.<key>` with before and
        // after, as a PATCH of the same properties writes them.
        const changes: Record<string, { before: number | null; after: number | null }> = {};
        for (const key of Object.keys(values) as (keyof typeof values)[]) {
          const before = previous?.[key] ?? null;
          if (before !== values[key]) changes[`properties.${key}`] = { before, after: values[key] };
        }
        await writeAudit(tx, {
          actorUserId: actor.userId,
          organizationId: device.ownerId,
          action: 'device.downlinkConfig.update',
          subject: 'Device',
          subjectId: device.id,
          changes,
        });
        // Pages showing the device (its Downlink tab) refetch: delivered on commit only.
        await publishDeviceChanged(tx, { kind: 'UPDATED', orgId: device.ownerId, deviceIds: [device.id] });
        const after = await load(tx, device.id);
        return { config: toDownlinkConfig(after!), message: downlinkMessageOf(input, new Date(saved[0]!.updatedAt)) };
      });
    },

    /**
     * Records what a device reported having applied, with the time of the reading that said so, in
     * `downlink_configs` (applied, applied_at, message_count) and the device's `properties.appliedConfig`.
     * Only forwards: a repeated or older report changes nothing, so a delivery seen twice (QoS 1
     * redelivery, two API instances) is harmless. Answers whether it was newer.
     */
    async recordApplied(deviceId: string, reported: AppliedConfigInput, time: Date): Promise<boolean> {
      const applied: AppliedConfig = {
        AcMI: reported.AcMI,
        AcXTI: reported.AcXTI,
        ...(reported.THVal === undefined || reported.THVal === null ? {} : { THVal: reported.THVal }),
        EVENT: reported.EVENT,
        MsgCnt: reported.MsgCnt,
        ...(reported.deviceType ? { deviceType: reported.deviceType } : {}),
        time: time.toISOString(),
      };
      return db.transaction(async (tx) => {
        const { rows: previous } = await tx.execute<{ applied: AppliedConfig | null }>(
          sql`select applied from downlink_configs where device_id = ${deviceId} for update`,
        );
        // updated_at is the requested configuration's time: a report leaves it alone.
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into downlink_configs (device_id, applied, applied_at, message_count)
          values (${deviceId}, ${JSON.stringify(applied)}::jsonb, ${time.toISOString()}, ${reported.MsgCnt})
          on conflict (device_id) do update set
            applied = excluded.applied, applied_at = excluded.applied_at, message_count = excluded.message_count
          where downlink_configs.applied_at is null or downlink_configs.applied_at < excluded.applied_at
          returning id`);
        if (rows.length === 0) return false;
        const { rows: owner } = await tx.execute<{ ownerId: string }>(sql`
          update devices set properties = jsonb_set(properties, '{appliedConfig}', ${JSON.stringify(applied)}::jsonb)
          where id = ${deviceId} returning owner_id as "ownerId"`);
        // A device repeats what it applied in every reading: only a change of settings (not of the
        // message count) is news for the pages showing it.
        const before = previous[0]?.applied ?? null;
        const settingsChanged =
          !before || (['AcMI', 'AcXTI', 'THVal', 'EVENT'] as const).some((key) => (before[key] ?? null) !== (applied[key] ?? null));
        if (settingsChanged && owner[0]) await publishDeviceChanged(tx, { kind: 'UPDATED', orgId: owner[0].ownerId, deviceIds: [deviceId] });
        return true;
      });
    },

    /**
     * Configurations the devices have not confirmed since they were saved (never applied, or saved
     * after the last report), a page at a time in device-id order (downlink_configs' unique index on
     * device_id): republished when the API (re)connects to the broker, which may have lost them.
     */
    async pendingPage(afterDeviceId: string | null, limit: number): Promise<{ deviceId: string; device: string; message: DownlinkMessage }[]> {
      type PendingRow = { deviceId: string; device: string; properties: DeviceProperties; mi: number; xti: number; th: number | null; updatedAt: string | Date };
      const { rows } = await db.execute<PendingRow>(sql`
        select c.device_id as "deviceId", d.device, d.properties, c.measurement_interval as mi,
               c.measurements_per_transmission as xti, c.threshold_above as th, c.updated_at as "updatedAt"
        from downlink_configs c
        join devices d on d.id = c.device_id
        join device_models m on m.id = d.device_model_id
        where c.device_id > ${afterDeviceId ?? '00000000-0000-0000-0000-000000000000'}
          and c.updated_by is not null
          and (c.applied_at is null or c.applied_at < c.updated_at)
          and c.measurement_interval is not null and c.measurements_per_transmission is not null
          and d.deleted_at is null and m.mqtt_broker_number is not null
        order by c.device_id
        limit ${limit}`);
      return rows.flatMap((row) => {
        const miAbove = numberOrNull(row.properties.miAbove);
        const xtiAbove = numberOrNull(row.properties.xtiAbove);
        if (miAbove === null || xtiAbove === null) return [];
        const input = { miAbove, xtiAbove, th: row.th, miUnder: row.mi, xtiUnder: row.xti };
        return [{ deviceId: row.deviceId, device: row.device, message: downlinkMessageOf(input, new Date(row.updatedAt)) }];
      });
    },
  };
}

export type DownlinkConfigRepository = ReturnType<typeof downlinkConfigRepository>;
