import { z } from 'zod';

/**
 * Response schemas of the monitoring and lookup routes. The `id`s become named components of the
 * OpenAPI document, so the gateway's generated client has readable types.
 */

export const lookupSchema = z
  .object({
    _id: z.string(),
    name: z.string().describe('For device type categories: in the language of the answer'),
    slug: z.string().describe('A stable key, e.g. `heartbeat`, `premium`, `water_level`'),
  })
  .meta({ id: 'Lookup' });

export const statusCodeSchema = lookupSchema
  .extend({
    color: z.enum(['default', 'danger', 'warning', 'good', 'active']).describe('How the status is coloured'),
  })
  .meta({ id: 'StatusCode' });

export const dataModelEntrySchema = z
  .object({
    unit: z.object({
      slug: z.string().describe('Key of the unit; readings are keyed by it'),
      name: z.string(),
      value: z.string().describe('The unit symbol, e.g. `cm`'),
    }),
    data_type: z.enum(['continuous', 'discrete', 'step']),
  })
  .meta({ id: 'DataModelEntry' });

export const deviceModelSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    network_type: z.string().describe('`nbiot`, `sigfox`, `mqtt`, `lorawan` or `http`'),
    networkProtocol: z.string().describe('`mqtt`, `http`, `sigfox` or `coap`'),
    deviceTypeCategory: lookupSchema,
    data_model: z.array(dataModelEntrySchema),
    mqtt: z.object({ brokerNumber: z.number().int() }).nullable().describe('Set for devices reached through our MQTT brokers'),
  })
  .meta({ id: 'DeviceModel' });

export const latestMessageSchema = z
  .object({
    time: z.iso.datetime(),
    data: z.record(z.string(), z.number().nullable()).describe('Value per unit slug of the data model'),
    signalStrength: z.number().nullable(),
    rssi: z.number().nullable(),
    rsrq: z.number().nullable(),
  })
  .meta({ id: 'LatestMessage' });

export const geoSchema = z.object({ lat: z.number(), lon: z.number() }).meta({ id: 'Geo' });

export const errorCodeCountSchema = lookupSchema
  .extend({ count: z.number().int().describe('How many times the device reported it') })
  .meta({ id: 'ErrorCodeCount' });

export const monitoringRecordSchema = z
  .object({
    _id: z.string(),
    org: z.object({ _id: z.string(), name: z.string() }).describe('The organisation owning the device'),
    device: z.object({
      _id: z.string(),
      device: z.string().describe('Network id (IMEI, Sigfox id, MQTT client id)'),
      name: z.string(),
      serialNumber: z.string().nullable(),
      lastSeenAt: z.iso.datetime().nullable(),
      placeName: z.string().nullable(),
      properties: z
        .object({ firmwareVersion: z.string().nullable() })
        .catchall(z.unknown())
        .describe('Type-specific settings; `firmwareVersion` always present (null when unknown)'),
      geo: geoSchema.nullable(),
      device_type: lookupSchema,
      device_model: deviceModelSchema,
      latestMessage: latestMessageSchema.nullable(),
    }),
    package: lookupSchema.nullable(),
    status: statusCodeSchema,
    errorCodes: z.array(errorCodeCountSchema).describe('Newest first'),
    latestErrorOccurredAt: z.iso.datetime().nullable(),
    notes: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'MonitoringRecord' });

export type LookupDto = z.infer<typeof lookupSchema>;
export type DeviceModelDto = z.infer<typeof deviceModelSchema>;
export type MonitoringRecordDto = z.infer<typeof monitoringRecordSchema>;
