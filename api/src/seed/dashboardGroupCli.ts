import { parseArgs } from 'node:util';
import { z } from 'zod';
import { defaultDataDir, openDatabase } from '../db/client.ts';
import { addDashboardGroup } from './dashboardGroup.ts';
import { isDatabaseEmpty } from './isDatabaseEmpty.ts';
import { seedDemoData } from './seedDemoData.ts';

// `tsx src/seed/dashboardGroupCli.ts --devices N --days N [--seed-devices N]`: for the dashboard's
// scale tests and benchmark. Seeds the database (DATABASE_URL or DATA_DIR) with the demo data when
// it is empty (`--seed-devices`, one day of readings), then adds a group of N sensors with N days of
// hourly readings, and prints `{ organizationId, groupId, deviceIds }` as JSON on the last line.

const argsSchema = z.object({
  devices: z.coerce.number().int().min(1).max(1000),
  days: z.coerce.number().int().min(0).max(400),
  'seed-devices': z.coerce.number().int().min(1).max(1000).default(20),
});

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('Refusing to add demo data with NODE_ENV=production.');
  const { values } = parseArgs({
    options: { devices: { type: 'string' }, days: { type: 'string' }, 'seed-devices': { type: 'string' } },
    strict: true,
  });
  const args = argsSchema.parse(values);
  const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: defaultDataDir() });
  try {
    if (await isDatabaseEmpty(database)) await seedDemoData(database, { devices: args['seed-devices'], days: 1 });
    const group = await addDashboardGroup(database.db, { devices: args.devices, days: args.days });
    console.log(JSON.stringify(group));
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Adding the dashboard group failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
