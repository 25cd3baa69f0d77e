import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'member', string>;
let aarhus: string;
let vejle: string;

type Usage = { _id: string; deviceModelName: string; deviceTypeName: string; slug: string; devices: number };
const getAll = async (token: string | null, query = '', language = 'en') => {
  const response = await t.app.inject({
    url: `/api/v1/devicetype-categories/getAll${query}`,
    headers: { ...(token ? t.auth(token) : {}), 'accept-language': language },
  });
  return response;
};
const liveDevicesOf = async (orgId: string) =>
  Number((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from devices where owner_id = ${orgId} and deleted_at is null`)).rows[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com'); // Aarhus Kommune
  const orgs = (await t.database.db.execute<{ id: string; slug: string }>(sql`select id, slug from organizations`)).rows;
  aarhus = orgs.find((o) => o.slug === 'aarhus-kommune')!.id;
  vejle = orgs.find((o) => o.slug === 'vejle-forsyning')!.id;
});
afterAll(() => t?.close());

describe('GET /api/v1/devicetype-categories/getAll', () => {
  it('lists every model with its type, counting the devices the caller may read', async () => {
    const response = await getAll(tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: Usage[] };
    const models = Number((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from device_models`)).rows[0]!.n);
    expect(data).toHaveLength(models);
    const live = Number((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from devices where deleted_at is null`)).rows[0]!.n);
    expect(data.reduce((sum, row) => sum + row.devices, 0)).toBe(live);
    expect(data[0]).toEqual({
      _id: expect.any(String),
      deviceModelName: expect.any(String),
      deviceTypeCategoryId: expect.any(String),
      deviceTypeName: expect.any(String),
      slug: expect.any(String),
      devices: expect.any(Number),
    });
  });

  it('with orgs, only the models those organisations’ devices have, named in the caller’s language', async () => {
    const english = (await getAll(tokens.admin, `?orgs=${aarhus}`)).json() as { data: Usage[] };
    expect(english.data.every((row) => row.devices > 0)).toBe(true);
    expect(english.data.reduce((sum, row) => sum + row.devices, 0)).toBe(await liveDevicesOf(aarhus));
    const danish = (await getAll(tokens.admin, `?orgs=${aarhus}`, 'da')).json() as { data: Usage[] };
    const water = (rows: Usage[]) => rows.find((row) => row.slug === 'water_level')?.deviceTypeName;
    expect(water(english.data)).toBe('Water level');
    expect(water(danish.data)).toBe('Vandstand');
  });

  it('counts nothing of organisations the caller may not read', async () => {
    const foreign = await getAll(tokens.member, `?orgs=${vejle}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data).toEqual([]);
    const own = (await getAll(tokens.member)).json() as { data: Usage[] };
    expect(own.data.reduce((sum, row) => sum + row.devices, 0)).toBe(await liveDevicesOf(aarhus));
  });

  it('refuses anonymous callers and ids that are not ids', async () => {
    expect((await getAll(null)).statusCode).toBe(401);
    const bad = await getAll(tokens.admin, '?orgs=nope');
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.json(), 'VALIDATION_FAILED');
  });
});
