import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AlarmNotificationStatus, alarmAggregations, DataModelEntry } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AlarmOperator } from './alarmCondition.ts';
import { alarmTripMail } from './alarmTripMail.ts';
import { copenhagenHour, withinNotificationHours } from './notificationHours.ts';

/** Trips looked at per pass (the unsent ones are few: the index holds only them). */
const TRIPS_PER_PASS = 100;
/** A send claimed this long ago by a run that never finished (its process died) is taken over. */
const STALE_CLAIM_MS = 10 * 60_000;
/** Sends tried before a trip's e-mail is given up as `failed`. */
export const MAX_MAIL_ATTEMPTS = 5;

type UnsentTrip = {
  id: string;
  status: AlarmNotificationStatus;
  claimedAt: string | Date | null;
  attempts: number;
  readingTime: string | Date;
  readingValue: number;
  threshold: number;
  operator: AlarmOperator;
  unitSlug: string;
  aggregation: (typeof alarmAggregations)[number] | null;
  windowMinutes: number;
  emails: string[];
  fromHour: number;
  toHour: number;
  deviceId: string;
  deviceName: string;
  ownerId: string;
  dataModel: DataModelEntry[];
};

export interface AlarmMailPass {
  sent: string[];
  failed: string[];
}

/**
 * Sends the e-mails of trips that wait for one: `pending` ones at once, `deferred` ones (tripped
 * outside the notification hours and still open) once the hours open; each trip's mail once. A trip
 * is claimed with a conditional update first (`sending`), so two instances — or a pass and a slow
 * one still sending — never both send it; a failed send returns it for the next pass, up to
 * MAX_MAIL_ATTEMPTS. Recipients who are users get the mail in their language, other addresses in the
 * language most of the owning organisation's users have (Danish when tied or none).
 */
export async function sendAlarmMails(
  db: Db,
  mailer: Mailer,
  opts: { publicWebUrl: string; now?: Date; log?: (error: unknown, tripId: string) => void },
): Promise<AlarmMailPass> {
  const now = opts.now ?? new Date();
  const pass: AlarmMailPass = { sent: [], failed: [] };
  const hour = copenhagenHour(now);
  const { rows: trips } = await db.execute<UnsentTrip>(sql`
    select t.id, t.notification_status as status, t.notification_claimed_at as "claimedAt", t.notification_attempts as attempts,
           t.reading_time as "readingTime", t.reading_value as "readingValue", t.threshold, t.operator, t.unit_slug as "unitSlug",
           t.aggregation, a.evaluation_frequency as "windowMinutes", a.notification_emails as emails,
           a.notify_from_hour as "fromHour", a.notify_to_hour as "toHour",
           d.id as "deviceId", d.name as "deviceName", d.owner_id as "ownerId", m.data_model as "dataModel"
    from alarm_trips t
    join alarms a on a.id = t.alarm_id
    join devices d on d.id = t.device_id
    join device_models m on m.id = d.device_model_id
    where t.notification_status in ('pending', 'deferred', 'sending')
      -- Only trips this pass can send, so waiting ones never crowd them out of the page: deferred ones
      -- whose hours are open now, and claims left by a run that died.
      and (t.notification_status = 'pending'
        or (t.notification_status = 'sending' and t.notification_claimed_at < ${new Date(now.getTime() - STALE_CLAIM_MS).toISOString()}::timestamptz)
        or (t.notification_status = 'deferred' and case when a.notify_from_hour < a.notify_to_hour
              then ${hour} >= a.notify_from_hour and ${hour} < a.notify_to_hour
              else ${hour} >= a.notify_from_hour or ${hour} < a.notify_to_hour end))
    order by t.tripped_at
    limit ${TRIPS_PER_PASS}`);

  for (const trip of trips) {
    if (trip.status === 'sending' && trip.claimedAt && new Date(trip.claimedAt).getTime() > now.getTime() - STALE_CLAIM_MS) continue;
    if (trip.status === 'deferred' && !withinNotificationHours(now, trip.fromHour, trip.toHour)) continue;
    if (trip.emails.length === 0) {
      // The addresses were removed since it tripped: nobody to tell.
      await db.execute(sql`update alarm_trips set notification_status = 'skipped' where id = ${trip.id} and notification_status = ${trip.status}`);
      continue;
    }
    const { rows: claimed } = await db.execute<{ id: string }>(sql`
      update alarm_trips
      set notification_status = 'sending', notification_claimed_at = ${now.toISOString()}::timestamptz,
          notification_attempts = notification_attempts + 1
      where id = ${trip.id} and notification_status = ${trip.status}
        and notification_claimed_at is not distinct from ${trip.claimedAt === null ? null : new Date(trip.claimedAt).toISOString()}::timestamptz
      returning id`);
    if (claimed.length === 0) continue;
    try {
      await sendTripMail(db, mailer, trip, opts.publicWebUrl);
      await db.execute(sql`
        update alarm_trips set notification_status = 'sent', notified_at = now(), notification_error = null
        where id = ${trip.id}`);
      pass.sent.push(trip.id);
    } catch (error) {
      opts.log?.(error, trip.id);
      // A deferred trip that fails waits for the next pass inside the hours again; a pending one is retried.
      const back: AlarmNotificationStatus = trip.attempts + 1 >= MAX_MAIL_ATTEMPTS ? 'failed' : trip.status === 'deferred' ? 'deferred' : 'pending';
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db.execute(sql`
        update alarm_trips set notification_status = ${back}, notification_claimed_at = null, notification_error = ${message}
        where id = ${trip.id} and notification_status = 'sending'`);
      pass.failed.push(trip.id);
    }
  }
  return pass;
}

