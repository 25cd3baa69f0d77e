import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { downlinkConfigRepository } from '../downlink/downlinkConfigRepository.ts';
import { ingestMessages } from '../ingest/ingestMessages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { translate } from '../i18n/translate.ts';
import { parseDeviceTopic } from './mqttTopics.ts';
import { MAX_UPLINK_BYTES, uplinkSchema } from './uplinkSchema.ts';

/** Why an uplink was not stored; counted per reason and logged. */
export const uplinkDropReasons = [
  'topic',
  'tooLarge',
  'notJson',
  'invalid',
  'unknownDevice',
  'notMqttDevice',
  'rejected',
  'failed',
] as const;
export type UplinkDropReason = (typeof uplinkDropReasons)[number];

export type UplinkOutcome =
  | { stored: true; deviceId: string; appliedRecorded: boolean }
  | { stored: false; reason: UplinkDropReason; details?: string; networkId?: string };

type MqttDeviceRow = { id: string; ownerId: string; brokerNumber: number | null };

/**
 * One uplink from the broker: the topic names the device, the payload is checked (size, JSON, shape)
 * before anything reaches the database, and the device must exist, be live and have a model with an
 * MQTT broker number (that is what lets it talk over MQTT). The reading then goes through the same
 * ingestion as `POST /ingest/messages` (time series, latest message, error codes, monitoring events),
 * for the device's own organisation; the applied configuration, when reported, is recorded with it.
 * Never throws: every failure is an outcome the caller logs.
 */
export async function handleUplink(
  db: Db,
  topic: string,
  payload: Buffer,
  opts: { mailer?: Mailer; now?: Date } = {},
): Promise<UplinkOutcome> {
  const target = parseDeviceTopic(topic);
  if (!target || target.kind !== 'up') return { stored: false, reason: 'topic', details: topic.slice(0, 200) };
  const { networkId } = target;
  if (payload.length > MAX_UPLINK_BYTES) {
    return { stored: false, reason: 'tooLarge', networkId, details: `${payload.length} bytes > ${MAX_UPLINK_BYTES}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return { stored: false, reason: 'notJson', networkId };
  }
  const parsed = uplinkSchema.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
      .join('; ');
    return { stored: false, reason: 'invalid', networkId, details };
  }
  const { appliedConfig, ...reading } = parsed.data;

  try {
    // devices' unique index on the network id.
    const { rows } = await db.execute<MqttDeviceRow>(sql`
      select d.id, d.owner_id as "ownerId", m.mqtt_broker_number as "brokerNumber"
      from devices d join device_models m on m.id = d.device_model_id
      where d.device = ${networkId} and d.deleted_at is null`);
    const device = rows[0];
    if (!device) return { stored: false, reason: 'unknownDevice', networkId };
    if (device.brokerNumber === null) return { stored: false, reason: 'notMqttDevice', networkId };

    let appliedRecorded = false;
    const outcome = await ingestMessages(db, [{ device: networkId, ...reading }], {
      organizationId: device.ownerId,
      language: 'en',
      now: opts.now,
      mailer: opts.mailer,
      // The applied configuration commits with its reading (one transaction).
      alsoInTransaction: appliedConfig
        ? async (tx) => {
            appliedRecorded = await downlinkConfigRepository(tx).recordApplied(device.id, appliedConfig, new Date(reading.time));
          }
        : undefined,
    });
    const failure = outcome.failed[0];
    if (failure) {
      return { stored: false, reason: 'rejected', networkId, details: `${failure.code}: ${translate('en', failure.message.id, failure.message.params)}` };
    }
    return { stored: true, deviceId: device.id, appliedRecorded };
  } catch (error) {
    return { stored: false, reason: 'failed', networkId, details: error instanceof Error ? error.message : String(error) };
  }
}
