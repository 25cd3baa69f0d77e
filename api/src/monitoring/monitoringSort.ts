import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The orders `GET /monitoring` offers, all on monitoring_records' own columns: each has an index
 * of that narrow table to walk at 100,000 devices, and a filter that matches few records sorts its
 * matches instead (see listMonitoringRecords). Last seen is not offered: it lives only on the wide
 * devices table (ingestion moves it constantly), and with the page's default filter — silent
 * devices, rarely the ones seen last — its order cost several times the default page (EXPLAIN on
 * 100,000 devices). Records without errors come last both ways; the id breaks ties.
 */
export const monitoringSortKeys = ['lastError', 'name', 'networkId'] as const;
export type MonitoringSortKey = (typeof monitoringSortKeys)[number];
export type SortOrder = 'asc' | 'desc';

/** The direction each key takes when `order` is not given: newest first for the time, A–Z for names. */
export const defaultSortOrder: Record<MonitoringSortKey, SortOrder> = {
  lastError: 'desc',
  name: 'asc',
  networkId: 'asc',
};

export const monitoringSortSchema = z.object({
  sort: z
    .enum(monitoringSortKeys)
    .default('lastError')
    .describe('Order by: `lastError` (the latest error, the default), `name` or `networkId` (of the device)'),
  order: z
    .enum(['asc', 'desc'])
    .optional()
    .describe('`asc` or `desc`; by default newest first for `lastError`, A–Z for the others'),
});

/** True for the page's default order: the latest error, newest first. */
export const isDefaultOrder = (sort: MonitoringSortKey, order: SortOrder | undefined) =>
  sort === 'lastError' && (order ?? defaultSortOrder.lastError) === 'desc';

/** The ORDER BY of a sort over `monitoring_records mr`. */
export function monitoringOrder(sort: MonitoringSortKey, order: SortOrder = defaultSortOrder[sort]): SQL {
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  switch (sort) {
    case 'lastError':
      // Ties (many records share no error) stay A–Z by name in both directions, as the default always was.
      return sql`mr.latest_error_occurred_at ${dir} nulls last, mr.device_name asc, mr.id asc`;
    case 'name':
      return sql`mr.device_name ${dir}, mr.id ${dir}`;
    case 'networkId':
      return sql`mr.device_network_id ${dir}, mr.id ${dir}`;
  }
}
