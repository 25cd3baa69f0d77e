import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/** The organisation owning a record's device, or undefined when there is no such (live) record. */
export async function findRecordOwner(db: Pick<Db, 'execute'>, recordId: string): Promise<string | undefined> {
  const result = await db.execute<{ owner_id: string }>(sql`
    select d.owner_id from monitoring_records mr join devices d on d.id = mr.device_id
    where mr.id = ${recordId} and d.deleted_at is null`);
  return result.rows[0]?.owner_id;
}

export const inScope = (scope: 'all' | string[], organizationId: string) =>
  scope === 'all' || scope.includes(organizationId);
