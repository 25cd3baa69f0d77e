import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '../../src/db/client.ts';
import { categorySpecs, errorCodeSpecs, packageSpecs, serviceOrderStatusSpecs } from '../../src/seed/catalog.ts';
import { isDatabaseEmpty } from '../../src/seed/isDatabaseEmpty.ts';
import { seedDemoData } from '../../src/seed/seedDemoData.ts';
import { createTestDatabase, type TestDatabase } from '../db/createTestDatabase.ts';

const DEVICES = 60;
const DAYS = 30;

/** Row counts of the tables the generator fills, plus the first device, to compare two runs. */
async function snapshot(database: Database) {
  const counts = await database.db.execute<{ name: string; n: number }>(sql`
    select 'devices' as name, count(*)::int as n from devices
    union all select 'device_messages', count(*)::int from device_messages
    union all select 'monitoring_logs', count(*)::int from monitoring_logs
    union all select 'service_orders', count(*)::int from service_orders
    union all select 'installation_orders', count(*)::int from installation_orders
    union all select 'users', count(*)::int from users
    union all select 'contracts', count(*)::int from contracts`);
  const [first] = await database.db
    .select({ id: schema.devices.id, device: schema.devices.device, name: schema.devices.name, lat: schema.devices.lat })
    .from(schema.devices)
    .orderBy(asc(schema.devices.device))
    .limit(1);
  return { counts: Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.n)])), first };
}

