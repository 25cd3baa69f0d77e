import { z } from 'zod';
import { deviceLifecycles } from './deviceLifecycle.ts';
import { type NumberInput, propertiesEnvelopeSchema } from './deviceProperties.ts';

/**
 * The rules of a device's own fields, in one place: `POST /devices`, each row of
 * `POST /devices/import` and `PATCH /devices/{id}` use them, and so does the web (its form and the
 * import preview run them in the browser). Plain zod, no server imports; failures are message ids
 * (`device.*` or zod's issue kinds), worded by whoever shows them. What needs the database (the
 * owner and model exist, the caller may create in the owner, the network id is free, the
 * properties of the model's category) is checked after these, by the server.
 */

export const DEVICE_NAME_MAX = 200;
export const NETWORK_ID_MAX = 100;
export const SERIAL_NUMBER_MAX = 100;
export const PLACE_NAME_MAX = 300;
export const DEVICE_NOTES_MAX = 2000;
export const STANCODE_MAX = 20;
/** Most rows one import takes. */
export const IMPORT_MAX_ROWS = 10_000;

/** IMEIs, Sigfox ids, MQTT client ids: letters, digits and `. _ : -`, no spaces. */
export const NETWORK_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]*$/;

const name = z.string().trim().min(1).max(DEVICE_NAME_MAX).describe(`The device's name (at most ${DEVICE_NAME_MAX} characters)`);
const networkId = z
  .string()
  .trim()
  .min(1)
  .max(NETWORK_ID_MAX)
  .regex(NETWORK_ID_PATTERN, 'device.invalidNetworkId')
  .describe(`Network id (IMEI, Sigfox id, MQTT client id): letters, digits and . _ : - (at most ${NETWORK_ID_MAX}); unique across all devices, deleted ones included`);

/** Optional text: trimmed; empty or null stores nothing. */
const optionalText = (max: number, description: string) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .describe(`${description} (at most ${max} characters; empty or null clears it)`);

function coordinate(input: NumberInput, limit: number) {
  const number = z.number().min(-limit).max(limit);
  if (input === 'strict') return number;
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().replace(',', '.');
    return text !== '' && Number.isFinite(Number(text)) ? Number(text) : value;
  }, number);
}

export const geoInputSchema = z
  .strictObject({ lat: coordinate('strict', 90), lon: coordinate('strict', 180) })
  .describe('Position in WGS 84 degrees');

const lifecycle = z.enum(deviceLifecycles);

/** The fields every write shares. */
const common = {
  serialNumber: optionalText(SERIAL_NUMBER_MAX, 'Serial number'),
  placeName: optionalText(PLACE_NAME_MAX, 'Where the device is, in words'),
  notes: optionalText(DEVICE_NOTES_MAX, 'Notes'),
  locationTypeStancode: optionalText(STANCODE_MAX, 'Location type (stancode), e.g. `BRD`'),
  isComplete: z.boolean().optional().describe('The installation data is complete'),
  isUnsuccessful: z.boolean().optional().describe('The installation failed'),
  active: z.boolean().optional(),
};

/** The body of `POST /devices`. */
export const createDeviceSchema = z
  .strictObject({
    name,
    device: networkId,
    ownerId: z.guid().describe('The owning organisation (needs `create Device` in it)'),
    deviceModelId: z.guid().describe('The device model'),
    packageId: z.guid().nullable().optional().describe('The service package'),
    geo: geoInputSchema.nullable().optional(),
    lifecycle: lifecycle.default('in_stock').describe('The starting state; in_stock when absent'),
    properties: propertiesEnvelopeSchema
      .optional()
      .describe('Type-specific settings; the keys allowed depend on the model\'s device type category (see `PATCH /devices/{id}`)'),
    ...common,
  })
  .meta({ id: 'CreateDevice' });
export type CreateDeviceInput = z.infer<typeof createDeviceSchema>;

/**
 * The body of `PATCH /devices/{id}`: every field optional; a field left out is left as it is.
 * `properties` is merged per key (null removes a key); `geo: null` removes the position.
 */
export const updateDeviceSchema = z
  .strictObject({
    name: name.optional(),
    device: networkId.optional(),
    ownerId: z.guid().optional().describe('Move to another owner (needs `create Device` there)'),
    deviceModelId: z.guid().optional(),
    packageId: z.guid().nullable().optional(),
    geo: geoInputSchema.nullable().optional().describe('Position in WGS 84 degrees; null removes it'),
    lifecycle: lifecycle
      .optional()
      .describe('Moves only in_stock → installed → taken_down → in_stock; each move is recorded as a lifecycle event'),
    properties: z
      .record(z.string().min(1).max(64), z.unknown())
      .optional()
      .describe(
        'Merged key by key into the stored properties: a key given replaces its value, `null` removes the key, keys not named stay. Allowed keys per device type category: every device firmwareVersion, locationId, miAbove, xtiAbove, th, miUnder, xtiUnder; water_level elevation, boundary_distance, heightOffset, overFlowThreshold; soil_moisture minVWC, maxVWC, probeTemperatureOffset; street_sense temperatureWarningBelow, temperatureDangerBelow; camera captureIntervalMinutes, wifiSsid, sntpServer; diesel_level tankCapacityLitres, tankHeightCm; rain mmPerTip. Numbers must be JSON numbers.',
      ),
    ...common,
  })
  .meta({ id: 'UpdateDevice' });
export type UpdateDeviceInput = z.infer<typeof updateDeviceSchema>;

/** Reference by id or by name (any case), as spreadsheets name things. */
const reference = (what: string) => z.string().trim().min(1).max(200).describe(`${what}: its id, or its ${what === 'Device model' ? 'title' : 'name'} (any case)`);

/**
 * One row of `POST /devices/import`, as spreadsheet users write it: owner, model and package by id
 * or by name, the position as `lat` and `lon`, and numbers in text cells accepted (`"12,5"`).
 */
export const importDeviceRowSchema = z
  .strictObject({
    name,
    device: networkId,
    owner: reference('Owner'),
    deviceModel: reference('Device model'),
    package: reference('Package').nullable().optional().describe('Package: its id, slug or name (any case)'),
    lat: coordinate('lenient', 90).nullable().optional().describe('Latitude, with `lon`'),
    lon: coordinate('lenient', 180).nullable().optional().describe('Longitude, with `lat`'),
    lifecycle: lifecycle.default('in_stock'),
    properties: propertiesEnvelopeSchema
      .optional()
      .describe("Type-specific settings as for `POST /devices`; numbers may be text (decimal point or comma)"),
    ...common,
  })
  .superRefine((row, ctx) => {
    const hasLat = row.lat !== undefined && row.lat !== null;
    const hasLon = row.lon !== undefined && row.lon !== null;
    if (hasLat !== hasLon) ctx.addIssue({ code: 'custom', path: [hasLat ? 'lon' : 'lat'], message: 'device.geoIncomplete' });
  })
  .meta({ id: 'ImportDeviceRow' });
export type ImportDeviceRow = z.infer<typeof importDeviceRowSchema>;
