import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The orders `GET /devices` offers, each over `devices d`, the id breaking ties. Indexes that serve them (EXPLAIN at 100,000 devices in the report of issue 11):
 * created_at `devices_created_at_idx` / `devices_owner_id_created_at_idx`, device (network id) its
 * unique index, lastSeenAt `devices_last_seen_at_idx` (last_seen_at, id). A device never seen comes
 * last both ways.
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
    case 'createdAt':
      // Ties by id A–Z both ways, as the list always was.
      return sql`d.created_at ${dir}, d.id`;
    case 'name':
      return sql`d.name ${dir}, d.id ${dir}`;
    case 'device':
      return sql`d.device ${dir}`;
    case 'lastSeenAt':
      return sql`d.last_seen_at ${dir} nulls last, d.id ${dir}`;
  }
}
