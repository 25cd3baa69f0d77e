import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Db, schema } from '../../src/db/client.ts';
import { type ErrorCode, statusByCode } from '../../src/errors.ts';
import type { FileStorage } from '../../src/storage/FileStorage.ts';
import { expectErrorShape } from '../helpers/testApp.ts';

/**
 * The operations of the REST API as its OpenAPI document states them, and what the resilience
 * tests need to call each one. The tests are generated from this list, so a new endpoint is covered
 * the day it appears in the document; a parameter they cannot fill fails them (see
 * `pathParamResource`, `queryParamResource`) instead of being skipped.
 */

/** A JSON schema of the document, `$ref`s inlined. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  /** `GET /api/v1/users/{id}`: how failures name the operation. */
  key: string;
  operationId: string;
  method: Method;
  path: string;
  pathParams: string[];
  query: Parameter[];
  headers: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** Security scheme names (`bearerAuth`, `apiKeyAuth`); empty for a public operation. */
  security: string[];
  /** Answers `text/event-stream`: `inject` would wait for its end, which never comes. */
  streams: boolean;
}

type DocumentOperation = {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, unknown>[];
};
type Document = {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every operation of the app's own document (`GET /api/openapi.json`). */
export async function loadOpenApiOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject('/api/openapi.json');
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${response.statusCode}`);
  return openApiOperations(response.json<Document>());
}

export function openApiOperations(document: Document): Operation[] {
  const resolve = (value: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 20) throw new Error('$ref nesting too deep');
    if (value.$ref) {
      const name = value.$ref.replace('#/components/schemas/', '');
      const target = document.components?.schemas?.[name];
      if (!target) throw new Error(`unknown $ref ${value.$ref}`);
      return resolve(target, depth + 1);
    }
    const inline = (child: JsonSchema) => resolve(child, depth + 1);
    return {
      ...value,
      ...(value.properties
        ? { properties: Object.fromEntries(Object.entries(value.properties).map(([key, child]) => [key, inline(child)])) }
        : {}),
      ...(value.items ? { items: inline(value.items) } : {}),
      ...(value.anyOf ? { anyOf: value.anyOf.map(inline) } : {}),
      ...(value.oneOf ? { oneOf: value.oneOf.map(inline) } : {}),
      ...(value.allOf ? { allOf: value.allOf.map(inline) } : {}),
      ...(typeof value.additionalProperties === 'object' ? { additionalProperties: inline(value.additionalProperties) } : {}),
    };
  };

  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]): Operation => {
      const parameters = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true, schema: resolve(p.schema) }));
      const jsonBody = op.requestBody?.content?.['application/json']?.schema;
      return {
        key: `${method.toUpperCase()} ${path}`,
        operationId: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase() as Method,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: parameters('query'),
        headers: parameters('header'),
        ...(jsonBody ? { body: resolve(jsonBody) } : {}),
        security: (op.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        streams: Object.values(op.responses).some((response) => 'text/event-stream' in (response.content ?? {})),
      };
    }),
  );
}

/** Signing out ends the caller's session: tests give such an operation a token of its own. */
export const endsSession = (op: Operation): boolean => op.operationId === 'logout';

/** The URL of an operation with its path parameters filled in (encoded) and a query string. */
export function operationUrl(op: Operation, pathValues: Record<string, string>, query: Record<string, string | string[]> = {}): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = pathValues[name];
    if (value === undefined) throw new Error(`${op.key}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) search.append(name, item);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The kinds of resource whose ids operations take. */
export type Resource =
  | 'organization'
  | 'user'
  | 'role'
  | 'device'
  | 'mqttDevice'
  | 'monitoringRecord'
  | 'apiKey'
  | 'serviceSchedule'
  | 'contract'
  | 'deviceImage'
  | 'alarm'
  | 'serviceCenter'
  | 'technician'
  | 'serviceOrder'
  | 'serviceOrderAttachment'
  | 'serviceOrderImage'
  | 'installationOrder'
  | 'installationAttachment'
  | 'group';

