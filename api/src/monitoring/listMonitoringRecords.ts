import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import { type MonitoringFilter, monitoringWhere } from './monitoringFilter.ts';
import type { MonitoringRecordDto } from './monitoringRecordSchema.ts';
import { type RecordRow, recordRowsSql, toMonitoringRecordDto } from './recordRows.ts';

export interface MonitoringPageQuery {
  filter: MonitoringFilter;
  scope: 'all' | string[];
  page: number;
  perPage: number;
  language: Language;
}

/**
 * Newest latest error first (records without errors last), then device name; id keeps pages stable.
 * On the record's own columns, so the page_order indexes serve it.
 */
const ORDER = sql`mr.latest_error_occurred_at desc nulls last, mr.device_name asc, mr.id asc`;

/**
 * One page of monitoring records and the total: two statements, run side by side. The page picks
 * the ids in a subquery (filters, order, limit, offset over monitoring_records alone) and joins everything
 * else to those few rows.
 */
export async function listMonitoringRecords(
  db: Db,
  query: MonitoringPageQuery,
): Promise<{ data: MonitoringRecordDto[]; total: number }> {
  if (query.scope !== 'all' && query.scope.length === 0) return { data: [], total: 0 };
  const where = monitoringWhere(query.filter, query.scope);
  const offset = (query.page - 1) * query.perPage;
  // The outer statement orders by the same keys (on the joined rows), so no row number is needed.
  const from = sql`(
    select mr.id from monitoring_records mr
    where ${where}
    order by ${ORDER}
    limit ${query.perPage} offset ${offset}
  ) sel`;
  const [rows, count] = await Promise.all([
    db.execute<RecordRow>(recordRowsSql(from, ORDER)),
    db.execute<{ total: number }>(sql`
      select count(*)::int as total from monitoring_records mr where ${where}`),
  ]);
  return {
    data: rows.rows.map((row) => toMonitoringRecordDto(row, query.language)),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
