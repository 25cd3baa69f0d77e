import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** True when the database holds no users and no organisations, i.e. nothing was seeded or created yet. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const result = await database.db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from users) and not exists (select 1 from organizations) as empty`,
  );
  return result.rows[0]?.empty === true;
}
