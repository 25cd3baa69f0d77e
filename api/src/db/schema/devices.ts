import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns.ts';
import { groups, organizations, users } from './identity.ts';
import { networkTypes } from './networkTypes.ts';

export const deviceTypeCategorySlugs = [
  'water_level',
  'weather_station',
  'soil_moisture',
  'person_counter',
  'rain',
  'door',
  'camera',
  'diesel_level',
  'street_sense',
] as const;
export type DeviceTypeCategorySlug = (typeof deviceTypeCategorySlugs)[number];

export { networkTypes, type NetworkType } from './networkTypes.ts';
export const networkProtocols = ['mqtt', 'http', 'sigfox', 'coap'] as const;
export type NetworkProtocol = (typeof networkProtocols)[number];
export const dataTypes = ['continuous', 'discrete', 'step'] as const;
export const deviceLifecycles = ['in_stock', 'installed', 'taken_down'] as const;
export type DeviceLifecycle = (typeof deviceLifecycles)[number];
export const packageSlugs = ['basic', 'premium', 'automatic_replacement', 'self_service'] as const;
export const alarmOperators = ['eq', 'gte', 'gt', 'lte', 'lt'] as const;
export const alarmAggregations = ['average', 'minimum', 'maximum', 'total'] as const;
export const deviceImageKinds = ['picture', 'road'] as const;

/**
 * What a unit's readings are, which decides how they combine over time (the dashboard's
 * aggregations and totals, see analytics/units):
 * - `level`: a state at an instant (a temperature, a water level, a battery, a door being open):
 *   averaged, or its minimum or maximum; a sum of levels means nothing, so levels have no total;
 * - `amount`: what came since the previous reading (rain in mm): its total is the sum;
 * - `counter`: a running count that restarts at 0 with the device (people, door openings, images):
 *   its total is what it counted, the rises between readings.
 */
export const unitMeasures = ['level', 'amount', 'counter'] as const;
export type UnitMeasure = (typeof unitMeasures)[number];

/** One measured quantity of a device model, e.g. `{ unit: { slug: 'water_level', name: 'Water level', value: 'cm' }, data_type: 'continuous', measure: 'level' }`. */
export interface DataModelEntry {
  unit: { slug: string; name: string; value: string };
  data_type: (typeof dataTypes)[number];
  /** How readings combine over time; an entry without one is a `level` (never summed). */
  measure?: UnitMeasure;
}

/** The configuration a device last reported having applied (downlink acknowledgement). */
export interface AppliedConfig {
  AcMI?: number;
  AcXTI?: number;
  THVal?: number;
  EVENT?: number;
  MsgCnt?: number;
  deviceType?: string;
  time?: string;
}

/** Type-specific settings and installation facts; open-ended on purpose (new device types add keys). */
export interface DeviceProperties {
  elevation?: number;
  boundary_distance?: number;
  heightOffset?: number;
  overFlowThreshold?: number;
  minVWC?: number;
  maxVWC?: number;
  probeTemperatureOffset?: number;
  firmwareVersion?: string;
  locationId?: string;
  miAbove?: number;
  xtiAbove?: number;
  th?: number;
  miUnder?: number;
  xtiUnder?: number;
  appliedConfig?: AppliedConfig;
  [key: string]: unknown;
}

/** Copy of the newest device message, kept on the device so lists and maps need no time-series scan. */
export interface LatestMessage {
  time: string;
  data: Record<string, number>;
  signalStrength?: number | null;
  rssi?: number | null;
  rsrq?: number | null;
}

export const deviceTypeCategories = pgTable('device_type_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  nameDa: text('name_da').notNull(),
  nameEn: text('name_en').notNull(),
  createdAt: createdAt(),
});

