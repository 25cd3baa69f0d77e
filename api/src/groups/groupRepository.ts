import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { isUniqueViolation } from '../db/isUniqueViolation.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { invalidField } from '../organizations/invalidField.ts';
import { pageOffset } from '../schemas/common.ts';
import type { GroupCreate, GroupDto } from './groupSchemas.ts';

const { apiKeys, devices, groupDevices, groups } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `%…%` for ILIKE, the user's own `%` and `_` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nameTaken = (name: string) =>
  new AppError(ErrorCode.CONFLICT, 'group.nameTaken', { params: { name }, fields: [{ field: 'name', message: { id: 'group.nameTaken', params: { name } } }] });

/**
 * An organisation's dashboard groups (`groups`, devices linked in `group_devices`): the dashboard
 * shows one section per group. Only the organisation's own live devices can be in its groups.
 */
export function groupRepository(db: Db) {
  async function select(organizationId: string, where: SQL | undefined, limit?: { offset: number; limit: number }): Promise<GroupDto[]> {
    // Spelled out: drizzle writes a column of the query's own table without its table name.
    const self = sql.raw('"groups"."id"');
    const deviceCount = sql<number>`(select count(*) from ${groupDevices} gd join ${devices} d on d.id = gd.device_id
      where gd.group_id = ${self} and d.deleted_at is null)`.mapWith(Number);
    const keyCount = sql<number>`(select count(*) from ${apiKeys} k where k.group_id = ${self} and k.revoked_at is null)`.mapWith(Number);
    let query = db
      .select({ id: groups.id, name: groups.name, createdAt: groups.createdAt, updatedAt: groups.updatedAt, devices: deviceCount, apiKeys: keyCount })
      .from(groups)
      .where(and(eq(groups.organizationId, organizationId), where))
      .orderBy(sql`lower(${groups.name})`, asc(groups.id))
      .$dynamic();
    if (limit) query = query.limit(limit.limit).offset(limit.offset);
    const rows = await query;
    return rows.map((row) => ({
      _id: row.id,
      organizationId,
      name: row.name,
      devices: row.devices,
      apiKeys: row.apiKeys,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function assertNameFree(tx: Tx, organizationId: string, name: string, exceptId: string | null) {
    const [row] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.organizationId, organizationId), eq(sql`lower(${groups.name})`, name.toLowerCase()), exceptId ? sql`${groups.id} <> ${exceptId}` : undefined))
      .limit(1);
    if (row) throw nameTaken(name);
  }

  /** Every id must be a live device of the organisation (400 on `deviceIds`, naming the others). */
  async function assertOwnDevices(tx: Tx, organizationId: string, deviceIds: string[]) {
    if (deviceIds.length === 0) return;
    const found = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(and(inArray(devices.id, deviceIds), eq(devices.ownerId, organizationId), isNull(devices.deletedAt)));
    const known = new Set(found.map((row) => row.id));
    const foreign = deviceIds.filter((id) => !known.has(id));
    if (foreign.length > 0) throw invalidField('deviceIds', 'group.foreignDevices', { ids: foreign.slice(0, 20).join(', ') });
  }

  /** Locks the group of the organisation; undefined when it has none such. */
  async function lock(tx: Tx, organizationId: string, groupId: string) {
    const [row] = await tx
      .select()
      .from(groups)
      .where(and(eq(groups.id, groupId), eq(groups.organizationId, organizationId)))
      .for('update');
    return row;
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
    /** One page of the organisation's groups, by name, with the total. */
    async listPage(organizationId: string, search: string | undefined, page: number, perPage: number) {
      const where = search ? ilike(groups.name, containing(search)) : undefined;
      const [data, [{ total } = { total: 0 }]] = await Promise.all([
        select(organizationId, where, { offset: pageOffset(page, perPage), limit: perPage }),
        db.select({ total: count() }).from(groups).where(and(eq(groups.organizationId, organizationId), where)),
      ]);
      return { data, total };
    },

    async get(organizationId: string, groupId: string): Promise<GroupDto | undefined> {
      const [group] = await select(organizationId, eq(groups.id, groupId));
      return group;
    },

    /** One page of the group's live devices, by name. */
    async devicePage(groupId: string, search: string | undefined, page: number, perPage: number) {
      const conditions = [eq(groupDevices.groupId, groupId), isNull(devices.deletedAt)];
      if (search) conditions.push(or(ilike(devices.name, containing(search)), ilike(devices.device, containing(search)))!);
      const where = and(...conditions);
      const [data, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({ _id: devices.id, name: devices.name, device: devices.device })
          .from(groupDevices)
          .innerJoin(devices, eq(devices.id, groupDevices.deviceId))
          .where(where)
          .orderBy(asc(devices.name), asc(devices.id))
          .limit(perPage)
          .offset(pageOffset(page, perPage)),
        db.select({ total: count() }).from(groupDevices).innerJoin(devices, eq(devices.id, groupDevices.deviceId)).where(where),
      ]);
      return { data, total };
    },

    /** Creates a group, with devices of the organisation when given; audited. 409 for a name it has. */
    async create(organizationId: string, input: GroupCreate, actorUserId: string): Promise<string> {
      return withConflicts(input.name, () =>
        db.transaction(async (tx) => {
          await assertNameFree(tx, organizationId, input.name, null);
          const deviceIds = input.deviceIds ?? [];
          await assertOwnDevices(tx, organizationId, deviceIds);
          const [row] = await tx.insert(groups).values({ organizationId, name: input.name }).returning({ id: groups.id });
          const id = row!.id;
          if (deviceIds.length > 0) await tx.insert(groupDevices).values(deviceIds.map((deviceId) => ({ groupId: id, deviceId })));
          await writeAudit(tx, {
            actorUserId,
            organizationId,
            action: 'group.create',
            subject: 'Group',
            subjectId: id,
            changes: { name: { before: null, after: input.name }, deviceIds: { before: null, after: deviceIds } },
          });
          return id;
        }),
      );
    },

    /** Renames it; audited. False when the organisation has no such group. */
    async rename(organizationId: string, groupId: string, name: string, actorUserId: string): Promise<boolean> {
      return withConflicts(name, () =>
        db.transaction(async (tx) => {
          const before = await lock(tx, organizationId, groupId);
          if (!before) return false;
          if (before.name === name) return true;
          if (before.name.toLowerCase() !== name.toLowerCase()) await assertNameFree(tx, organizationId, name, groupId);
          await tx.update(groups).set({ name }).where(eq(groups.id, groupId));
          await writeAudit(tx, { actorUserId, organizationId, action: 'group.update', subject: 'Group', subjectId: groupId, changes: { name: { before: before.name, after: name } } });
          return true;
        }),
      );
    },

    /**
     * Deletes it (its devices stay, in no group); audited. Refused (409) while an unrevoked API key is
     * limited to it: the key's scope must not silently widen to the whole organisation. The group's
     * row is locked first, so a key created for it at the same moment waits and then fails.
     */
    async remove(organizationId: string, groupId: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, organizationId, groupId);
        if (!before) return false;
        const keys = await tx
          .select({ name: apiKeys.name })
          .from(apiKeys)
          .where(and(eq(apiKeys.groupId, groupId), isNull(apiKeys.revokedAt)))
          .orderBy(asc(apiKeys.name));
        if (keys.length > 0) throw new AppError(ErrorCode.CONFLICT, 'group.hasKeys', { params: { names: keys.map((k) => k.name).join(', ') } });
        const members = await tx.select({ deviceId: groupDevices.deviceId }).from(groupDevices).where(eq(groupDevices.groupId, groupId));
        await tx.delete(groups).where(eq(groups.id, groupId));
        await writeAudit(tx, {
          actorUserId,
          organizationId,
          action: 'group.delete',
          subject: 'Group',
          subjectId: groupId,
          changes: { name: { before: before.name, after: null }, deviceIds: { before: members.map((m) => m.deviceId).sort(), after: [] } },
        });
        return true;
      });
    },

    /** Adds devices of the organisation (those already in it are left as they are); audited with the ones added. False when there is no such group. */
    async addDevices(organizationId: string, groupId: string, deviceIds: string[], actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lock(tx, organizationId, groupId))) return false;
        await assertOwnDevices(tx, organizationId, deviceIds);
        const added = await tx
          .insert(groupDevices)
          .values(deviceIds.map((deviceId) => ({ groupId, deviceId })))
          .onConflictDoNothing()
          .returning({ deviceId: groupDevices.deviceId });
        if (added.length > 0) {
          await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
          await writeAudit(tx, { actorUserId, organizationId, action: 'group.addDevices', subject: 'Group', subjectId: groupId, changes: { devicesAdded: { before: null, after: added.map((a) => a.deviceId).sort() } } });
        }
        return true;
      });
    },

    /** Takes a device out of the group; audited. 'group' when there is no such group, 'device' when the device is not in it. */
    async removeDevice(organizationId: string, groupId: string, deviceId: string, actorUserId: string): Promise<true | 'group' | 'device'> {
      return db.transaction(async (tx) => {
        if (!(await lock(tx, organizationId, groupId))) return 'group';
        const [removed] = await tx
          .delete(groupDevices)
          .where(and(eq(groupDevices.groupId, groupId), eq(groupDevices.deviceId, deviceId)))
          .returning({ deviceId: groupDevices.deviceId });
        if (!removed) return 'device';
        await tx.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
        await writeAudit(tx, { actorUserId, organizationId, action: 'group.removeDevice', subject: 'Group', subjectId: groupId, changes: { devicesRemoved: { before: [deviceId], after: null } } });
        return true;
      });
    },
  };
}

export type GroupRepository = ReturnType<typeof groupRepository>;
