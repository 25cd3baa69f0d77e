import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fallbackLanguage, type Language } from '../i18n/Language.ts';
import type { MonitoringRecordDto } from './monitoringRecordSchema.ts';
import { type RecordRow, recordRowsSql, toMonitoringRecordDto } from './recordRows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LoadMonitoringRecordsOptions {
  /** Language of the device type category names; English when not given. */
  language?: Language;
}

/**
 * The contract's `MonitoringRecord` for each id, in the order given; unknown ids are skipped.
 * One statement whatever the count. No scoping here: callers check who may read which record.
 */
export async function loadMonitoringRecords(
  db: Db,
  ids: string[],
  options: LoadMonitoringRecordsOptions = {},
): Promise<MonitoringRecordDto[]> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (wanted.length === 0) return [];
  // The ids travel as one json parameter (the same on PGlite and node-postgres); `ord` keeps their order.
  const from = sql`(
    select x.id::uuid as id, x.ord
    from json_array_elements_text(${JSON.stringify(wanted)}::json) with ordinality as x(id, ord)
  ) sel`;
  const result = await db.execute<RecordRow>(recordRowsSql(from, sql`sel.ord`));
  const language = options.language ?? fallbackLanguage;
  return result.rows.map((row) => toMonitoringRecordDto(row, language));
}

export async function loadMonitoringRecord(
  db: Db,
  id: string,
  options: LoadMonitoringRecordsOptions = {},
): Promise<MonitoringRecordDto | undefined> {
  const [record] = await loadMonitoringRecords(db, [id], options);
  return record;
}
