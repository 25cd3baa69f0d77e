import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The orders `GET /devices` offers, each over `devices d`, the id breaking ties. Indexes that serve
 * them (all partial on live devices; EXPLAIN at 100,000 devices in the note of issue 11): createdAt
 * `devices_live_created_at_id_idx` / `devices_live_owner_created_at_id_idx`, name
 * `devices_live_name_id_idx` / `devices_live_owner_id_name_idx`, device (network id) its unique
 * index, lastSeenAt `devices_live_last_seen_at_id_idx` (newest first) and `devices_last_seen_at_idx`.
 * A device never seen comes last both ways.
 */
export const deviceSortKeys = ['createdAt', 'name', 'device', 'lastSeenAt'] as const;
export type DeviceSortKey = (typeof deviceSortKeys)[number];
export interface DeviceSort {
  key: DeviceSortKey;
  descending: boolean;
}

export const DEFAULT_DEVICE_SORT: DeviceSort = { key: 'createdAt', descending: true };

const sortValues = deviceSortKeys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];

export const deviceSortParam = z
  .enum(sortValues)
  .optional()
  .transform((value): DeviceSort => (value ? { key: value.replace(/^-/, '') as DeviceSortKey, descending: value.startsWith('-') } : DEFAULT_DEVICE_SORT))
  .describe(
    'Order: `createdAt`, `name`, `device` (network id) or `lastSeenAt`, A–Z / oldest first; a leading `-` reverses it. Default `-createdAt` (newest first). Devices never seen come last either way.',
  );

/** The ORDER BY of a sort, over the alias `d`. */
export function deviceOrder({ key, descending }: DeviceSort): SQL {
  const dir = descending ? sql`desc` : sql`asc`;
  switch (key) {
    // The NULLS clauses are the indexes' own (created_at is never null; a device never seen is):
    // Postgres uses an index for an ORDER BY only when they match.
    case 'createdAt':
      // Ties by id A–Z both ways, as the list always was.
      return descending ? sql`d.created_at desc nulls last, d.id` : sql`d.created_at asc nulls first, d.id`;
    case 'name':
      return sql`d.name ${dir}, d.id ${dir}`;
    case 'device':
      return sql`d.device ${dir}`;
    case 'lastSeenAt':
      return descending ? sql`d.last_seen_at desc nulls last, d.id desc nulls last` : sql`d.last_seen_at asc nulls last, d.id asc`;
  }
}
