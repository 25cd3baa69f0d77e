import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import type { OrganizationDto } from './organizationSchema.ts';

const { devices, organizations } = schema;

export interface OrganizationFilter {
  /** The caller's scope: every organisation, or these ids (see `request.scope`). */
  scope: 'all' | string[];
  /** Only these organisations (a batch lookup). */
  ids?: string[];
}

/** Organisations with their device counts. */
export function organizationRepository(db: Db) {
  async function list({ scope, ids }: OrganizationFilter): Promise<OrganizationDto[]> {
    if ((scope !== 'all' && scope.length === 0) || ids?.length === 0) return [];
    const conditions: SQL[] = [];
    // The counts are taken only for the organisations asked for (an index-only scan of live devices).
    const deviceConditions: SQL[] = [isNull(devices.deletedAt)];
    for (const only of [scope === 'all' ? undefined : scope, ids]) {
      if (!only) continue;
      conditions.push(inArray(organizations.id, only));
      deviceConditions.push(inArray(devices.ownerId, only));
    }
    const counts = db
      .select({ ownerId: devices.ownerId, devices: count().as('devices') })
      .from(devices)
      .where(and(...deviceConditions))
      .groupBy(devices.ownerId)
      .as('counts');
    const rows = await db
      .select({
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        parentId: organizations.parentId,
        createdAt: organizations.createdAt,
        devices: sql<number>`coalesce(${counts.devices}, 0)`.mapWith(Number),
      })
      .from(organizations)
      .leftJoin(counts, eq(counts.ownerId, organizations.id))
      .where(and(...conditions))
      .orderBy(sql`lower(${organizations.name})`, organizations.id);
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      slug: row.slug,
      devices: row.devices,
      group_org_id: row.parentId,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    /** The organisations in `scope` (and `ids`, when given), by name. */
    list,

    /** One organisation, whoever may see it (callers check the scope first). */
    async findById(id: string): Promise<OrganizationDto | undefined> {
      const [organization] = await list({ scope: 'all', ids: [id] });
      return organization;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
      return Boolean(row);
    },
  };
}

export type OrganizationRepository = ReturnType<typeof organizationRepository>;
