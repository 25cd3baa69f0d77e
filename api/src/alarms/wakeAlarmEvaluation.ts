import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The NOTIFY channel that wakes the alarm evaluation job (alarmJob.ts) on every api instance. */
export const ALARM_EVALUATION_CHANNEL = 'alarm_evaluation';

/** 150 ids of 36 characters and their quotes stay well under NOTIFY's 8000-byte payload limit. */
const IDS_PER_NOTIFICATION = 150;

/** A wake-up: the devices that have new readings (or changed alarms); absent: look at every device. */
export interface AlarmEvaluationWake {
  deviceIds?: string[];
}

/**
 * Asks the alarm evaluation job to look at these devices now. Called inside the writing
 * transaction (ingestion, an alarm's create or update): Postgres delivers the notification on
 * commit, so the job sees the readings, and never hears of a rolled-back batch. A wake that no
 * instance hears (none running the job at that moment) is caught up by the job's periodic pass.
 */
export async function wakeAlarmEvaluation(db: Pick<Db, 'execute'>, deviceIds: string[]): Promise<void> {
  const unique = [...new Set(deviceIds)];
  if (unique.length === 0) return;
  const texts: string[] = [];
  for (let i = 0; i < unique.length; i += IDS_PER_NOTIFICATION) {
    texts.push(JSON.stringify({ deviceIds: unique.slice(i, i + IDS_PER_NOTIFICATION) } satisfies AlarmEvaluationWake));
  }
  await db.execute(
    sql`select pg_notify(${ALARM_EVALUATION_CHANNEL}, p) from unnest(${sql.param(texts)}::text[]) with ordinality as x(p, n) order by n`,
  );
}
