import { sql } from 'drizzle-orm';
import { check, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** uuid primary key, exposed by the API as `_id`. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** timestamptz read and written as a JS Date (always UTC on the wire). */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** Set by the database on insert and by Drizzle on every update made through it. */
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * CHECK that a text column holds one of `values`. Text + check rather than a Postgres enum type:
 * adding a value later is a plain constraint swap inside a migration, no `ALTER TYPE`.
 */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`);
