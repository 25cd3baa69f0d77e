import { z } from 'zod';

/**
 * A device's downlink configuration, in the spec's names (part 2, §3 `properties`): the device
 * measures every `miUnder` minutes and sends every `xtiUnder` measurements while its reading is
 * under the threshold `th`, and every `miAbove` minutes / `xtiAbove` measurements at or above it
 * (a water level rising towards an overflow is watched more closely). Where each is kept:
 *
 * | field      | downlink_configs column          | devices.properties |
 * | ---------- | -------------------------------- | ------------------ |
 * | `miUnder`  | `measurement_interval`           | `miUnder`          |
 * | `xtiUnder` | `measurements_per_transmission`  | `xtiUnder`         |
 * | `th`       | `threshold_above`                | `th`               |
 * | `miAbove`  | — (no column)                    | `miAbove`          |
 * | `xtiAbove` | — (no column)                    | `xtiAbove`         |
 *
 * `threshold_below` is not used: the spec's threshold is one value with settings above and below it.
 */

/** A week: a device that measures less often than that is not monitoring anything. */
export const MAX_MEASUREMENT_INTERVAL_MINUTES = 7 * 24 * 60;
export const MAX_MEASUREMENTS_PER_TRANSMISSION = 1000;
/** Far beyond any sensor's range, and exact in a double. */
export const MAX_THRESHOLD = 1_000_000;

