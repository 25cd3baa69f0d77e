import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yieldBetweenQueries } from '../../src/db/yieldBetweenQueries.ts';

// While queries queue up, the api must still read new requests (a health check, a 503 when it
// sheds load): the event loop turns between two queries.
let raw: PGlite;
let client: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
  client = yieldBetweenQueries(raw);
});
afterAll(() => raw?.close());

describe('yieldBetweenQueries', () => {
  it('lets the event loop turn between queued queries, and answers each in order', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => client.query<{ n: number }>('select $1::int as n', [i])));
    counting = false;
    expect(results.map((r) => r.rows[0]!.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('goes on after a query fails, and runs transactions whole', async () => {
    await client.exec('create table if not exists items (id int primary key)');
    const [failed, inserted] = await Promise.allSettled([
      client.query('select * from no_such_table'),
      client.transaction(async (tx) => {
        await tx.query('insert into items values (1), (2)');
        return (await tx.query<{ n: number }>('select count(*)::int as n from items')).rows[0]!.n;
      }),
    ]);
    expect(failed.status).toBe('rejected');
    expect(inserted).toEqual({ status: 'fulfilled', value: 2 });
    expect(client).toBeInstanceOf(PGlite);
  });
});
