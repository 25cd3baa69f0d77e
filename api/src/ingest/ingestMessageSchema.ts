import { z } from 'zod';

/** Most messages one request may carry. */
export const MAX_MESSAGES_PER_REQUEST = 1000;

// Far beyond any network's scale, well inside what the database stores (a `real`).
const signal = (description: string) => z.number().min(-1000).max(1000).nullable().optional().describe(description);

/** Readings beyond this are no measurement (and totals of them would overflow). */
export const MAX_READING = 1e15;

/** The earliest time a message may carry: a device clock before it is unset, not old. */
export const EARLIEST_MESSAGE_TIME = '2000-01-01T00:00:00Z';

/** One message from a device. zod 4's `z.number()` rejects NaN and ±Infinity. */
export const ingestMessageSchema = z
  .strictObject({
    device: z.string().trim().min(1).max(100).describe('The network id the device reports itself as (IMEI, Sigfox id, ...)'),
    time: z.iso
      .datetime({ offset: true })
      .refine((time) => Date.parse(time) >= Date.parse(EARLIEST_MESSAGE_TIME), { message: 'ingest.timeTooEarly' })
      .describe(`When the device measured, ISO 8601 with Z or an offset; from ${EARLIEST_MESSAGE_TIME}, at most 5 minutes ahead`),
    readings: z
      .record(z.string().min(1).max(64), z.number().min(-MAX_READING).max(MAX_READING))
      .describe("Values keyed by the unit slugs of the device model's data model, e.g. `{ \"water_level\": 42.5 }`"),
    signalStrength: signal('Signal strength in the network’s own scale (dBm, or 0..100 quality)'),
    rssi: signal('RSSI in dBm'),
    rsrq: signal('RSRQ in dB (NB-IoT)'),
    errorCode: z.string().min(1).max(64).optional().describe('Slug of an error code the device reports, e.g. `low_battery`'),
  })
  .meta({ id: 'IngestMessage' });
export type IngestMessage = z.infer<typeof ingestMessageSchema>;

export const ingestBatchSchema = z
  .strictObject({ messages: z.array(ingestMessageSchema).min(1).max(MAX_MESSAGES_PER_REQUEST) })
  .meta({ id: 'IngestBatch' });

/** The documented body: one message, or a batch of them. */
export const ingestBodySchema = z.union([ingestMessageSchema, ingestBatchSchema]).meta({ id: 'IngestBody' });

/**
 * What the route validates a batch against: the envelope only. Each message is then checked on
 * its own, so one bad message fails alone and the rest of the batch is kept.
 */
export const ingestBatchEnvelopeSchema = z.strictObject({
  messages: z.array(z.unknown()).min(1).max(MAX_MESSAGES_PER_REQUEST),
});

export const ingestItemFailureCodes = [
  'INVALID_MESSAGE',
  'UNKNOWN_DEVICE',
  'FORBIDDEN_DEVICE',
  'UNKNOWN_UNIT',
  'UNKNOWN_ERROR_CODE',
] as const;
export type IngestItemFailureCode = (typeof ingestItemFailureCodes)[number];

export const ingestResultSchema = z
  .object({
    accepted: z
      .number()
      .int()
      .describe('Messages stored, including repeats of a stored (device, time), which change nothing'),
    failed: z.array(
      z.object({
        index: z.number().int().describe('Position of the message in `messages` (0 for a single message)'),
        code: z.enum(ingestItemFailureCodes),
        message: z.string().describe("For people, in the caller's language"),
      }),
    ),
  })
  .meta({ id: 'IngestResult' });
export type IngestResult = z.infer<typeof ingestResultSchema>;
