import { z } from 'zod';
import { appliedConfigInputSchema } from '../downlink/downlinkConfigSchema.ts';
import { ingestMessageSchema } from '../ingest/ingestMessageSchema.ts';

/** Larger than any reading (a few hundred bytes); a bigger payload is dropped before it is parsed. */
export const MAX_UPLINK_BYTES = 16 * 1024;

/**
 * The JSON a device publishes on `fieldsense/devices/<networkId>/up`: a reading as
 * `POST /ingest/messages` takes it, without `device` (the topic names the device), plus the
 * configuration it applied (spec part 2, §3 `appliedConfig`). Unknown keys are refused.
 *
 * `{ "time": "2026-11-24T08:00:00Z", "readings": { "water_level": 42.5 }, "rssi": -97,
 *    "appliedConfig": { "AcMI": 10, "AcXTI": 6, "THVal": 120, "EVENT": 0, "MsgCnt": 1234 } }`
 */
export const uplinkSchema = ingestMessageSchema.omit({ device: true }).extend({
  appliedConfig: appliedConfigInputSchema.optional().describe('The downlink configuration the device applies'),
});
export type Uplink = z.infer<typeof uplinkSchema>;
