import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { isUniqueViolation } from '../db/isUniqueViolation.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { pageOffset } from '../schemas/common.ts';
import { invalidField } from './invalidField.ts';
import { createOrganizationRoles } from './organizationRoles.ts';
import type { OrganizationCreate, OrganizationDto, OrganizationPatch, OrganizationSort } from './organizationSchema.ts';
import { slugify } from './slugify.ts';

const { contracts, devices, installationOrders, organizationMembers, organizations } = schema;

export interface OrganizationFilter {
  /** The caller's scope: every organisation, or these ids (see `request.scope`). */
  scope: 'all' | string[];
  /** Only these organisations (a batch lookup). */
  ids?: string[];
  /** Part of the name, anywhere in it. */
  search?: string;
  /** Only the organisations of this group organisation. */
  parentId?: string;
}

const sortColumns = {
  name: sql`lower(${organizations.name})`,
  devices: sql`"devices"`,
  members: sql`"members"`,
  createdAt: organizations.createdAt,
} as const;

const nameTaken = (name: string) =>
  new AppError(ErrorCode.CONFLICT, 'organization.nameTaken', {
    params: { name },
    fields: [{ field: 'name', message: { id: 'organization.nameTaken', params: { name } } }],
  });

/** `%…%` for ILIKE, the user's own `%` and `_` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Organisations with their device and member counts, and the writes an administrator makes to them. */
export function organizationRepository(db: Db) {
  function conditionsOf({ scope, ids, search, parentId }: OrganizationFilter): SQL[] | null {
    if ((scope !== 'all' && scope.length === 0) || ids?.length === 0) return null;
    const conditions: SQL[] = [];
    if (scope !== 'all') conditions.push(inArray(organizations.id, scope));
    if (ids) conditions.push(inArray(organizations.id, ids));
    if (search) conditions.push(ilike(organizations.name, containing(search)));
    if (parentId) conditions.push(eq(organizations.parentId, parentId));
    return conditions;
  }

  /**
   * The organisations matching `filter` with their counts, in `sort` order: one statement. The
   * counts are taken only for the rows of the page (correlated index-only scans of live devices and
   * of the members' primary key), except when the page is ordered by a count.
   */
  async function select(filter: OrganizationFilter, sort: OrganizationSort, limit?: { offset: number; limit: number }): Promise<OrganizationDto[]> {
    const conditions = conditionsOf(filter);
    if (!conditions) return [];
    // Spelled out: drizzle writes a column of the query's own table without its table name, which
    // inside these subqueries would name their own rows' id.
    const self = sql.raw('"organizations"."id"');
    const deviceCount = sql<number>`(select count(*) from ${devices} d where d.owner_id = ${self} and d.deleted_at is null)`.mapWith(Number);
    const memberCount = sql<number>`(select count(*) from ${organizationMembers} m where m.organization_id = ${self})`.mapWith(Number);
    const childCount = sql<number>`(select count(*) from ${organizations} c where c.parent_id = ${self})`.mapWith(Number);
    const order = sortColumns[sort.key];
    let query = db
      .select({
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        parentId: organizations.parentId,
        createdAt: organizations.createdAt,
        updatedAt: organizations.updatedAt,
        devices: deviceCount.as('devices'),
        members: memberCount.as('members'),
        children: childCount.as('children'),
      })
      .from(organizations)
      .where(and(...conditions))
      .orderBy(sort.descending ? desc(order) : asc(order), sql`lower(${organizations.name})`, asc(organizations.id))
      .$dynamic();
    if (limit) query = query.limit(limit.limit).offset(limit.offset);
    const rows = await query;
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      devices: row.devices,
      members: row.members,
      group_org_id: row.parentId,
      children: row.children,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function list(filter: OrganizationFilter): Promise<OrganizationDto[]> {
    return select(filter, { key: 'name', descending: false });
  }

  /** A slug nobody has: the name's, or the name's with `-2`, `-3`… */
  async function freeSlug(tx: Tx, name: string, exceptId: string | null): Promise<string> {
    const base = slugify(name);
    const taken = await tx
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(and(sql`(${organizations.slug} = ${base} or ${organizations.slug} like ${`${base}-%`})`, exceptId ? sql`${organizations.id} <> ${exceptId}` : undefined));
    const used = new Set(taken.map((row) => row.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function assertNameFree(tx: Tx, name: string, exceptId: string | null) {
    const [row] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(sql`lower(${organizations.name})`, name.toLowerCase()), exceptId ? sql`${organizations.id} <> ${exceptId}` : undefined))
      .limit(1);
    if (row) throw nameTaken(name);
  }

  /** The parent must exist and must not be the organisation or one under it (no cycles). */
  async function assertParent(tx: Tx, parentId: string, organizationId: string | null) {
    const [parent] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, parentId)).limit(1);
    if (!parent) throw invalidField('group_org_id', 'organization.unknownParent');
    if (!organizationId) return;
    // Walks up from the new parent: reaching the organisation itself would close a loop.
    const result = await tx.execute<{ id: string }>(sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from organizations where id = ${parentId}
        union all
        select o.id, o.parent_id, up.depth + 1 from organizations o join up on o.id = up.parent_id where up.depth < 100
      )
      select id from up where id = ${organizationId} limit 1`);
    if (result.rows.length > 0) throw invalidField('group_org_id', 'organization.parentCycle');
  }

  const withConflicts = async <T>(name: string | undefined, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error) && name !== undefined) throw nameTaken(name);
      throw error;
    }
  };

  return {
    /** The organisations in `scope` (and `ids`, when given), by name. */
    list,

    /** One page of the organisations in `filter`, in `sort` order, with the total. */
    async listPage(filter: OrganizationFilter, sort: OrganizationSort, page: number, perPage: number | undefined): Promise<{ data: OrganizationDto[]; total: number }> {
      const conditions = conditionsOf(filter);
      if (!conditions) return { data: [], total: 0 };
      if (perPage === undefined) {
        const data = page === 1 ? await select(filter, sort) : [];
        return { data, total: page === 1 ? data.length : (await db.select({ total: count() }).from(organizations).where(and(...conditions)))[0]!.total };
      }
      const [data, [{ total } = { total: 0 }]] = await Promise.all([
        select(filter, sort, { offset: pageOffset(page, perPage), limit: perPage }),
        db.select({ total: count() }).from(organizations).where(and(...conditions)),
      ]);
      return { data, total };
    },

    /** One organisation, whoever may see it (callers check the scope first). */
    async findById(id: string): Promise<OrganizationDto | undefined> {
      const [organization] = await list({ scope: 'all', ids: [id] });
      return organization;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
      return Boolean(row);
    },

    /**
     * Creates an organisation with its starting roles (organizationRoles.ts) and audits it, in one
     * transaction. The name is unique whatever its case (409); the slug is made from it.
     */
    async create(input: OrganizationCreate, actorUserId: string): Promise<string> {
      return withConflicts(input.name, () =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, input.name, null);
          if (input.group_org_id) await assertParent(tx, input.group_org_id, null);
          const slug = await freeSlug(tx, input.name, null);
          const [row] = await tx
            .insert(organizations)
            .values({ name: input.name, slug, parentId: input.group_org_id ?? null })
            .returning({ id: organizations.id });
          const id = row!.id;
          await createOrganizationRoles(tx, id);
          await writeAudit(tx, {
            actorUserId,
            organizationId: id,
            action: 'organization.create',
            subject: 'Organization',
            subjectId: id,
            changes: { name: { before: null, after: input.name }, slug: { before: null, after: slug }, group_org_id: { before: null, after: input.group_org_id ?? null } },
          });
          return id;
        }),
      );
    },

    /** Renames it (a new slug with the new name) or moves it under another group organisation; audits what changed. False when it does not exist. */
    async update(id: string, patch: OrganizationPatch, actorUserId: string): Promise<boolean> {
      return withConflicts(patch.name, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
          if (!before) return false;
          const changes: Record<string, { before: unknown; after: unknown }> = {};
          const set: Partial<typeof organizations.$inferInsert> = {};
          if (patch.name !== undefined && patch.name !== before.name) {
            if (patch.name.toLowerCase() !== before.name.toLowerCase()) await assertNameFree(tx, patch.name, id);
            set.name = patch.name;
            set.slug = await freeSlug(tx, patch.name, id);
            changes.name = { before: before.name, after: patch.name };
            if (set.slug !== before.slug) changes.slug = { before: before.slug, after: set.slug };
          }
          if (patch.group_org_id !== undefined && patch.group_org_id !== before.parentId) {
            if (patch.group_org_id) await assertParent(tx, patch.group_org_id, id);
            set.parentId = patch.group_org_id;
            changes.group_org_id = { before: before.parentId, after: patch.group_org_id };
          }
          if (Object.keys(changes).length === 0) return true;
          await tx.update(organizations).set(set).where(eq(organizations.id, id));
          await writeAudit(tx, { actorUserId, organizationId: id, action: 'organization.update', subject: 'Organization', subjectId: id, changes });
          return true;
        }),
      );
    },

    /**
     * Deletes an organisation with its roles, memberships, groups and keys; audited. Refused (409,
     * saying why) while it owns devices — live or in its bin —, contracts or installation orders:
     * those are records of the business, which a delete must not take with it. Its sub-organisations
     * stay, without a group organisation. False when it does not exist.
     */
    async remove(id: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
        if (!before) return false;
        const [owned] = await tx
          .select({
            live: sql<number>`count(*) filter (where ${devices.deletedAt} is null)`.mapWith(Number),
            deleted: sql<number>`count(*) filter (where ${devices.deletedAt} is not null)`.mapWith(Number),
          })
          .from(devices)
          .where(eq(devices.ownerId, id));
        if (owned!.live > 0) throw conflict('organization.hasDevices', owned!.live);
        if (owned!.deleted > 0) throw conflict('organization.hasDeletedDevices', owned!.deleted);
        const [{ n: contractCount } = { n: 0 }] = await tx.select({ n: count() }).from(contracts).where(eq(contracts.organizationId, id));
        if (contractCount > 0) throw conflict('organization.hasContracts', contractCount);
        const [{ n: orderCount } = { n: 0 }] = await tx.select({ n: count() }).from(installationOrders).where(eq(installationOrders.ownerId, id));
        if (orderCount > 0) throw conflict('organization.hasInstallationOrders', orderCount);
        const [{ n: memberCount } = { n: 0 }] = await tx.select({ n: count() }).from(organizationMembers).where(eq(organizationMembers.organizationId, id));
        await tx.delete(organizations).where(eq(organizations.id, id));
        // The entry outlives the organisation (its audit_log rows lose the link, this one never had it).
        await writeAudit(tx, {
          actorUserId,
          organizationId: null,
          action: 'organization.delete',
          subject: 'Organization',
          subjectId: id,
          changes: { name: { before: before.name, after: null }, slug: { before: before.slug, after: null }, group_org_id: { before: before.parentId, after: null }, members: { before: memberCount, after: 0 } },
        });
        return true;
      });
    },
  };
}

function conflict(messageId: 'organization.hasDevices' | 'organization.hasDeletedDevices' | 'organization.hasContracts' | 'organization.hasInstallationOrders', count: number) {
  return new AppError(ErrorCode.CONFLICT, messageId, { params: { count } });
}

export type OrganizationRepository = ReturnType<typeof organizationRepository>;
