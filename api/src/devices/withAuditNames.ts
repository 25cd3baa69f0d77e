import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Audit fields that hold another record's id, and the table (with its name column) that names it. */
const namedFields = {
  ownerId: sql`select id, name from organizations`,
  deviceModelId: sql`select id, title as name from device_models`,
  packageId: sql`select id, name from packages`,
} as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Changes = Record<string, { before: unknown; after: unknown }>;

/**
 * Writes each owner, model and package id in a page of audit entries as `{ _id, name }`, so that
 * the trail says "Aarhus Kommune → Vejle Forsyning" rather than two UUIDs. The names are today's
 * (one query per page, by primary keys); an id whose record is gone stays as it is.
 */
export async function withAuditNames<E extends { changes: Changes }>(db: Db, entries: E[]): Promise<E[]> {
  const wanted = new Map<keyof typeof namedFields, Set<string>>();
  for (const entry of entries) {
    for (const field of Object.keys(namedFields) as (keyof typeof namedFields)[]) {
      const change = entry.changes[field];
      if (!change) continue;
      for (const value of [change.before, change.after]) {
        if (typeof value === 'string' && uuid.test(value)) wanted.set(field, (wanted.get(field) ?? new Set()).add(value.toLowerCase()));
      }
    }
  }
  if (wanted.size === 0) return entries;
  const parts = [...wanted].map(([field, ids]) => sql`select ${field}::text as field, x.id::text as id, x.name from (${namedFields[field]}) x where x.id = any(${sql.param([...ids])}::uuid[])`);
  const { rows } = await db.execute<{ field: string; id: string; name: string }>(sql.join(parts, sql` union all `));
  const names = new Map(rows.map((row) => [`${row.field}:${row.id}`, row.name]));
  const named = (field: string, value: unknown) => {
    const name = typeof value === 'string' ? names.get(`${field}:${value.toLowerCase()}`) : undefined;
    return name === undefined ? value : { _id: value, name };
  };
  for (const entry of entries) {
    for (const field of wanted.keys()) {
      const change = entry.changes[field];
      if (change) entry.changes[field] = { before: named(field, change.before), after: named(field, change.after) };
    }
  }
  return entries;
}
