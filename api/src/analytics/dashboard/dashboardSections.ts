import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DataModelEntry } from '../../db/schema/index.ts';
import type { TrendDeviceRow } from '../trendDeviceSchema.ts';

/** Which of an organisation's live devices a dashboard shows; every part narrows (absent: no narrowing). */
export interface DashboardFilter {
  deviceTypeCategoryIds?: readonly string[] | undefined;
  deviceModelIds?: readonly string[] | undefined;
  deviceIds?: readonly string[] | undefined;
  /** Only devices whose model counts events (what a service schedule applies to). */
  counters?: boolean | undefined;
}

/** One section of the dashboard (a group, or the devices in no group) or all of them. */
export type DashboardSection = { groupId: string } | 'ungrouped' | 'all';

export interface DashboardSectionsRequest {
  filter: DashboardFilter;
  section: DashboardSection;
  /** Devices per section (null: every device) and the page of them, from 1. */
  perPage: number | null;
  page: number;
}

/** A model used in a group: how many of the group's devices have it and the first of them by name. */
export interface GroupModelRow {
  group_id: string;
  devices: number;
  first_name: string;
  data_model: DataModelEntry[] | null;
}

export interface DashboardSections {
  /** Every group of the organisation (or the one asked for), by name. */
  groups: { id: string; name: string }[];
  /** Matching devices per section: by group id, and under `null` those in no group. */
  totals: Map<string | null, number>;
  /** The page of each section, in name order; a device in two groups is in both. */
  devices: (TrendDeviceRow & { group_id: string | null })[];
  /** The models of every group's devices (whatever the filter): a group's default unit and units. */
  models: GroupModelRow[];
}

const ids = (list: readonly string[]) => sql`array[${sql.join(list.map((id) => sql`${id}::uuid`), sql`, `)}]`;

/**
 * The SQL condition of a filter on `d` (devices) alone, so that a section's page can walk the
 * owner's devices in name order on `devices_live_owner_id_name_idx` and stop after a page.
 */
