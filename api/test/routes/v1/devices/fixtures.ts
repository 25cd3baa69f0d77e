import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { schema } from '../../../../src/db/client.ts';
import type { DeviceProperties } from '../../../../src/db/schema/index.ts';
import type { TestApp } from '../../../helpers/testApp.ts';

/** A device of its own for a test: an organisation by name, a seeded model by category and network. */
export async function makeDevice(
  t: TestApp,
  opts: { org: string; category: string; networkType: string; protocol?: string; properties?: DeviceProperties; deleted?: boolean },
): Promise<{ id: string; ownerId: string }> {
  const result = await t.database.db.execute<{ org_id: string; model_id: string }>(sql`
    select (select id from organizations where name = ${opts.org}) as org_id,
      (select dm.id from device_models dm join device_type_categories c on c.id = dm.device_type_category_id
       where c.slug = ${opts.category} and dm.network_type = ${opts.networkType}
         and (${opts.protocol ?? null}::text is null or dm.network_protocol = ${opts.protocol ?? null}) limit 1) as model_id`);
  const { org_id: ownerId, model_id: modelId } = result.rows[0]!;
  if (!ownerId || !modelId) throw new Error(`no organisation or model for ${JSON.stringify(opts)}`);
  const id = randomUUID();
  await t.database.db.insert(schema.devices).values({
    id,
    device: `test-${id.slice(0, 13)}`,
    name: `Test ${opts.category} ${id.slice(0, 4)}`,
    ownerId,
    deviceModelId: modelId,
    properties: opts.properties ?? {},
    deletedAt: opts.deleted ? new Date() : null,
  });
  return { id, ownerId };
}
