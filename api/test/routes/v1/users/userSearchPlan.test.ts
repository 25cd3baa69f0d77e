import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { userSearchText } from '../../../../src/db/schema/identity.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

/**
 * The users search (`GET /users?search=`) reads the trigram index over name and e-mail, not every
 * row: with 20,000 users, a mid-word search is an index scan. Timings prove nothing on a shared
 * test machine; the plan does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    insert into users (email, password_hash, first_name, last_name)
    select 'user' || n || '@bulk.example', 'x', 'Fornavn' || n, 'Efternavn' || (n % 997)
    from generate_series(1, 20000) n`);
  await t.database.db.execute(sql`analyze users`);
});
afterAll(() => t?.close());

it('finds a mid-word match through users_search_trgm_idx', async () => {
  const plan = await t.database.db.execute(sql`explain (format json) select id from users where ${userSearchText(schema.users)} ilike ${'%navn123%'}`);
  expect(JSON.stringify(plan.rows)).toContain('users_search_trgm_idx');
  const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where ${userSearchText(schema.users)} ilike ${'%efternavn12 %'}`);
  expect(rows[0]!.n).toBeGreaterThan(0);
});
