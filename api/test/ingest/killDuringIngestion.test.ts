import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, schema } from '../../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from '../db/createTestDatabase.ts';
import { type ApiProcess, startApiProcess } from '../helpers/apiProcess.ts';
import { DEMO_PASSWORD } from '../helpers/testApp.ts';

const { deviceMessages, deviceModels, devices, organizations } = schema;

// The api is killed with SIGKILL in the middle of ingestion, as a crash or the OOM killer would
// end it. Every message it answered 202 for must be stored after it is started again: a device
// that got its acknowledgement never sends that message again. On PGlite (a folder on disk) and on
// PostgreSQL (TEST_DATABASE_URL).

const folder = mkdtempSync(path.join(tmpdir(), 'fieldsense-kill-'));
let database: TestDatabase | undefined;
let api: ApiProcess | undefined;
afterAll(async () => {
  await api?.stop();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

type Message = { device: string; time: string; readings: Record<string, number> };

it('keeps every message it acknowledged when killed with SIGKILL mid-batch, and starts again', async () => {
  database = await createTestDatabase({ seeded: true, onDiskIn: folder });
  const [organization] = await database.db.select().from(organizations).where(eq(organizations.slug, 'vejle-forsyning'));
  const fleet = await database.db
    .select({ id: devices.id, device: devices.device, dataModel: deviceModels.dataModel })
    .from(devices)
    .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
    .where(eq(devices.ownerId, organization!.id));
  expect(fleet.length).toBeGreaterThan(0);
  // PGlite allows one process per folder: the api opens it next.
  await database.close();

  const serverEnv = { ...database.serverEnv, INGEST_RATE_LIMIT_PER_MINUTE: '100000' };
  api = await startApiProcess(serverEnv);
  const login = await fetch(`${api.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${api.url}/api/v1/organizations/${organization!.id}/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'kill test' }),
  });
  const { key } = (await created.json()) as { key: string };

  // Every message has a (device, time) of its own, a second apart, in the hour before the test.
  let sequence = 0;
  const start = Date.now() - 3_600_000;
  const nextMessage = (): Message => {
    const device = fleet[sequence % fleet.length]!;
    const time = new Date(start + sequence++ * 1000).toISOString();
    return { device: device.device, time, readings: Object.fromEntries(device.dataModel.map((d) => [d.unit.slug, sequence % 100])) };
  };

  const acknowledged: Message[] = [];
  let refused = 0;
  let stopping = false;
  const send = async () => {
    while (!stopping) {
      const messages = Array.from({ length: 20 }, nextMessage);
      try {
        const response = await fetch(`${api!.url}/api/v1/ingest/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ messages }),
        });
        const body = (await response.json()) as { accepted?: number; failed?: unknown[] };
        if (response.status === 202 && body.failed?.length === 0) acknowledged.push(...messages);
        else if (response.status !== 503) throw new Error(`ingestion answered ${response.status}: ${JSON.stringify(body)}`);
      } catch (error) {
        // The connection dropped under the kill: not acknowledged, so the device would retry it.
        if (error instanceof TypeError) refused++;
        else throw error;
      }
    }
  };
  const senders = Array.from({ length: 4 }, send);
  // Kill once a good number of batches went through, while the senders keep writing.
  await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(400);
  const port = api.port;
  await api.kill();
  await expect.poll(() => refused, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
  stopping = true;
  await Promise.all(senders);

  // Started again on the same database, it recovers and answers.
  api = await startApiProcess(serverEnv, port);
  const records = await fetch(`${api.url}/api/v1/monitoring?perPage=1`, { headers: { authorization: `Bearer ${token}` } });
  expect(records.status).toBe(200);
  await api.stop();

  const reopened = await openDatabase({ url: 'DATABASE_URL' in serverEnv ? serverEnv.DATABASE_URL : undefined, dataDir: folder });
  try {
    const ids = new Map(fleet.map((d) => [d.device, d.id]));
    const stored = await reopened.db
      .select({ deviceId: deviceMessages.deviceId, time: deviceMessages.time })
      .from(deviceMessages)
      .where(inArray(deviceMessages.deviceId, [...ids.values()]));
    const storedKeys = new Set(stored.map((m) => `${m.deviceId}|${m.time.getTime()}`));
    const lost = acknowledged.filter((m) => !storedKeys.has(`${ids.get(m.device)}|${Date.parse(m.time)}`));
    expect(lost, `${lost.length} of ${acknowledged.length} acknowledged messages were lost`).toEqual([]);
  } finally {
    await reopened.close();
  }
}, 240_000);
