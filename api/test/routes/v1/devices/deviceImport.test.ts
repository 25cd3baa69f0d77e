import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importResultSchema } from '../../../../src/devices/deviceSchema.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
type Who = 'admin' | 'member' | 'technician' | 'orgAdmin';
const tokens = {} as Record<Who, string>;
const importRows = (rows: unknown, who: Who | null = 'admin', language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/devices/import',
    payload: { rows } as never,
    headers: { ...(who ? t.auth(tokens[who]) : {}), 'accept-language': language },
  });

let waterModelTitle: string;
let soilModelId: string;
let existingNetworkId: string;

const row = (prefix: string, i: number, over: Record<string, unknown> = {}) => ({
  name: `Import ${prefix} ${i}`,
  device: `${prefix}-${i}`,
  owner: 'vejle forsyning', // by name, any case
  deviceModel: waterModelTitle,
  package: 'premium',
  lat: '55,71', // text cells with a decimal comma, as spreadsheets write them
  lon: 9.53,
  properties: { elevation: '4,5', boundary_distance: 210 },
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.orgAdmin = await t.login('sofie.jensen@example.com');
  const { rows: models } = await t.database.db.execute<{ id: string; title: string; slug: string }>(sql`
    select m.id, m.title, c.slug from device_models m join device_type_categories c on c.id = m.device_type_category_id order by m.title`);
  waterModelTitle = models.find((m) => m.slug === 'water_level')!.title;
  soilModelId = models.find((m) => m.slug === 'soil_moisture')!.id;
  existingNetworkId = (await t.database.db.execute<{ device: string }>(sql`select device from devices limit 1`)).rows[0]!.device;
});
afterAll(() => t?.close());

describe('POST /api/v1/devices/import', () => {
  it('imports 50 rows of which 3 are bad, keeping the good ones, with per-row errors in English and Danish', async () => {
    for (const [prefix, language] of [['en', 'en'], ['da', 'da']] as const) {
      const rows: unknown[] = Array.from({ length: 50 }, (_, i) => row(`imp-${prefix}`, i));
      rows[7] = row(`imp-${prefix}`, 7, { properties: { elevation: 'high' } }); // not a number
      rows[20] = row(`imp-${prefix}`, 20, { device: existingNetworkId, owner: 'Nowhere Kommune' }); // taken, unknown owner
      rows[33] = row(`imp-${prefix}`, 3); // repeats row 4's network id
      const response = await importRows(rows, 'orgAdmin', language);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(importResultSchema.strict().parse(body)).toBeTruthy();
      expect(body).toMatchObject({ created: 47, failed: 3 });
      expect(body.rows).toHaveLength(50);
      expect(body.rows.filter((r: { status: string }) => r.status === 'failed').map((r: { row: number }) => r.row)).toEqual([8, 21, 34]);
      const byRow = (n: number) => body.rows[n - 1].errors;
      if (language === 'en') {
        expect(byRow(8)).toEqual([{ field: 'properties.elevation', code: 'validation.expectedNumber', message: 'Must be a number.' }]);
        expect(byRow(21)).toEqual([
          { field: 'owner', code: 'device.unknownOwner', message: 'The owner "Nowhere Kommune" does not exist, or you may not create devices in it.' },
          {
            field: 'device',
            code: 'device.networkIdTaken',
            message: `The network id ${existingNetworkId} is already used by another device (possibly a deleted one).`,
          },
        ]);
        expect(byRow(34)).toEqual([
          { field: 'device', code: 'device.networkIdDuplicateInFile', message: `The network id imp-${prefix}-3 is also in row 4.` },
        ]);
      } else {
        expect(byRow(8)[0]).toMatchObject({ field: 'properties.elevation', message: 'Skal være et tal.' });
        expect(byRow(21)[0].message).toBe('Ejeren "Nowhere Kommune" findes ikke, eller du må ikke oprette enheder i den.');
        expect(byRow(34)[0].message).toBe(`Netværks-id imp-${prefix}-3 står også i række 4.`);
      }
      // What was stored: 47 devices with the cells' values, each with its lifecycle event and audit entry.
      const created = body.rows.filter((r: { status: string }) => r.status === 'created').map((r: { _id: string }) => r._id);
      const stored = (
        await t.database.db.execute<{ n: number; lat: number; elevation: number; package: string; owner: string; events: number; audits: number }>(sql`
          select count(*)::int as n, min(d.lat) as lat, min((d.properties->>'elevation')::float) as elevation,
            min(p.slug) as package, min(o.name) as owner,
            (select count(*)::int from device_lifecycle_events e where e.device_id = any(${sql.param(created)}::uuid[])) as events,
            (select count(*)::int from audit_log a where a.action = 'device.import' and a.subject_id = any(${sql.param(created)}::text[])) as audits
          from devices d join packages p on p.id = d.package_id join organizations o on o.id = d.owner_id
          where d.device like ${`imp-${prefix}-%`}`)
      ).rows[0]!;
      expect(stored).toEqual({ n: 47, lat: 55.71, elevation: 4.5, package: 'premium', owner: 'Vejle Forsyning', events: 47, audits: 47 });
    }
  });

  it('reads an owner the caller may not create devices in as unknown, and checks each row on its own', async () => {
    const rows = [
      row('own', 1, { owner: 'Aarhus Kommune' }), // exists, but the Vejle administrator may not create there
      row('own', 2, { deviceModel: 'No such model', package: 'gold' }),
      row('own', 3, { lat: 55 }), // lon missing... given below as null
      row('own', 4, { name: 'x'.repeat(201), lifecycle: 'broken' }),
      row('own', 5, { name: 'bad\u0000text' }),
      row('own', 6, { deviceModel: soilModelId, properties: { minVWC: '60', maxVWC: 20 } }),
      'not an object',
      row('own', 8, { extra: true }),
      row('own', 9),
    ];
    (rows[2] as Record<string, unknown>).lon = null;
    const body = (await importRows(rows, 'orgAdmin')).json();
    expect(body).toMatchObject({ created: 1, failed: 8 });
    const fields = body.rows.map((r: { errors?: { field: string }[] }) => (r.errors ?? []).map((e) => e.field).sort());
    expect(fields).toEqual([
      ['owner'],
      ['deviceModel', 'package'],
      ['lon'],
      ['lifecycle', 'name'],
      ['name'],
      ['properties.minVWC'],
      ['row'],
      ['row'],
      [],
    ]);
    expect(body.rows[7].errors[0].message).toContain('extra');
  });

  it('refuses callers without create Device, and bad envelopes', async () => {
    for (const who of ['member', 'technician'] as const) {
      const response = await importRows([row('no', 1)], who);
      expect(response.statusCode, who).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    expect((await importRows([row('no', 1)], null)).statusCode).toBe(401);
    expect((await importRows([])).statusCode).toBe(400);
    expect((await importRows('rows')).statusCode).toBe(400);
    const tooMany = await importRows(Array.from({ length: 10_001 }, (_, i) => ({ i })));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0].field).toBe('rows');
    expect((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from devices where device like 'no-%'`)).rows[0]!.n).toBe(0);
  });

  it('imports 10,000 rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row('bulk', i, { owner: 'Vejle Forsyning', notes: `Række ${i}`, serialNumber: `SN-BULK-${i}`, placeName: `Havnegade ${i}, Vejle` }),
    );
    const started = performance.now();
    const response = await importRows(rows);
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 10_000, failed: 0 });
    const { n } = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from devices where device like 'bulk-%'`)).rows[0]!;
    expect(n).toBe(10_000);
    console.log(`[devices import] 10,000 rows on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${Math.round(ms)} ms`);
  }, 120_000);
});
