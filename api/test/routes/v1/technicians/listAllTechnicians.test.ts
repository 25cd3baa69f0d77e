import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

/**
 * GET /technicians: every centre's technicians in one paged list, scoped exactly as the centres are
 * (each role sees the technicians of the centres GET /service-centers shows it), with its filters.
 */
let t: TestApp;
type Who = 'admin' | 'member' | 'technician' | 'vejleAdmin';
const tokens = {} as Record<Who, string>;

interface Technician {
  _id: string;
  serviceCenterId: string;
  name: string;
  isActive: boolean;
  user: { email: string };
  models: { _id: string }[];
}

const get = (who: Who | null, query = '', language = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/technicians${query}`, headers: { ...(who ? t.auth(tokens[who]) : {}), 'accept-language': language } });

async function all(who: Who, query = ''): Promise<Technician[]> {
  const found: Technician[] = [];
  for (let page = 1; ; page++) {
    const response = await get(who, `?perPage=100&page=${page}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    found.push(...body.data);
    if (page >= body.lastPage) return found;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  [tokens.admin, tokens.member, tokens.technician, tokens.vejleAdmin] = await Promise.all([
    t.login('admin@example.com'),
    t.login('member@example.com'),
    t.login('technician@example.com'),
    t.login('sofie.jensen@example.com'),
  ]);
});
afterAll(() => t?.close());

describe('GET /technicians', () => {
  it('is scoped as the centres are, for every role', async () => {
    const { rows } = await t.database.db.execute<{ total: number }>(sql`select count(*)::int as total from technicians`);
    for (const who of ['admin', 'technician', 'member', 'vejleAdmin'] as const) {
      const centers = await t.app.inject({ method: 'GET', url: '/api/v1/service-centers?perPage=100', headers: t.auth(tokens[who]) });
      if (centers.statusCode === 403) {
        expect((await get(who)).statusCode, who).toBe(403);
        continue;
      }
      const visible = centers.json().data as { _id: string; technicianCount: number }[];
      const technicians = await all(who);
      expect(technicians.length, who).toBe(visible.reduce((sum, c) => sum + c.technicianCount, 0));
      const centerIds = new Set(visible.map((c) => c._id));
      expect(technicians.every((x) => centerIds.has(x.serviceCenterId)), who).toBe(true);
      if (who === 'admin') expect(technicians.length).toBe(rows[0]!.total);
      if (who === 'technician') expect(technicians.length).toBeLessThan(rows[0]!.total);
    }
    expect((await get(null)).statusCode).toBe(401);
  });

  it('sorts by name either way and pages with the table sizes', async () => {
    const names = (await all('admin')).map((x) => x.name.toLowerCase());
    // Postgres orders lower(name) by its collation: compare with its own order, not JS code points.
    const { rows } = await t.database.db.execute<{ name: string }>(sql`select lower(name) as name from technicians order by lower(name)`);
    expect(names).toEqual(rows.map((r) => r.name));
    const reversed = (await all('admin', '&sort=-name')).map((x) => x.name.toLowerCase());
    expect(reversed).toEqual([...names].reverse());
    const first = (await get('admin', '?perPage=10')).json();
    expect(first).toMatchObject({ page: 1, perPage: 10, total: names.length, lastPage: Math.ceil(names.length / 10) });
  });

  it('filters by centre, activity, search over name and e-mail, and model', async () => {
    const everyone = await all('admin');
    const center = everyone[0]!.serviceCenterId;
    const ofCenter = await all('admin', `&serviceCenterIds=${center}`);
    expect(ofCenter.length).toBeGreaterThan(0);
    expect(ofCenter.every((x) => x.serviceCenterId === center)).toBe(true);
    const inactive = await all('admin', '&isActive=false');
    expect(inactive.length).toBe(everyone.filter((x) => !x.isActive).length);

    const lars = everyone.find((x) => x.user.email === 'technician@example.com')!;
    const byMail = await all('admin', '&search=CHNICIAN%40EXAMPLE');
    expect(byMail.map((x) => x._id)).toContain(lars._id);
    const byName = await all('admin', `&search=${encodeURIComponent(lars.name.slice(1, 6))}`);
    expect(byName.map((x) => x._id)).toContain(lars._id);
    // Wildcards are text, not patterns.
    expect(await all('admin', '&search=%25')).toEqual([]);

    const withModel = everyone.find((x) => x.models.length > 0);
    expect(withModel).toBeDefined();
    const model = withModel!.models[0]!._id;
    const servicing = await all('admin', `&modelIds=${model}`);
    expect(servicing.map((x) => x._id)).toContain(withModel!._id);
    expect(servicing.every((x) => x.models.some((m) => m._id === model))).toBe(true);
  });

  it('refuses bad filters with a clear 400 in the caller\'s language', async () => {
    for (const bad of ['?perPage=7', '?serviceCenterIds=nope', '?sort=email', `?search=${'x'.repeat(201)}`, '?isActive=maybe', '?unknown=1']) {
      const response = await get('admin', bad, 'da');
      expect(response.statusCode, bad).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
  });
});