describe('seedDemoData', () => {
  let a: TestDatabase;
  let b: TestDatabase;

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(await isDatabaseEmpty(a)).toBe(true);
    await seedDemoData(a, { devices: DEVICES, days: DAYS });
    await seedDemoData(b, { devices: DEVICES, days: DAYS });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.drop(), b?.drop()]);
  });

  it('is deterministic: two runs give the same counts and the same first device', async () => {
    const [one, two] = await Promise.all([snapshot(a), snapshot(b)]);
    expect(one).toEqual(two);
    expect(one.counts.devices).toBe(DEVICES);
    expect(await isDatabaseEmpty(a)).toBe(false);
  });

  it('creates the demo accounts with the demo password', async () => {
    for (const email of ['admin@example.com', 'member@example.com', 'technician@example.com']) {
      const [user] = await a.db.select().from(schema.users).where(eq(schema.users.email, email));
      expect(user, email).toBeDefined();
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(user!.passwordHash!, 'Demo1234!')).toBe(true);
      expect(await verify(user!.passwordHash!, 'wrong')).toBe(false);
    }
  });

  it('gives the demo accounts the roles their sidebars depend on', async () => {
    const rulesOf = async (email: string) => {
      const rows = await a.db
        .select({ action: schema.roleRules.action, subject: schema.roleRules.subject, conditions: schema.roleRules.conditions })
        .from(schema.users)
        .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
        .innerJoin(schema.roleRules, eq(schema.roleRules.roleId, schema.userRoles.roleId))
        .where(eq(schema.users.email, email));
      return rows;
    };
    const grants = (rules: Awaited<ReturnType<typeof rulesOf>>, action: string, subject: string) =>
      rules.some((r) => (r.action.includes(action) || r.action.includes('manage')) && (r.subject.includes(subject) || r.subject.includes('all')));

    const admin = await rulesOf('admin@example.com');
    expect(admin).toContainEqual({ action: ['manage'], subject: ['all'], conditions: null });

    const member = await rulesOf('member@example.com');
    expect(grants(member, 'read', 'Device')).toBe(true);
    expect(grants(member, 'read', 'Service')).toBe(false);
    expect(grants(member, 'manage', 'all')).toBe(false);
    expect(member.find((r) => r.subject.includes('Device'))?.conditions).toEqual({ ownerId: '${organizationId}' });

    const technician = await rulesOf('technician@example.com');
    expect(grants(technician, 'read', 'Device')).toBe(true);
    expect(grants(technician, 'read', 'Service')).toBe(true);
    expect(grants(technician, 'update', 'Service')).toBe(true);
    expect(grants(technician, 'manage', 'all')).toBe(false);

    // Organisation administrators keep their devices' service schedules; members only read them.
    const orgAdmin = await rulesOf('sofie.jensen@example.com');
    expect(grants(orgAdmin, 'update', 'Analytics')).toBe(true);
    expect(grants(member, 'read', 'Analytics')).toBe(true);
    expect(grants(member, 'update', 'Analytics')).toBe(false);
  });

  it('puts a counter device with readings of the last day in a group of every organisation that runs counters', async () => {
    const { rows } = await a.db.execute<{ org: string; grouped_counters: number }>(sql`
      select o.slug as org, count(distinct d.id) filter (where gd.device_id is not null)::int as grouped_counters
      from organizations o
      join devices d on d.owner_id = o.id and d.lifecycle = 'installed'
      join device_models dm on dm.id = d.device_model_id
      left join group_devices gd on gd.device_id = d.id
      where dm.data_model @> '[{"unit": {"value": "count"}}]'::jsonb
        and exists (select 1 from device_messages m where m.device_id = d.id and m.time > now() - interval '1 day')
        and exists (select 1 from groups g where g.organization_id = o.id)
      group by o.slug`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.grouped_counters, row.org).toBeGreaterThan(0);
  });

  it('covers every device type, package, error code and order status', async () => {
    const slugs = async (query: ReturnType<typeof sql>) => (await a.db.execute<{ slug: string }>(query)).rows.map((r) => r.slug).sort();
    expect(
      await slugs(sql`select distinct c.slug from devices d join device_models m on m.id = d.device_model_id
        join device_type_categories c on c.id = m.device_type_category_id`),
    ).toEqual(categorySpecs.map((c) => c.slug).sort());
    expect(await slugs(sql`select distinct p.slug from devices d join packages p on p.id = d.package_id`)).toEqual(
      packageSpecs.map((p) => p.slug).sort(),
    );
    expect(await slugs(sql`select slug from error_codes`)).toEqual(errorCodeSpecs.map((e) => e.slug).sort());
    expect(await slugs(sql`select distinct s.slug from service_orders o join service_order_statuses s on s.id = o.status_id`)).toEqual(
      serviceOrderStatusSpecs.map((s) => s.slug).sort(),
    );
    expect(await slugs(sql`select distinct status as slug from installation_orders`)).toEqual(
      ['archived', 'completed', 'in_progress', 'new'],
    );
    expect(await slugs(sql`select distinct state as slug from installation_order_devices`)).toEqual(
      ['dlc_failed', 'dlc_installed', 'dlc_pending'],
    );
    expect(await slugs(sql`select distinct network_type as slug from device_models`)).toEqual(['mqtt', 'nbiot', 'sigfox']);
    const [release] = await a.db.select().from(schema.releaseNotifications).where(eq(schema.releaseNotifications.releaseVersion, '1.49.3'));
    expect(release).toBeDefined();
    const [heartbeat] = (await a.db.execute<{ n: number }>(sql`select count(*)::int as n from monitoring_logs l
      join error_codes e on e.id = l.error_code_id where e.slug = 'heartbeat'`)).rows;
    expect(Number(heartbeat!.n)).toBeGreaterThan(0);
  });

  it('writes 30 days of readings ending at the current hour, on positions inside Denmark', async () => {
    const [range] = (
      await a.db.execute<{ first: string; last: string; devices: number }>(
        sql`select min(time) as first, max(time) as last, count(distinct device_id)::int as devices from device_messages`,
      )
    ).rows;
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const last = new Date(range!.last).getTime();
    const first = new Date(range!.first).getTime();
    expect(hour - last).toBeLessThanOrEqual(3_600_000);
    expect(last - first).toBe(DAYS * 24 * 3_600_000);
    const [outside] = (
      await a.db.execute<{ n: number }>(
        sql`select count(*)::int as n from devices where lat is not null and not (lat between 54.5 and 57.8 and lon between 8.0 and 12.7)`,
      )
    ).rows;
    expect(Number(outside!.n)).toBe(0);
    // Devices carry their newest reading for lists and maps.
    const [installed] = await a.db
      .select({ lastSeenAt: schema.devices.lastSeenAt, latestMessage: schema.devices.latestMessage })
      .from(schema.devices)
      .where(eq(schema.devices.lifecycle, 'installed'))
      .orderBy(asc(schema.devices.device))
      .limit(1);
    expect(installed?.lastSeenAt).toBeInstanceOf(Date);
    expect(Object.keys(installed?.latestMessage?.data ?? {})).toContain('battery');
  });

  it('makes each device replacement as the API does: the old device taken down, the stock device installed in its place, both audits naming the order', async () => {
    // Enough devices for stock twins (same owner and model) to exist; a day of readings keeps it quick.
    const c = await createTestDatabase();
    try {
      await seedDemoData(c, { devices: 400, days: 1 });
      await expectCoherentReplacements(c);
    } finally {
      await c.drop();
    }
  }, 120_000);

  it('refuses to run in production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(seedDemoData(a)).rejects.toThrow(/production/);
    } finally {
      process.env.NODE_ENV = previous;
    }
    const cli = fileURLToPath(new URL('../../src/seed/cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const result = spawnSync(tsx, [cli, '--devices', '1'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: '/nonexistent-seed-must-not-open' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/production/);
  });
});

