import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMonitoringRecords, type MonitoringPageQuery } from '../../../../src/monitoring/listMonitoringRecords.ts';
import { monitoringSortKeys } from '../../../../src/monitoring/monitoringSort.ts';
import { seedDemoData } from '../../../../src/seed/seedDemoData.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/createTestDatabase.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { devices: 60, days: 1 });
});
afterAll(() => database?.drop());

const base: MonitoringPageQuery = { filter: {}, scope: 'all', page: 1, perPage: 100, language: 'en' };
const ids = async (query: Partial<MonitoringPageQuery>, sortMatchesUpTo?: number) =>
  (await listMonitoringRecords(database.db, { ...base, ...query }, { sortMatchesUpTo })).data.map((r) => r._id);

describe('listMonitoringRecords in another order than the default', () => {
  it('gives the same pages whether it sorts the matches (few) or walks the index (many)', async () => {
    for (const sort of monitoringSortKeys) {
      for (const order of ['asc', 'desc'] as const) {
        const sorted = await ids({ sort, order }, Number.POSITIVE_INFINITY);
        const walked = await ids({ sort, order }, 0);
        expect(walked, `${sort} ${order}`).toEqual(sorted);
        expect(sorted.length).toBeGreaterThan(20);
        // A middle page of each plan is the same slice.
        const middle = { sort, order, perPage: 7, page: 3 } as const;
        expect(await ids(middle, 0), `${sort} ${order} page 3`).toEqual(sorted.slice(14, 21));
        expect(await ids(middle, Number.POSITIVE_INFINITY), `${sort} ${order} page 3`).toEqual(sorted.slice(14, 21));
      }
    }
  });

  it('counts the same total either way', async () => {
    const { total } = await listMonitoringRecords(database.db, { ...base, sort: 'name' }, { sortMatchesUpTo: 0 });
    const { total: sortedTotal } = await listMonitoringRecords(database.db, { ...base, sort: 'name' });
    const { total: defaultTotal } = await listMonitoringRecords(database.db, base);
    expect(total).toBe(defaultTotal);
    expect(sortedTotal).toBe(defaultTotal);
  });
});
