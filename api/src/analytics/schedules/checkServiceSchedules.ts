import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schema } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { countSinceOfDevices } from './countSince.ts';
import { counterSlug } from './counterSlug.ts';
import { splitEmailList } from './emailList.ts';
import { serviceTargetMail } from './serviceTargetMail.ts';

const { serviceSchedules, devices, deviceModels, organizationMembers, users } = schema;

/**
 * For the devices' schedules: computes the total since the last reset and, when a schedule reached
 * its target and was not notified since the reset, sends the notification e-mail once. `notified_at`
 * is claimed with a conditional update first, so concurrent checks (ingestion, reads) never send twice.
 * Returns the totals by device id.
 */
export async function checkServiceSchedules(db: Db, mailer: Mailer, deviceIds: string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (deviceIds.length === 0) return totals;
  const rows = await db
    .select({
      schedule: serviceSchedules,
      deviceName: devices.name,
      dataModel: deviceModels.dataModel,
    })
    .from(serviceSchedules)
    .innerJoin(devices, eq(devices.id, serviceSchedules.deviceId))
    .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
    .where(inArray(serviceSchedules.deviceId, deviceIds));
  // Every device's total in one query (a group's schedules are checked together).
  const counted = await countSinceOfDevices(
    db,
    rows.flatMap(({ schedule, dataModel }) => {
      const slug = counterSlug(dataModel);
      return slug ? [{ deviceId: schedule.deviceId, slug, from: schedule.lastResetAt }] : [];
    }),
  );
  for (const { schedule, deviceName } of rows) {
    const total = counted.get(schedule.deviceId) ?? 0;
    totals.set(schedule.deviceId, total);
    if (total < schedule.serviceTargetCount || schedule.notifiedAt) continue;
    const to = splitEmailList(schedule.notificationEmail ?? '');
    if (to.length === 0) continue;
    const claimed = await db
      .update(serviceSchedules)
      .set({ notifiedAt: sql`now()` })
      .where(
and(eq(serviceSchedules.id, schedule.id), isNull(serviceSchedules.notifiedAt)),
      )
      .returning({ id: serviceSchedules.id });
    if (claimed.length === 0) continue;
    const language = await organizationLanguage(db, schedule.organizationId);
    try {
      await mailer.send(serviceTargetMail({ to, deviceName, target: schedule.serviceTargetCount, total, language }));
    } catch (error) {
      // Not sent: release the claim so the next check tries again.
      await db.update(serviceSchedules).set({ notifiedAt: null }).where(eq(serviceSchedules.id, schedule.id));
      throw error;
    }
  }
  return totals;
}

/** The language most of the organisation's users use; Danish when none or tied. */
async function organizationLanguage(db: Db, organizationId: string): Promise<'da' | 'en'> {
  const rows = await db
    .select({ language: users.language, n: sql<number>`count(*)::int` })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .groupBy(users.language);
  const count = (language: string) => Number(rows.find((row) => row.language === language)?.n ?? 0);
  return count('en') > count('da') ? 'en' : 'da';
}