/** Real ids of one organisation's resources, to fill parameters with. */
export type ResourceIds = Record<Resource, string>;

const resourceBySegment: Record<string, Resource> = {
  organizations: 'organization',
  users: 'user',
  roles: 'role',
  devices: 'device',
  monitoring: 'monitoringRecord',
  keys: 'apiKey',
  'service-centers': 'serviceCenter',
  'service-orders': 'serviceOrder',
  installation: 'installationOrder',
};
const resourceByName: Record<string, Resource> = {
  orgId: 'organization',
  deviceId: 'device',
  keyId: 'apiKey',
  serviceScheduleId: 'serviceSchedule',
  alarmId: 'alarm',
  contractId: 'contract',
  imageId: 'deviceImage',
  technicianId: 'technician',
  attId: 'serviceOrderAttachment',
  groupId: 'group',
  userId: 'user',
};

/**
 * What a path parameter is the id of: `{id}` names the resource of the segment before it
 * (`/organizations/{id}`), any other parameter its name (`{deviceId}`). Throws for a parameter this
 * does not know, so a new kind of id cannot slip through the tests unfilled.
 */
export function pathParamResource(op: Operation, param: string): Resource {
  const segments = op.path.split('/');
  const before = segments[segments.indexOf(`{${param}}`) - 1] ?? '';
  // A downlink configuration exists only for a device reached through an MQTT broker.
  if (param === 'id' && before === 'devices' && op.path.endsWith('/downlink-config')) return 'mqttDevice';
  // A service order's images are attachments rows, not device images.
  if (param === 'imageId' && op.path.startsWith('/api/v1/service-orders/')) return 'serviceOrderImage';
  // An installation order's device attachments are attachments rows of its device's entry.
  if (param === 'attId' && op.path.startsWith('/api/v1/installation/')) return 'installationAttachment';
  const resource = param === 'id' ? resourceBySegment[before] : resourceByName[param];
  if (!resource) {
    throw new Error(`${op.key}: the resilience tests cannot fill {${param}}; add it to pathParamResource (test/resilience/openApiOperations.ts)`);
  }
  return resource;
}

/** Query filters on shared reference data (models, categories, status codes...): no tenant's data. */
const referenceDataFilters = new Set(['deviceTypeIds', 'deviceTypeCategoryIds', 'deviceModelIds', 'modelIds', 'packageIds', 'errorCodes', 'status']);

/**
 * What an id-like query parameter filters by: a tenant resource, `'reference'` for shared reference
 * data, `'group'` for a group (trends take a group or a device, not both), or undefined for a
 * parameter that is no id. `ids` means the ids of what the path lists. Throws for an unknown
 * id-like parameter (a name ending in `Id`/`Ids`, or a uuid schema).
 */
export function queryParamResource(op: Operation, param: Parameter): Resource | 'reference' | 'group' | undefined {
  const name = param.name;
  if (name === 'orgId' || name === 'orgIds' || name === 'orgs' || name === 'organizationIds' || name === 'parentId') return 'organization';
  if (name === 'serviceCenterIds' || name === 'serviceCenterId') return 'serviceCenter';
  if (name === 'roleIds' || name === 'roleId') return 'role';
  if (name === 'deviceId' || name === 'deviceIds' || name === 'devices') return 'device';
  if (name === 'groupId') return 'group';
  if (name === 'alarmId') return 'alarm';
  if (referenceDataFilters.has(name)) return 'reference';
  if (name === 'ids') {
    // `/devices/lean` and `/devices/full` list devices too, in a leaner or the full shape.
    const listed = resourceBySegment[op.path.split('/').filter((segment) => segment !== 'lean' && segment !== 'full').at(-1) ?? ''];
    if (listed) return listed;
  }
  const looksLikeId = /Ids?$|^ids$/.test(name) || param.schema.format === 'uuid';
  if (looksLikeId) {
    throw new Error(`${op.key}: the resilience tests cannot fill ?${name}=; add it to queryParamResource (test/resilience/openApiOperations.ts)`);
  }
  return undefined;
}