export const deviceModels = pgTable(
  'device_models',
  {
    id: id(),
    title: text('title').notNull().unique(),
    deviceTypeCategoryId: uuid('device_type_category_id')
      .notNull()
      .references(() => deviceTypeCategories.id, { onDelete: 'restrict' }),
    networkType: text('network_type', { enum: networkTypes }).notNull(),
    networkProtocol: text('network_protocol', { enum: networkProtocols }).notNull(),
    dataModel: jsonb('data_model').$type<DataModelEntry[]>().notNull().default([]),
    /** Set for devices reached through one of our MQTT brokers (enables downlink configuration). */
    mqttBrokerNumber: integer('mqtt_broker_number'),
    manufacturer: text('manufacturer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('device_models_network_type_check', t.networkType, networkTypes),
    oneOf('device_models_network_protocol_check', t.networkProtocol, networkProtocols),
    index('device_models_device_type_category_id_idx').on(t.deviceTypeCategoryId),
  ],
);

/** Service levels (premium, ...). */
export const packages = pgTable('packages', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const devices = pgTable(
  'devices',
  {
    id: id(),
    /** Network id (IMEI, Sigfox id, MQTT client id ...), what the device reports itself as. */
    device: text('device').notNull().unique(),
    name: text('name').notNull(),
    serialNumber: text('serial_number'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    deviceModelId: uuid('device_model_id')
      .notNull()
      .references(() => deviceModels.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'set null' }),
    lifecycle: text('lifecycle', { enum: deviceLifecycles }).notNull().default('in_stock'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    placeName: text('place_name'),
    properties: jsonb('properties').$type<DeviceProperties>().notNull().default({}),
    lastSeenAt: tstz('last_seen_at'),
    latestMessage: jsonb('latest_message').$type<LatestMessage>(),
    isComplete: boolean('is_complete').notNull().default(false),
    isUnsuccessful: boolean('is_unsuccessful').notNull().default(false),
    locationTypeStancode: text('location_type_stancode'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    /** Soft delete; `DELETE ?perm=true` removes the row. */
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('devices_lifecycle_check', t.lifecycle, deviceLifecycles),
    check('devices_lat_check', sql`${t.lat} between -90 and 90`),
    check('devices_lon_check', sql`${t.lon} between -180 and 180`),
    check('devices_geo_pair_check', sql`(${t.lat} is null) = (${t.lon} is null)`),
    // Lists are scoped to owners and sorted newest first.
    index('devices_live_owner_created_at_id_idx').on(t.ownerId, t.createdAt.desc(), t.id).where(sql`${t.deletedAt} is null`),
    index('devices_device_model_id_idx').on(t.deviceModelId),
    // The firmware page: live devices per model and reported firmware version, counted from the index.
    index('devices_live_model_firmware_idx')
      .on(t.deviceModelId, sql`(${t.properties}->>'firmwareVersion')`, t.ownerId)
      .where(sql`${t.deletedAt} is null`),
    // Device counts per organisation (GET /organizations) as an index-only scan.
    index('devices_live_owner_id_idx').on(t.ownerId).where(sql`${t.deletedAt} is null`),
    // A dashboard section's page: the owner's live devices in name order, read until the page is
    // full; with the model, counts per group and model need no visit to the rows.
    index('devices_live_owner_id_name_idx')
      .on(t.ownerId, t.name, t.id, t.deviceModelId)
      .where(sql`${t.deletedAt} is null`),
    index('devices_package_id_idx').on(t.packageId),
    index('devices_lifecycle_idx').on(t.lifecycle),
    // (last_seen_at, id): the monitoring page's last-seen filter is an index-only range scan.
    index('devices_last_seen_at_idx').on(t.lastSeenAt, t.id),
    // GET /devices' orders over every organisation (the id breaks ties: an import gives its rows one
    // created_at); deleted devices are listed from their own small index.
    index('devices_live_created_at_id_idx').on(t.createdAt.desc(), t.id).where(sql`${t.deletedAt} is null`),
    index('devices_live_name_id_idx').on(t.name, t.id).where(sql`${t.deletedAt} is null`),
    index('devices_live_last_seen_at_id_idx')
      .on(t.lastSeenAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('devices_deleted_at_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    // Map viewport queries: `point(lon, lat) <@ box(point(west, south), point(east, north))`.
    index('devices_geo_idx').using('gist', sql`point(${t.lon}, ${t.lat})`),
    // Free-text search with ILIKE '%...%' on name, network id and serial number (pg_trgm).
    index('devices_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('devices_device_trgm_idx').using('gin', t.device.op('gin_trgm_ops')),
    index('devices_serial_number_trgm_idx').using('gin', t.serialNumber.op('gin_trgm_ops')),
  ],
);

/** Devices shown together on a dashboard group of an organisation. */
export const groupDevices = pgTable(
  'group_devices',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.deviceId] }), index('group_devices_device_id_idx').on(t.deviceId)],
);

/**
 * The readings time series. A plain table keyed (device_id, time) so TimescaleDB can turn it into a
 * hypertable later (its unique keys must include the time column). The primary-key index serves range
 * scans per device in both directions, so no separate (device_id, time desc) index is kept.
 */
export const deviceMessages = pgTable(
  'device_messages',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    time: tstz('time').notNull(),
    /** `{ unitSlug: value }` following the model's data model. */
    data: jsonb('data').$type<Record<string, number>>().notNull(),
    signalStrength: real('signal_strength'),
    rssi: real('rssi'),
    rsrq: real('rsrq'),
    seqNumber: integer('seq_number'),
    transmissionSeqNumber: integer('transmission_seq_number'),
    /** Slug of an `error_codes` row the device reported with this message, if any. */
    errorCode: text('error_code'),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.time] })],
);

