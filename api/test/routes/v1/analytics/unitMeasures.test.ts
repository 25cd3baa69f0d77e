import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitAggregations } from '../../../../src/analytics/units/unitAggregations.ts';
import type { DataModelEntry } from '../../../../src/db/schema/index.ts';
import { dataModels } from '../../../../src/seed/catalog.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

describe('the units of the seed catalogue', () => {
  const entries = Object.values(dataModels).flat();

  it('offer totals only for what counts or accumulates: never for a temperature or another level', () => {
    for (const entry of entries) {
      const hasTotal = unitAggregations(entry).includes('total');
      expect(hasTotal, entry.unit.slug).toBe(['people_count', 'open_count', 'image_count', 'rain', 'rain_total'].includes(entry.unit.slug));
    }
    expect(entries.filter((e) => e.unit.value === '°C').every((e) => !unitAggregations(e).includes('total'))).toBe(true);
  });

  it('each say how their readings combine', () => {
    expect(entries.every((e) => e.measure !== undefined)).toBe(true);
    expect(unitAggregations({ measure: 'counter' })).toEqual(['total']);
    expect(unitAggregations({})).toEqual(['average', 'minimum', 'maximum']);
  });
});

describe('the unit_measure migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('gives the units of models saved before it their measure, keeping order and any measure already set', async () => {
    const db = t.database.db;
    const old = [
      { unit: { slug: 'rain', name: 'Rain', value: 'mm' }, data_type: 'discrete' },
      { unit: { slug: 'rain_total', name: 'Accumulated rain', value: 'mm' }, data_type: 'step' },
      { unit: { slug: 'temperature', name: 'Temperature', value: '°C' }, data_type: 'continuous' },
      { unit: { slug: 'door', name: 'Door open', value: 'open/closed' }, data_type: 'discrete' },
      { unit: { slug: 'custom', name: 'Custom', value: 'l' }, data_type: 'continuous', measure: 'amount' },
    ];
    await db.execute(sql`insert into device_type_categories (slug, name_da, name_en) values ('rain', 'Regnmåler', 'Rain gauge')`);
    await db.execute(sql`
      insert into device_models (title, device_type_category_id, network_type, network_protocol, data_model)
      select 'Old model', id, 'nbiot', 'coap', ${JSON.stringify(old)}::jsonb from device_type_categories where slug = 'rain'`);
    const migration = readFileSync(new URL('../../../../drizzle/0003_unit_measure.sql', import.meta.url), 'utf8');
    await db.execute(sql.raw(migration));
    const [{ data_model }] = (await db.execute<{ data_model: DataModelEntry[] }>(sql`select data_model from device_models where title = 'Old model'`))
      .rows as [{ data_model: DataModelEntry[] }];
    expect(data_model.map((e) => [e.unit.slug, e.measure])).toEqual([
      ['rain', 'amount'],
      ['rain_total', 'counter'],
      ['temperature', 'level'],
      ['door', 'level'],
      ['custom', 'amount'],
    ]);
    expect(data_model[0]).toEqual({ ...old[0], measure: 'amount' });
  });
});
