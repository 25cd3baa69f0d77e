import { getTableColumns } from 'drizzle-orm';
import type { PgTable, PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Postgres allows 65,535 bind parameters per statement; stay clear of it. */
const MAX_PARAMETERS = 60_000;

/** Inserts any number of rows in as few multi-row statements as the parameter limit allows. */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const columnCount = Object.keys(getTableColumns(table)).length;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / columnCount));
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize) as never);
  }
}