/**
 * The path and query parameters of a request for the operation on the resources of `ids`: every
 * parameter that takes a tenant's id gets theirs, other required ones a sample value.
 */
export function parametersFor(op: Operation, ids: ResourceIds): { pathValues: Record<string, string>; query: Record<string, string> } {
  const pathValues = Object.fromEntries(op.pathParams.map((param) => [param, ids[pathParamResource(op, param)]]));
  const query: Record<string, string> = {};
  for (const param of op.query) {
    const resource = queryParamResource(op, param);
    if (resource && resource !== 'reference' && resource !== 'group') query[param.name] = ids[resource];
    else if (param.required) query[param.name] = String(sampleValue(param.schema, param.name));
  }
  return { pathValues, query };
}

/**
 * The ids of one organisation's resources (by slug), taken from the database: the device is the
 * one with a service schedule when there is one (schedule operations need the pair), the user a
 * member of the organisation, the API key any of its keys (create one first).
 */
export async function loadResourceIds(db: Db, slug: string): Promise<ResourceIds> {
  const { organizations, serviceSchedules, devices, monitoringRecords, organizationMembers, apiKeys } = schema;
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
  if (!organization) throw new Error(`no organisation ${slug}`);
  const [schedule] = await db
    .select({ id: serviceSchedules.id, deviceId: serviceSchedules.deviceId })
    .from(serviceSchedules)
    .where(eq(serviceSchedules.organizationId, organization.id))
    .orderBy(asc(serviceSchedules.id));
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.ownerId, organization.id), isNull(devices.deletedAt)))
    .orderBy(asc(devices.id));
  const deviceId = schedule?.deviceId ?? device?.id;
  const [record] = deviceId
    ? await db.select({ id: monitoringRecords.id }).from(monitoringRecords).where(eq(monitoringRecords.deviceId, deviceId))
    : [];
  const [member] = await db
    .select({ id: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organization.id))
    .orderBy(asc(organizationMembers.userId));
  const [key] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.organizationId, organization.id));
  // A role the organisation defines for itself (its administrators' role: the most to take).
  const [role] = await db
    .select({ id: schema.roles.id })
    .from(schema.roles)
    .where(eq(schema.roles.organizationId, organization.id))
    .orderBy(asc(schema.roles.name))
    .limit(1);
  // A contract of the organisation holding the device, and an image of the device (a row is enough: its file may be missing).
  let [contract] = await db.select({ id: schema.contracts.id }).from(schema.contracts).where(eq(schema.contracts.organizationId, organization.id));
  if (!contract) {
    const [pkg] = await db.select({ id: schema.packages.id }).from(schema.packages).orderBy(asc(schema.packages.id)).limit(1);
    [contract] = await db
      .insert(schema.contracts)
      .values({ organizationId: organization.id, packageId: pkg!.id, startDate: '2026-01-01', pricePerDeviceMonth: '10.00' })
      .returning({ id: schema.contracts.id });
  }
  if (deviceId) await db.insert(schema.contractDevices).values({ contractId: contract!.id, deviceId }).onConflictDoNothing();
  let [image] = deviceId ? await db.select({ id: schema.deviceImages.id }).from(schema.deviceImages).where(eq(schema.deviceImages.deviceId, deviceId)) : [];
  if (!image && deviceId) {
    [image] = await db
      .insert(schema.deviceImages)
      .values({ deviceId, name: 'tenant.png', storageKey: `devices/${deviceId}/images/${deviceId}.png`, mimeType: 'image/png', size: 1 })
      .returning({ id: schema.deviceImages.id });
  }
  // An alarm of the device: the demo data may have none on it, so the tests add one (alarm routes need the pair).
  let [alarm] = deviceId ? await db.select({ id: schema.alarms.id }).from(schema.alarms).where(eq(schema.alarms.deviceId, deviceId)) : [];
  if (!alarm && deviceId) {
    [alarm] = await db.insert(schema.alarms).values({ deviceId, unitSlug: 'probe', value: 1, operator: 'gte' }).returning({ id: schema.alarms.id });
  }
  // A live device of a model with an MQTT broker number (downlink operations need one); the
  // organisation may have none, so the tests add one.
  let [mqttDevice] = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(schema.deviceModels, eq(schema.deviceModels.id, devices.deviceModelId))
    .where(and(eq(devices.ownerId, organization.id), isNull(devices.deletedAt), isNotNull(schema.deviceModels.mqttBrokerNumber)))
    .orderBy(asc(devices.id))
    .limit(1);
  if (!mqttDevice) {
    const [model] = await db
      .select({ id: schema.deviceModels.id })
      .from(schema.deviceModels)
      .where(isNotNull(schema.deviceModels.mqttBrokerNumber))
      .orderBy(asc(schema.deviceModels.id))
      .limit(1);
    [mqttDevice] = await db
      .insert(devices)
      .values({ device: `tenant-mqtt-${organization.id}`, name: 'Tenant MQTT', ownerId: organization.id, deviceModelId: model!.id })
      .returning({ id: devices.id });
  }
  // A service centre serving this organisation only, with a technician (one of its members) and an
  // order on the device: the service routes need the three, and no other organisation's staff or
  // technicians may reach them.
  const centreName = `Tenant centre ${slug}`;
  let [centre] = await db.select({ id: schema.serviceCenters.id }).from(schema.serviceCenters).where(eq(schema.serviceCenters.name, centreName));
  if (!centre) {
    [centre] = await db.insert(schema.serviceCenters).values({ name: centreName }).returning({ id: schema.serviceCenters.id });
    await db.insert(schema.serviceCenterOrganizations).values({ serviceCenterId: centre!.id, organizationId: organization.id });
  }
  let [technician] = await db.select({ id: schema.technicians.id }).from(schema.technicians).where(eq(schema.technicians.serviceCenterId, centre!.id));
  if (!technician && member) {
    [technician] = await db
      .insert(schema.technicians)
      .values({ serviceCenterId: centre!.id, userId: member.id, name: `Tenant technician ${slug}` })
      .returning({ id: schema.technicians.id });
  }
  let [order] = await db.select({ id: schema.serviceOrders.id }).from(schema.serviceOrders).where(eq(schema.serviceOrders.serviceCenterId, centre!.id));
  if (!order && deviceId && technician) {
    const [status] = await db.select({ id: schema.serviceOrderStatuses.id }).from(schema.serviceOrderStatuses).where(eq(schema.serviceOrderStatuses.slug, 'sos_new'));
    [order] = await db
      .insert(schema.serviceOrders)
      .values({ serviceCenterId: centre!.id, technicianId: technician.id, deviceId, ownerId: organization.id, statusId: status!.id, serviceIssue: 'tenant', dueDate: new Date(Date.now() + 7 * 86_400_000) })
      .returning({ id: schema.serviceOrders.id });
  }
  // An attachment and a before image of the order (rows; storeResourceFiles puts their files).
  const orderFile = async (kind: 'attachment' | 'before_image') => {
    if (!order) return undefined;
    const [found] = await db
      .select({ id: schema.attachments.id })
      .from(schema.attachments)
      .where(and(eq(schema.attachments.serviceOrderId, order.id), eq(schema.attachments.kind, kind)));
    if (found) return found;
    const [made] = await db
      .insert(schema.attachments)
      .values({ ownerType: 'service_order', serviceOrderId: order.id, kind, name: `tenant-${kind}.png`, storageKey: `service-orders/${order.id}/tenant-${kind.replace('_', '-')}.png`, mimeType: 'image/png', size: 4 })
      .returning({ id: schema.attachments.id });
    return made;
  };
  // A dashboard group of the organisation holding the device (group routes need one).
  let [group] = await db.select({ id: schema.groups.id }).from(schema.groups).where(eq(schema.groups.organizationId, organization.id)).orderBy(asc(schema.groups.id)).limit(1);
  if (!group) {
    [group] = await db.insert(schema.groups).values({ organizationId: organization.id, name: `Tenant group ${slug}` }).returning({ id: schema.groups.id });
  }
  if (deviceId) await db.insert(schema.groupDevices).values({ groupId: group!.id, deviceId }).onConflictDoNothing();
  const attachment = await orderFile('attachment');
  const orderImage = await orderFile('before_image');
  // An installation order of the centre holding the device, with an attachment of the device's entry.
  let [installation] = await db
    .select({ id: schema.installationOrders.id })
    .from(schema.installationOrders)
    .where(eq(schema.installationOrders.serviceCenterId, centre!.id));
  if (!installation && deviceId) {
    [installation] = await db
      .insert(schema.installationOrders)
      .values({ name: `Tenant installation ${slug}`, ownerId: organization.id, serviceCenterId: centre!.id, technicianId: technician?.id ?? null })
      .returning({ id: schema.installationOrders.id });
    await db.insert(schema.installationOrderDevices).values({ installationOrderId: installation!.id, deviceId });
  }
  let installationAttachment: { id: string } | undefined;
  if (installation && deviceId) {
    const [entry] = await db
      .select({ id: schema.installationOrderDevices.id })
      .from(schema.installationOrderDevices)
      .where(and(eq(schema.installationOrderDevices.installationOrderId, installation.id), eq(schema.installationOrderDevices.deviceId, deviceId)));
    [installationAttachment] = await db
      .select({ id: schema.attachments.id })
      .from(schema.attachments)
      .where(eq(schema.attachments.installationOrderDeviceId, entry!.id));
    if (!installationAttachment) {
      [installationAttachment] = await db
        .insert(schema.attachments)
        .values({
          ownerType: 'installation_device',
          installationOrderDeviceId: entry!.id,
          name: 'tenant-installation.png',
          storageKey: `installation/${installation.id}/devices/${deviceId}/tenant.png`,
          mimeType: 'image/png',
          size: 4,
        })
        .returning({ id: schema.attachments.id });
    }
  }
  const ids = {
    organization: organization.id,
    device: deviceId,
    mqttDevice: mqttDevice?.id,
    monitoringRecord: record?.id,
    serviceSchedule: schedule?.id,
    user: member?.id,
    role: role?.id,
    apiKey: key?.id,
    alarm: alarm?.id,
    contract: contract?.id,
    deviceImage: image?.id,
    serviceCenter: centre?.id,
    technician: technician?.id,
    serviceOrder: order?.id,
    serviceOrderAttachment: attachment?.id,
    serviceOrderImage: orderImage?.id,
    installationOrder: installation?.id,
    installationAttachment: installationAttachment?.id,
    group: group?.id,
  };
  const missing = Object.entries(ids).filter(([, id]) => !id);
  if (missing.length > 0) throw new Error(`${slug} has no ${missing.map(([name]) => name).join(', ')}: the tests need one of each`);
  return ids as ResourceIds;
}

