import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Language } from '../i18n/Language.ts';
import { pageOffset } from '../schemas/common.ts';
import { type MonitoringFilter, monitoringWhere } from './monitoringFilter.ts';
import type { MonitoringRecordDto } from './monitoringRecordSchema.ts';
import { isDefaultOrder, type MonitoringSortKey, monitoringOrder, type SortOrder } from './monitoringSort.ts';
import { type RecordRow, recordRowsSql, toMonitoringRecordDto } from './recordRows.ts';

export interface MonitoringPageQuery {
  filter: MonitoringFilter;
  scope: 'all' | string[];
  page: number;
  perPage: number;
  language: Language;
  /** By default the latest error, newest first (records without errors last), then device name. */
  sort?: MonitoringSortKey;
  order?: SortOrder;
}

/**
 * Up to this many matches, another order than the default sorts the matches themselves; beyond,
 * it walks that order's index and stops at the page. Walking is instant when matches are dense but
 * reads the whole index when a filter rarely matches in that order (the default filter — silent
 * devices — is almost never among the devices seen last), and a sort of a few thousand rows costs
 * a few milliseconds. The count tells which case this is.
 */
export const SORT_MATCHES_UP_TO = 10_000;

/**
 * One page of monitoring records and the total. The page picks the ids in a subquery (filters,
 * order, limit, offset over monitoring_records alone) and joins everything else to those few rows. In the default order, whose index serves every
 * filter, the count and the page run side by side; in another order the count comes first and
 * chooses the plan (see SORT_MATCHES_UP_TO).
 */
export async function listMonitoringRecords(
  db: Db,
  query: MonitoringPageQuery,
  { sortMatchesUpTo = SORT_MATCHES_UP_TO } = {},
): Promise<{ data: MonitoringRecordDto[]; total: number }> {
  if (query.scope !== 'all' && query.scope.length === 0) return { data: [], total: 0 };
  const where = monitoringWhere(query.filter, query.scope);
  const sort = query.sort ?? 'lastError';
  const countTotal = async () =>
    Number(
      (await db.execute<{ total: number }>(sql`select count(*)::int as total from monitoring_records mr where ${where}`)).rows[0]?.total ?? 0,
    );
  const page = (sortMatches: boolean) => {
    const orderBy = monitoringOrder(sort, query.order);
    // The outer statement orders by the same keys (on the joined rows), so no row number is needed.
    return db.execute<RecordRow>(recordRowsSql(pageIds(where, orderBy, sortMatches, query), orderBy));
  };

  let rows: { rows: RecordRow[] };
  let total: number;
  if (isDefaultOrder(sort, query.order)) {
    [rows, total] = await Promise.all([page(false), countTotal()]);
  } else {
    total = await countTotal();
    rows = await page(total <= sortMatchesUpTo);
  }
  return { data: rows.rows.map((row) => toMonitoringRecordDto(row, query.language)), total };
}

/** The page's record ids as the derived table `sel`. */
function pageIds(where: SQL, orderBy: SQL, sortMatches: boolean, query: MonitoringPageQuery): SQL {
  const limit = sql`limit ${query.perPage} offset ${pageOffset(query.page, query.perPage)}`;
  if (!sortMatches) return sql`(select mr.id from monitoring_records mr where ${where} order by ${orderBy} ${limit}) sel`;
  // Materialized: the planner must filter first (as the count did) and only then sort the matches.
  return sql`(
    with matches as materialized (
      select mr.id, mr.device_name, mr.device_network_id, mr.latest_error_occurred_at from monitoring_records mr where ${where}
    )
    select mr.id from matches mr order by ${orderBy} ${limit}
  ) sel`;
}
