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

/** The SQL condition of a filter on `d` (devices), `dm` (its model) and `c` (its category). */
function filterCondition(filter: DashboardFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.deviceTypeCategoryIds?.length) parts.push(sql`c.id = any(${ids(filter.deviceTypeCategoryIds)})`);
  if (filter.deviceModelIds?.length) parts.push(sql`dm.id = any(${ids(filter.deviceModelIds)})`);
  // An empty list of devices names none (a selection with nothing ticked).
  if (filter.deviceIds) parts.push(filter.deviceIds.length ? sql`d.id = any(${ids(filter.deviceIds)})` : sql`false`);
  // A counter of events, as counterSlug decides it.
  if (filter.counters) {
    parts.push(sql`exists (select 1 from jsonb_array_elements(coalesce(dm.data_model, '[]'::jsonb)) e
      where e->>'measure' = 'counter' and e->'unit'->>'value' = 'count')`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The dashboard of an organisation a page at a time: its groups, the matching devices of each
 * section (a group, the devices in no group) with their totals, and the models of each group.
 * Two statements whatever the fleet size; the owner's live devices are read once (one index scan
 * on `devices_live_owner_id_idx`) and sorted by name within each section.
 */
export async function dashboardSections(db: Pick<Db, 'execute'>, organizationId: string, request: DashboardSectionsRequest): Promise<DashboardSections> {
  const { section, perPage, page } = request;
  const onlyGroup = typeof section === 'object' ? sql` and g.id = ${section.groupId}` : sql``;
  const groups = await db.execute<{ id: string; name: string }>(
    sql`select g.id, g.name from groups g where g.organization_id = ${organizationId}${onlyGroup} order by g.name, g.id`,
  );
  // Which memberships make a section: the device in no group of this organisation has none.
  const sections =
    section === 'ungrouped'
      ? sql`select null::uuid as group_id, l.* from live l where not exists (select 1 from memb m where m.device_id = l.id)`
      : typeof section === 'object'
        ? sql`select m.group_id, l.* from live l join memb m on m.device_id = l.id`
        : sql`select m.group_id, l.* from live l left join memb m on m.device_id = l.id`;
  const from = perPage === null ? 0 : (page - 1) * perPage;
  const to = perPage === null ? null : from + perPage;
  const result = await db.execute<{ result: { totals: { group_id: string | null; total: number }[] | null; devices: DashboardSections['devices'] | null; models: GroupModelRow[] | null } }>(sql`
    with owned as materialized (
      select d.id, d.device, d.name, d.device_model_id from devices d
      where d.owner_id = ${organizationId} and d.deleted_at is null
    ),
    memb as materialized (
      select gd.group_id, gd.device_id from group_devices gd join groups g on g.id = gd.group_id
      where g.organization_id = ${organizationId}${onlyGroup}
    ),
    live as (
      select d.id, d.device, d.name, dm.id as model_id, dm.title, dm.data_model, c.id as category_id, c.slug, c.name_da, c.name_en
      from owned d
      join device_models dm on dm.id = d.device_model_id
      join device_type_categories c on c.id = dm.device_type_category_id
      where ${filterCondition(request.filter)}
    ),
    sections as materialized (${sections}),
    ranked as (
      select s.*, row_number() over (partition by s.group_id order by s.name, s.id) as rn from sections s
    )
    select json_build_object(
      'totals', (select json_agg(t) from (select group_id, count(*)::int as total from sections group by group_id) t),
      'devices', (
        select json_agg(r order by r.group_id nulls last, r.rn) from (
          select group_id, id, device, name, model_id, title, data_model, category_id, slug, name_da, name_en, rn from ranked
          where rn > ${from}${to === null ? sql`` : sql` and rn <= ${to}`}
        ) r
      ),
      'models', (
        select json_agg(v) from (
          select m.group_id, count(*)::int as devices, min(o.name) as first_name, dm.data_model
          from memb m join owned o on o.id = m.device_id join device_models dm on dm.id = o.device_model_id
          group by m.group_id, dm.id, dm.data_model
        ) v
      )
    ) as result`);
  const { totals, devices, models } = result.rows[0]!.result;
  return {
    groups: groups.rows,
    totals: new Map((totals ?? []).map((t) => [t.group_id, t.total])),
    devices: (devices ?? []).map(({ rn: _rn, ...row }: TrendDeviceRow & { group_id: string | null; rn?: number }) => row),
    models: models ?? [],
  };
}
