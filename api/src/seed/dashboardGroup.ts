import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface DashboardGroupOptions {
  /** Organisation slug (default Aarhus Kommune, the member's). */
  organizationSlug?: string;
  /** Devices in the group (water-level sensors). */
  devices: number;
  /** Days of hourly readings ending at the current hour (0: none). */
  days: number;
  /** Group name (unique per run, so it can be added to a seeded database more than once). */
  name?: string;
}

export interface DashboardGroup {
  organizationId: string;
  groupId: string;
  deviceIds: string[];
}

/**
 * A group of `devices` water-level sensors with hourly readings, for the dashboard's scale tests and
 * benchmark (a group's cards must cost a bounded number of upstream calls and queries, whatever its
 * size). Readings are written in one `INSERT … SELECT generate_series` per call.
 */
export async function addDashboardGroup(db: Db, opts: DashboardGroupOptions): Promise<DashboardGroup> {
  const slug = opts.organizationSlug ?? 'aarhus-kommune';
  const name = opts.name ?? `Skala ${opts.devices} sensorer`;
  const org = await db.execute<{ id: string }>(sql`select id from organizations where slug = ${slug}`);
  const organizationId = org.rows[0]?.id;
  if (!organizationId) throw new Error(`no organisation ${slug}: seed the demo data first`);
  const model = await db.execute<{ id: string }>(sql`
    select id from device_models where data_model @> '[{"unit": {"slug": "water_level"}}]'::jsonb order by title limit 1`);
  const modelId = model.rows[0]?.id;
  if (!modelId) throw new Error('no water-level device model: seed the demo data first');

  const group = await db.execute<{ id: string }>(
    sql`insert into groups (organization_id, name) values (${organizationId}, ${name}) returning id`,
  );
  const groupId = group.rows[0]!.id;
  const prefix = `scale-${groupId.slice(0, 8)}`;
  const devices = await db.execute<{ id: string }>(sql`
    insert into devices (device, name, owner_id, device_model_id)
    select ${prefix} || '-' || i, ${name} || ' ' || lpad(i::text, 3, '0'), ${organizationId}, ${modelId}
    from generate_series(1, ${opts.devices}) as i
    returning id`);
  const deviceIds = devices.rows.map((row) => row.id);
  await db.execute(sql`
    insert into group_devices (group_id, device_id)
    select ${groupId}, id from devices where device like ${`${prefix}-%`}`);
  if (opts.days > 0) {
    // A daily tide plus a per-device level, so series differ and aggregates are not trivial.
    await db.execute(sql`
      insert into device_messages (device_id, time, data)
      select d.id, h,
        jsonb_build_object(
          'water_level', round((100 + (hashtext(d.id::text) % 50) + 20 * sin(extract(epoch from h) / 43200 * pi()))::numeric, 1),
          'temperature', 8, 'battery', 90)
      from devices d
      cross join generate_series(date_trunc('hour', now()) - make_interval(days => ${opts.days}), date_trunc('hour', now()), interval '1 hour') as h
      where d.device like ${`${prefix}-%`}`);
  }
  return { organizationId, groupId, deviceIds };
}
