import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Throws unless the database answers a trivial query (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
