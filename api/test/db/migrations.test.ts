import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './createTestDatabase.ts';

describe('database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('applies the migrations to an empty database', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'organizations', 'roles', 'role_rules', 'audit_log']));
  });

  it('keeps emails lowercase and unique', async () => {
    await database.db.insert(schema.users).values({ email: 'someone@example.com', passwordHash: 'x' });
    await expect(
      database.db.insert(schema.users).values({ email: 'someone@example.com', passwordHash: 'y' }),
    ).rejects.toThrow();
    await expect(database.db.insert(schema.users).values({ email: 'Upper@example.com', passwordHash: 'y' })).rejects.toThrow();
  });

  it('delivers NOTIFY payloads to listeners until they unsubscribe', async () => {
    const received: string[] = [];
    const unsubscribe = await database.listen('app_events', (payload) => received.push(payload));
    await database.notify('app_events', '{"type":"viewer.changed"}');
    await expect.poll(() => received).toEqual(['{"type":"viewer.changed"}']);
    await unsubscribe();
    await database.notify('app_events', 'ignored');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
  });
});