/**
 * Every DEVICE_REPLACEMENT task names both devices by id, and the devices, the record, the lifecycle
 * history and the audits are as the API's replacement (tasks/deviceReplacement.ts) leaves them.
 */
async function expectCoherentReplacements(database: Database) {
  const { rows } = await database.db.execute<{
    order_device: string; old_id: string; new_id: string; old_lifecycle: string; old_lat: number | null; new_lifecycle: string;
    new_lat: number | null; new_lon: number | null; geo: { lat: number; lon: number } | null; same_model: boolean; same_owner: boolean;
    record_on_new: boolean; record_on_old: boolean; audits: string[]; numbered: boolean; record_named: boolean; other_orders: number;
    new_readings_after: boolean; old_moves: string[]; new_moves: string[];
  }>(sql`
    select so.device_id as order_device, o.id as old_id, n.id as new_id, o.lifecycle as old_lifecycle, o.lat as old_lat, n.lifecycle as new_lifecycle,
      n.lat as new_lat, n.lon as new_lon, tk.details->'geo' as geo, o.device_model_id = n.device_model_id as same_model, o.owner_id = n.owner_id as same_owner,
      exists (select 1 from monitoring_records r where r.device_id = n.id) as record_on_new,
      exists (select 1 from monitoring_records r where r.device_id = o.id) as record_on_old,
      array(select al.action from audit_log al where al.subject = 'Device' and al.subject_id in (o.id::text, n.id::text)
        and al.changes->'serviceOrder'->'after'->>'serviceOrder' = so.id::text and al.changes->'serviceOrder'->'after'->>'task' = tk.id::text
        union all select al.action from audit_log al where al.subject = 'ServiceOrder' and al.subject_id = so.id::text
        and al.changes->'device'->>'to' = n.id::text and al.changes->'task'->>'to' = tk.id::text
        order by 1) as audits,
      not exists (select 1 from audit_log al where al.subject = 'Device' and al.subject_id in (o.id::text, n.id::text)
        and (al.changes->'serviceOrder'->'after'->>'number')::bigint is distinct from so.number) as numbered,
      exists (select 1 from audit_log al join monitoring_records r on r.device_id = n.id where al.subject = 'Device' and al.subject_id = n.id::text
        and al.action = 'device.replacement' and al.changes->'monitoringRecord'->>'after' = r.id::text) as record_named,
      (select count(*)::int from service_orders x where x.device_id = o.id and x.id <> so.id) as other_orders,
      not exists (select 1 from device_messages m where m.device_id = o.id and m.time > tk.created_at) as new_readings_after,
      array(select e.from_state || '>' || e.to_state from device_lifecycle_events e where e.device_id = o.id order by e.occurred_at) as old_moves,
      array(select e.from_state || '>' || e.to_state from device_lifecycle_events e where e.device_id = n.id order by e.occurred_at) as new_moves
    from tasks tk
    join service_orders so on so.id = tk.service_order_id
    join devices o on o.id::text = tk.details->>'oldDevice'
    join devices n on n.id::text = tk.details->>'newDevice'
    where tk.task_type = 'DEVICE_REPLACEMENT'`);
  const all = Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from tasks where task_type = 'DEVICE_REPLACEMENT'`)).rows[0]!.n);
  // Every task names both devices by id (none by network id, none without a new device).
  expect(rows).toHaveLength(all);
  expect(all, 'the demo data has a replacement').toBeGreaterThan(0);
  for (const row of rows) {
    expect(row).toMatchObject({
      order_device: row.old_id, old_lifecycle: 'taken_down', old_lat: null, new_lifecycle: 'installed', same_model: true, same_owner: true,
      // The old device's record (status, notes, error history) is the new device's now, named in its audit.
      record_on_old: false, record_on_new: true, record_named: true, audits: ['device.replaced', 'device.replacement', 'serviceOrder.replacement'], numbered: true, other_orders: 0,
      new_readings_after: true,
      // Each move once: the replacement's, not a second one from the generic lifecycle history.
      old_moves: ['in_stock>installed', 'installed>taken_down'], new_moves: ['in_stock>installed'],
    });
    expect(row.geo).toEqual({ lat: row.new_lat, lon: row.new_lon });
  }
}