function filterCondition(filter: DashboardFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.deviceTypeCategoryIds?.length) {
    parts.push(sql`d.device_model_id in (select id from device_models where device_type_category_id = any(${ids(filter.deviceTypeCategoryIds)}))`);
  }
  if (filter.deviceModelIds?.length) parts.push(sql`d.device_model_id = any(${ids(filter.deviceModelIds)})`);
  // An empty list of devices names none (a selection with nothing ticked).
  if (filter.deviceIds) parts.push(filter.deviceIds.length ? sql`d.id = any(${ids(filter.deviceIds)})` : sql`false`);
  // A counter of events, as counterSlug decides it.
  if (filter.counters) {
    parts.push(sql`d.device_model_id in (select dm.id from device_models dm where exists (
      select 1 from jsonb_array_elements(coalesce(dm.data_model, '[]'::jsonb)) e
      where e->>'measure' = 'counter' and e->'unit'->>'value' = 'count'))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The dashboard of an organisation a page at a time: its groups, the matching devices of each
 * section (a group, the devices in no group) with their totals, and the models of each group.
 * Two statements whatever the fleet size. Each section's page walks the owner's live devices in
 * name order (`devices_live_owner_id_name_idx`) and stops once the page is full, so nothing sorts
 * the owner's devices; totals and models count them from the same index without visiting rows.
 */
export async function dashboardSections(db: Pick<Db, 'execute'>, organizationId: string, request: DashboardSectionsRequest): Promise<DashboardSections> {
  const { section, perPage, page } = request;
  const onlyGroup = typeof section === 'object' ? sql` and g.id = ${section.groupId}` : sql``;
  const groups = await db.execute<{ id: string; name: string }>(
    sql`select g.id, g.name from groups g where g.organization_id = ${organizationId}${onlyGroup} order by g.name, g.id`,
  );
  const matching = filterCondition(request.filter);
  const pageLimit = perPage === null ? sql`` : sql` limit ${perPage} offset ${(page - 1) * perPage}`;
  const live = sql`d.owner_id = ${organizationId} and d.deleted_at is null and ${matching}`;
  const inNoGroup = sql`not exists (select 1 from group_devices gd join groups g on g.id = gd.group_id
    where gd.device_id = d.id and g.organization_id = ${organizationId})`;
  const groupPages = sql`
    select g.id as group_id, p.* from groups g cross join lateral (
      select d.id, d.device, d.name, d.device_model_id from devices d
      where ${live} and exists (select 1 from group_devices gd where gd.group_id = g.id and gd.device_id = d.id)
      order by d.name, d.id${pageLimit}
    ) p
    where g.organization_id = ${organizationId}${onlyGroup}`;
  const ungroupedPage = sql`
    select null::uuid as group_id, p.* from (
      select d.id, d.device, d.name, d.device_model_id from devices d
      where ${live} and ${inNoGroup}
      order by d.name, d.id${pageLimit}
    ) p`;
  // Every device of the sections (no paging): one pass over the memberships instead of a walk per section.
  const everyDevice = (join: SQL) => sql`
    select m.group_id, d.id, d.device, d.name, d.device_model_id from devices d ${join} memb m on m.device_id = d.id where ${live}`;
  const pages =
    section === 'ungrouped'
      ? ungroupedPage
      : perPage === null
        ? everyDevice(typeof section === 'object' ? sql`join` : sql`left join`)
        : typeof section === 'object'
          ? groupPages
          : sql`${groupPages} union all ${ungroupedPage}`;
  const groupTotals = sql`select m.group_id, count(*)::int as total from memb m join matching l on l.id = m.device_id group by m.group_id`;
  const ungroupedTotal = sql`select null::uuid as group_id, count(*)::int as total from matching l where not exists (select 1 from memb m where m.device_id = l.id)`;
  const totalsOf =
    section === 'ungrouped' ? ungroupedTotal : typeof section === 'object' ? groupTotals : sql`${groupTotals} union all ${ungroupedTotal}`;
  const result = await db.execute<{ result: { totals: { group_id: string | null; total: number }[] | null; devices: DashboardSections['devices'] | null; models: GroupModelRow[] | null } }>(sql`
    with owned as materialized (
      select d.id, d.name, d.device_model_id from devices d
      where d.owner_id = ${organizationId} and d.deleted_at is null
    ),
    matching as materialized (select d.id from owned d where ${matching}),
    memb as materialized (
      select gd.group_id, gd.device_id from group_devices gd join groups g on g.id = gd.group_id
      where g.organization_id = ${organizationId}${onlyGroup}
    ),
    pages as (${pages})
    select json_build_object(
      'totals', (select json_agg(t) from (${totalsOf}) t),
      'devices', (
        select json_agg(r order by r.group_id nulls last, r.name, r.id) from (
          select p.group_id, p.id, p.device, p.name, dm.id as model_id, dm.title, dm.data_model,
            c.id as category_id, c.slug, c.name_da, c.name_en
          from pages p
          join device_models dm on dm.id = p.device_model_id
          join device_type_categories c on c.id = dm.device_type_category_id
        ) r
      ),
      'models', (
        select json_agg(v) from (
          select x.group_id, x.devices, x.first_name, dm.data_model from (
            select m.group_id, o.device_model_id, count(*)::int as devices, min(o.name) as first_name
            from memb m join owned o on o.id = m.device_id group by m.group_id, o.device_model_id
          ) x join device_models dm on dm.id = x.device_model_id
        ) v
      )
    ) as result`);
  const { totals, devices, models } = result.rows[0]!.result;
  return {
    groups: groups.rows,
    totals: new Map((totals ?? []).filter((t) => t.total > 0).map((t) => [t.group_id, t.total])),
    devices: devices ?? [],
    models: models ?? [],
  };
}