async function sendTripMail(db: Db, mailer: Mailer, trip: UnsentTrip, publicWebUrl: string): Promise<void> {
  const languages = await recipientLanguages(db, trip.emails, trip.ownerId);
  const entry = trip.dataModel.find((e) => e.unit.slug === trip.unitSlug);
  const link = `${publicWebUrl.replace(/\/+$/, '')}/devices/${trip.deviceId}/alerts`;
  for (const language of ['da', 'en'] as const) {
    const to = trip.emails.filter((address) => languages.get(address) === language);
    if (to.length === 0) continue;
    await mailer.send(
      alarmTripMail({
        to,
        language,
        deviceName: trip.deviceName,
        unitName: entry?.unit.name ?? trip.unitSlug,
        unitValue: entry?.unit.value ?? '',
        value: Number(trip.readingValue),
        operator: trip.operator,
        threshold: Number(trip.threshold),
        aggregation: trip.aggregation,
        windowMinutes: trip.windowMinutes,
        readingTime: new Date(trip.readingTime),
        link,
      }),
    );
  }
}

/** Each address's language: the user's own when a user has it, else the organisation's. */
async function recipientLanguages(db: Db, addresses: string[], organizationId: string): Promise<Map<string, 'da' | 'en'>> {
  const { rows: users } = await db.execute<{ email: string; language: 'da' | 'en' }>(
    sql`select email, language from users where email = any(${sql.param(addresses.map((a) => a.toLowerCase()))}::text[])`,
  );
  const known = new Map(users.map((u) => [u.email, u.language]));
  let fallback: 'da' | 'en' | undefined;
  const result = new Map<string, 'da' | 'en'>();
  for (const address of addresses) {
    let language = known.get(address.toLowerCase());
    if (!language) {
      fallback ??= await organizationLanguage(db, organizationId);
      language = fallback;
    }
    result.set(address, language);
  }
  return result;
}

/** The language most of the organisation's users use; Danish when none or tied. */
async function organizationLanguage(db: Db, organizationId: string): Promise<'da' | 'en'> {
  const { rows } = await db.execute<{ en: number; da: number }>(sql`
    select count(*) filter (where u.language = 'en')::int as en, count(*) filter (where u.language = 'da')::int as da
    from organization_members om join users u on u.id = om.user_id
    where om.organization_id = ${organizationId}`);
  const row = rows[0];
  return row && Number(row.en) > Number(row.da) ? 'en' : 'da';
}
