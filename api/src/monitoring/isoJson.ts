import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz as the API writes times in JSON built by Postgres: ISO 8601 in UTC with
 * milliseconds and `Z` (what `Date.toISOString()` gives), or null.
 */
export const isoJson = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