/** Puts a file behind the image of `ids` (loadResourceIds makes the row only), so its download answers. */
export async function storeResourceFiles(storage: FileStorage, db: Db, ids: ResourceIds): Promise<void> {
  const [image] = await db.select().from(schema.deviceImages).where(eq(schema.deviceImages.id, ids.deviceImage));
  if (image && !(await storage.has(image.storageKey))) await storage.put(image.storageKey, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
  const orderFiles = await db
    .select()
    .from(schema.attachments)
    .where(inArray(schema.attachments.id, [ids.serviceOrderAttachment, ids.serviceOrderImage, ids.installationAttachment]));
  for (const file of orderFiles) {
    if (!(await storage.has(file.storageKey))) await storage.put(file.storageKey, Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
  }
}

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * Real values for body fields that name something (a device's network id, a status code...), so
 * that a sample body gets past the lookups behind it: the device is the one of `ids`.
 */
export async function loadKnownValues(db: Db, ids: ResourceIds): Promise<Record<string, unknown>> {
  const [device] = await db.select({ networkId: schema.devices.device }).from(schema.devices).where(eq(schema.devices.id, ids.device));
  const [errorCode] = await db.select({ slug: schema.errorCodes.slug }).from(schema.errorCodes).orderBy(asc(schema.errorCodes.slug)).limit(1);
  const [status] = await db.select({ id: schema.statusCodes.id }).from(schema.statusCodes).orderBy(asc(schema.statusCodes.id)).limit(1);
  const [notification] = await db
    .select({ id: schema.releaseNotifications.id })
    .from(schema.releaseNotifications)
    .orderBy(asc(schema.releaseNotifications.id))
    .limit(1);
  return {
    device: device!.networkId,
    errorCode: errorCode!.slug,
    status: status!.id,
    notificationId: notification!.id,
    // Contracts take a price as an exact decimal string.
    pricePerDeviceMonth: '10.00',
    // A replacement task (POST /tasks) names the order and its devices.
    serviceOrder: ids.serviceOrder,
    oldDevice: ids.device,
    newDevice: ids.device,
  };
}

/**
 * A value the schema accepts (the first choice of each union and enum, every property), so that a
 * request passes validation and reaches the code behind it. `name` refines plain strings by what
 * the field holds (an `email` field gets an address); a property named in `known` gets that value.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a known value suits the field: `device` is a network id in some bodies and an id in others. */
function fits(schema: JsonSchema, value: unknown): boolean {
  return schema.format !== 'uuid' || (typeof value === 'string' && UUID.test(value));
}

export function sampleValue(schema: JsonSchema, name = '', known: Record<string, unknown> = {}): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleValue(choice.find((c) => c.type !== 'null') ?? choice[0]!, name, known);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, name, known)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return SAMPLE_UUID;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email' || /email/i.test(name)) return 'probe@example.com';
      // A day (`YYYY-MM-DD`, a due date): tomorrow, which every day rule takes.
      const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      if ((schema.pattern && new RegExp(schema.pattern).test(day)) || /(date|day)$/i.test(name)) return day;
      const text = 'probe';
      return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleValue(schema.items ?? {}, name, known));
    case 'object':
    case undefined:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, key in known && fits(child, known[key]) ? known[key] : sampleValue(child, key, known)]),
      );
    default:
      throw new Error(`no sample for a schema of type ${type}`);
  }
}