const interval = (when: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(MAX_MEASUREMENT_INTERVAL_MINUTES)
    .describe(`Minutes between two measurements ${when}; 1 to ${MAX_MEASUREMENT_INTERVAL_MINUTES}`);
const perTransmission = (when: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(MAX_MEASUREMENTS_PER_TRANSMISSION)
    .describe(`Measurements the device collects before it sends them ${when}; 1 to ${MAX_MEASUREMENTS_PER_TRANSMISSION}`);
const threshold = z
  .number()
  .min(-MAX_THRESHOLD)
  .max(MAX_THRESHOLD)
  .nullable()
  .describe(
    "The threshold, in the unit of the device's main reading (cm for a water level): at or above it the `…Above` settings apply, under it the `…Under` ones. `null`: no threshold, the `…Under` settings always apply",
  );

/** The body of `PUT /devices/{id}/downlink-config`: the whole configuration (unknown keys refused). */
export const downlinkConfigInputSchema = z
  .strictObject({
    miAbove: interval('at or above the threshold'),
    xtiAbove: perTransmission('at or above the threshold'),
    th: threshold,
    miUnder: interval('under the threshold'),
    xtiUnder: perTransmission('under the threshold'),
  })
  .meta({ id: 'DownlinkConfigBody' });
export type DownlinkConfigInput = z.infer<typeof downlinkConfigInputSchema>;

/** What a device reports having applied, in the spec's names (§3 `appliedConfig`), as it sends it over MQTT. */
export const appliedConfigInputSchema = z
  .strictObject({
    AcMI: z.number().int().min(1).max(MAX_MEASUREMENT_INTERVAL_MINUTES).describe('The measurement interval in force, minutes'),
    AcXTI: z
      .number()
      .int()
      .min(1)
      .max(MAX_MEASUREMENTS_PER_TRANSMISSION)
      .describe('The measurements per transmission in force'),
    THVal: z.number().min(-MAX_THRESHOLD).max(MAX_THRESHOLD).nullable().optional().describe('The threshold in force; absent or null: none'),
    EVENT: z
      .union([z.literal(0), z.literal(1)])
      .describe('1 when the reading is at or above the threshold (the `…Above` settings are in force), else 0'),
    MsgCnt: z.number().int().min(0).max(2_147_483_647).describe("The device's message counter"),
    deviceType: z.string().trim().min(1).max(64).optional().describe('The type the device reports itself as'),
  })
  .meta({ id: 'AppliedConfigReport' });
export type AppliedConfigInput = z.infer<typeof appliedConfigInputSchema>;

const userRefSchema = z
  .object({ _id: z.guid(), name: z.string().describe('First and last name') })
  .describe('Who saved it; null when the user is gone or it came from the demo data');

export const requestedDownlinkConfigSchema = z
  .object({
    miAbove: z.number().int().nullable().describe('Minutes between measurements at or above the threshold; null when never set'),
    xtiAbove: z.number().int().nullable().describe('Measurements per transmission at or above the threshold; null when never set'),
    th: z.number().nullable().describe('The threshold; null: none'),
    miUnder: z.number().int().nullable().describe('Minutes between measurements under the threshold; null when never set'),
    xtiUnder: z.number().int().nullable().describe('Measurements per transmission under the threshold; null when never set'),
    updatedAt: z.iso.datetime().describe('When it was last saved'),
    updatedBy: userRefSchema.nullable(),
  })
  .meta({ id: 'RequestedDownlinkConfig' });
export type RequestedDownlinkConfig = z.infer<typeof requestedDownlinkConfigSchema>;

export const appliedDownlinkConfigSchema = z
  .object({
    AcMI: z.number().int().nullable().describe('The measurement interval in force, minutes'),
    AcXTI: z.number().int().nullable().describe('The measurements per transmission in force'),
    THVal: z.number().nullable().describe('The threshold in force; null: none'),
    EVENT: z.number().int().nullable().describe('1: the `…Above` settings are in force (reading at or above the threshold); 0: the `…Under` ones'),
    MsgCnt: z.number().int().nullable().describe("The device's message counter in that reading"),
    deviceType: z.string().nullable().describe('The type the device reported itself as'),
    time: z.iso.datetime().nullable().describe('The time of the reading that reported it'),
    messageCount: z.number().int().nullable().describe('The message count stored with it (the same as MsgCnt for readings over MQTT)'),
  })
  .meta({ id: 'AppliedDownlinkConfig' });
export type AppliedDownlinkConfig = z.infer<typeof appliedDownlinkConfigSchema>;

export const downlinkConfigSchema = z
  .object({
    deviceId: z.guid().describe('The device `_id`'),
    device: z.string().describe('The network id'),
    brokerNumber: z.number().int().describe("The MQTT broker number of the device's model"),
    topic: z.string().describe('The MQTT topic the configuration is published to (retained, QoS 1)'),
    deleted: z.boolean().describe('The device is deleted: the configuration can be read but no longer changed'),
    requested: requestedDownlinkConfigSchema.nullable().describe('What was asked of the device; null when nothing was ever saved'),
    applied: appliedDownlinkConfigSchema.nullable().describe('What the device last reported having applied; null before its first report'),
    inSync: z
      .boolean()
      .describe(
        'Whether the device applies what was asked: its threshold is the requested one and the interval and measurements per transmission in force are the requested ones for its side of the threshold (EVENT). False while nothing was requested or reported',
      ),
  })
  .meta({ id: 'DownlinkConfig' });
export type DownlinkConfig = z.infer<typeof downlinkConfigSchema>;

/** The retained message on `fieldsense/devices/<networkId>/config` (what a device reads). */
export interface DownlinkMessage extends DownlinkConfigInput {
  /** When the configuration was saved (ISO 8601): a device may ignore an older one. */
  time: string;
}

/** Whether the applied configuration is the requested one, for the side of the threshold the device is on. */
export function isInSync(requested: RequestedDownlinkConfig | null, applied: AppliedDownlinkConfig | null): boolean {
  if (!requested || !applied || applied.AcMI === null || applied.AcXTI === null) return false;
  if ((requested.th ?? null) !== (applied.THVal ?? null)) return false;
  const above = applied.EVENT === 1;
  return applied.AcMI === (above ? requested.miAbove : requested.miUnder) && applied.AcXTI === (above ? requested.xtiAbove : requested.xtiUnder);
}
