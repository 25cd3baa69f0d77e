/**
 * `npx tsx bench/pgliteEventLoop.ts` — does the event loop turn while PGlite queries queue up?
 *
 * Queues 32 queries of about 40 ms each on an in-memory PGlite, raw and through
 * yieldBetweenQueries, and reports the total time and the longest gap between two turns of the
 * event loop (a setImmediate chain): the longest a new request (a health check, a 503 from load
 * shedding) waits before the api even reads it.
 */
import { PGlite } from '@electric-sql/pglite';
import { yieldBetweenQueries } from '../src/db/yieldBetweenQueries.ts';

const ROUNDS = 5;
const QUEUED = 32;

async function measure(client: PGlite) {
  let last = performance.now();
  let maxGap = 0;
  let turns = 0;
  let running = true;
  const turn = () => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    turns++;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  const started = performance.now();
  await Promise.all(Array.from({ length: QUEUED }, () => client.query(`select count(*) from t where s like '%ab%'`)));
  const total = performance.now() - started;
  running = false;
  maxGap = Math.max(maxGap, performance.now() - last);
  return { total, maxGap, turns };
}

const raw = await PGlite.create();
await raw.exec(`create table t as select g as id, md5(g::text) as s from generate_series(1, 200000) g`);
const yielding = yieldBetweenQueries(raw);
await raw.query(`select count(*) from t where s like '%ab%'`);
for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, client] of [
    ['raw PGlite', raw],
    ['yieldBetweenQueries', yielding],
  ] as const) {
    const { total, maxGap, turns } = await measure(client);
    console.log(`${round} ${name.padEnd(20)} ${QUEUED} queries ${total.toFixed(0)} ms, longest event-loop gap ${maxGap.toFixed(1)} ms, ${turns} turns`);
  }
}
await raw.close();