export const deviceImages = pgTable(
  'device_images',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: deviceImageKinds }).notNull().default('picture'),
    name: text('name'),
    /** Key in the file storage (data folder or S3-compatible store). */
    storageKey: text('storage_key').notNull(),
    url: text('url'),
    mimeType: text('mime_type'),
    size: integer('size'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('device_images_kind_check', t.kind, deviceImageKinds),
    index('device_images_device_id_created_at_idx').on(t.deviceId, t.createdAt.desc()),
  ],
);

export const alarms = pgTable(
  'alarms',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    unitSlug: text('unit_slug').notNull(),
    value: doublePrecision('value').notNull(),
    operator: text('operator', { enum: alarmOperators }).notNull(),
    aggregation: text('aggregation', { enum: alarmAggregations }),
    /** Minutes between evaluations. */
    evaluationFrequency: integer('evaluation_frequency').notNull().default(60),
    /** Hours of the day (in the recipients' offset, 0..24) during which notifications go out. */
    notifyFromHour: integer('notify_from_hour').notNull().default(0),
    notifyToHour: integer('notify_to_hour').notNull().default(24),
    notificationEmails: text('notification_emails').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    lastTriggeredAt: tstz('last_triggered_at'),
    /**
     * The time of the newest reading the evaluation job has judged (alarms/evaluateAlarms.ts): it
     * goes on from there, never re-judges older readings; null until the first evaluation, which
     * judges the device's latest reading (a new or changed alarm shows the current state at once).
     */
    evaluatedUntil: tstz('evaluated_until'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('alarms_operator_check', t.operator, alarmOperators),
    oneOf('alarms_aggregation_check', t.aggregation, alarmAggregations),
    check('alarms_evaluation_frequency_check', sql`${t.evaluationFrequency} > 0`),
    check('alarms_notify_hours_check', sql`${t.notifyFromHour} between 0 and 24 and ${t.notifyToHour} between 0 and 24`),
    index('alarms_device_id_idx').on(t.deviceId),
    // The evaluation job's catch-up scan reads the active alarms only.
    index('alarms_active_device_id_idx').on(t.deviceId).where(sql`${t.isActive}`),
  ],
);

/** The desired downlink configuration of an MQTT device and what it last acknowledged. */
export const downlinkConfigs = pgTable(
  'downlink_configs',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .unique()
      .references(() => devices.id, { onDelete: 'cascade' }),
    measurementInterval: integer('measurement_interval'),
    measurementsPerTransmission: integer('measurements_per_transmission'),
    thresholdAbove: doublePrecision('threshold_above'),
    thresholdBelow: doublePrecision('threshold_below'),
    applied: jsonb('applied').$type<AppliedConfig>(),
    appliedAt: tstz('applied_at'),
    messageCount: integer('message_count'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('downlink_configs_measurement_interval_check', sql`${t.measurementInterval} >= 1`),
    check('downlink_configs_measurements_per_transmission_check', sql`${t.measurementsPerTransmission} >= 1`),
  ],
);

export const deviceLifecycleEvents = pgTable(
  'device_lifecycle_events',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: deviceLifecycles }),
    toState: text('to_state', { enum: deviceLifecycles }).notNull(),
    occurredAt: tstz('occurred_at').notNull().defaultNow(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    oneOf('device_lifecycle_events_from_state_check', t.fromState, deviceLifecycles),
    oneOf('device_lifecycle_events_to_state_check', t.toState, deviceLifecycles),
    index('device_lifecycle_events_device_id_occurred_at_idx').on(t.deviceId, t.occurredAt.desc()),
  ],
);

export const firmware = pgTable(
  'firmware',
  {
    id: id(),
    deviceModelId: uuid('device_model_id')
      .notNull()
      .references(() => deviceModels.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    notes: text('notes'),
    /** The firmware file in the storage module (generated key), when one was uploaded. */
    storageKey: text('storage_key'),
    /** The uploader's file name, for display and downloads only. */
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    /** Hex SHA-256 of the file, so a technician can check what they flash. */
    fileSha256: text('file_sha256'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('firmware_device_model_id_version_key').on(t.deviceModelId, t.version)],
);