/** What only the server's insides would say: a stack, a file path, Fastify's codes, Postgres' errors. */
const internals: [string, RegExp][] = [
  ['a stack trace', /\bat .+\.(ts|js|mjs):\d+/],
  ['node_modules', /node_modules/],
  ['a Fastify error code', /FST_ERR/],
  ['Postgres error text', /syntax error at or near|violates .*constraint|relation "|invalid input syntax|out of range for type|malformed array literal|unterminated quoted|PostgresError|duplicate key value/i],
];

/**
 * Every way a response breaks the API's contract: a 5xx, internals in the body, or a 4xx that is
 * not `{ message, code }` with a code of that status. Empty when it keeps it.
 */
export function contractProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  for (const [what, pattern] of internals) if (pattern.test(response.body)) problems.push(`the body leaks ${what}`);
  if (status >= 400) {
    try {
      const body = response.json<Record<string, unknown>>();
      const code = body.code as ErrorCode;
      // An unsupported media type is the caller's invalid request (errorHandler.ts): 415 VALIDATION_FAILED.
      const codeStatus = status === 415 && code === 'VALIDATION_FAILED' ? 415 : statusByCode[code];
      if (codeStatus !== status) problems.push(`code ${String(code)} is not one of status ${status}`);
      expectErrorShape(body, code);
    } catch (error) {
      problems.push(`the error body breaks the contract: ${(error as Error).message}`);
    }
  }
  return problems.map((problem) => `${problem}: ${status} ${response.body.slice(0, 300)}`);
}
