import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { customDays, type DayInput } from '../trends/customDays.ts';
import type { TrendPeriod } from '../trends/trendOptions.ts';
import { trendWindow } from '../trends/trendWindow.ts';
import { checkServiceSchedules } from './checkServiceSchedules.ts';
import { countPerBucketOfDevices } from './countSince.ts';
import { counterSlug } from './counterSlug.ts';
import { serviceScheduleRepository } from './serviceScheduleRepository.ts';
import { toServiceScheduleDto } from './serviceScheduleSchema.ts';

export interface ServiceSchedulesRequest {
  orgId: string;
  groupId?: string | undefined;
  deviceId?: string | undefined;
  period: TrendPeriod;
  date?: string | undefined;
  from?: DayInput | undefined;
  to?: DayInput | undefined;
}

/**
 * The counter devices (one, a group's or all of the organisation's) with their schedules and
 * counted events per bucket of the window and of the window before, as GET
 * /analytics/service-schedules answers them. Reading the totals may send a target e-mail (see
 * checkServiceSchedules). The caller has been authorised for `orgId`.
 */
export async function loadServiceSchedules(db: Db, mailer: Mailer, request: ServiceSchedulesRequest, offsetHours: number) {
  const { orgId, groupId, deviceId, period } = request;
  const repository = serviceScheduleRepository(db);
  const window = trendWindow({
    period,
    ref: 'previous_period',
    date: request.date ? new Date(request.date) : new Date(),
    offsetHours,
    custom: customDays(request, offsetHours),
  });
  if (groupId && !(await repository.groupExists(orgId, groupId))) throw notFound('notFound.group');
  const rows = await repository.devicesWithSchedules(orgId, { deviceId, groupId });
  const counters = rows.flatMap((row) => {
    const slug = counterSlug(row.dataModel);
    return slug ? [{ ...row, slug }] : [];
  });
  const totals = await checkServiceSchedules(
    db,
    mailer,
    counters.filter((row) => row.schedule).map((row) => row.id),
  );

  const bucket = period === 'day' ? 'hour' : 'day';
  const ref = window.ref!;
  // The reference window ends where the main one starts: one count over both, split by bucket time.
  const counts = await countPerBucketOfDevices(
    db,
    counters.map((row) => ({ deviceId: row.id, slug: row.slug })),
    ref.from,
    window.to,
    bucket,
    offsetHours,
  );
  const series = (byBucket: Map<number, number> | undefined, from: Date, to: Date) => {
    const points: { ts: number; v: number }[] = [];
    for (let t = from.getTime(); t < to.getTime(); t += window.bucketMs) {
      const ts = t / 1000;
      points.push({ ts, v: byBucket?.get(ts) ?? 0 });
    }
    return points;
  };
  return counters.map((row) => ({
    _id: row.schedule?.id ?? null,
    deviceId: row.id,
    device: row.device,
    name: row.name,
    serviceSchedule: row.schedule ? toServiceScheduleDto(row.schedule, totals.get(row.id) ?? 0) : null,
    schedulingData: series(counts.get(row.id), window.from, window.to),
    refData: series(counts.get(row.id), ref.from, ref.to),
  }));
}
