import { and, eq, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { withAuditNames } from '../devices/withAuditNames.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import { pageOffset } from '../schemas/common.ts';
import type { ContractCreate, ContractDto, ContractListFilter, ContractPatch, ContractSort } from './contractSchemas.ts';

const { contractDevices, contractLogs, contracts, devices } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Changes = Record<string, { before: unknown; after: unknown }>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * One contract in the API's shape over the alias `c`, with its device counts from the lateral `n`
 * (contractCounts) and its organisation `o`, package `p` and creator `u` joined (contractJoins).
 */
const contractJson = sql`json_build_object(
  '_id', c.id,
  'organization', json_build_object('_id', o.id, 'name', o.name),
  'package', json_build_object('_id', p.id, 'slug', p.slug, 'name', p.name),
  'startDate', to_char(c.start_date, 'YYYY-MM-DD'),
  'invoiceFrequencyMonths', c.invoice_frequency_months,
  'projectId', c.project_id,
  'debitorNumber', c.debitor_number,
  'note', c.note,
  'pricePerDeviceMonth', c.price_per_device_month::text,
  'deviceCount', n.device_count,
  'monthlyAmount', round(c.price_per_device_month * n.billed, 2)::text,
  'createdBy', case when u.id is null then null else json_build_object('_id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) end,
  'createdAt', ${isoJson(sql`c.created_at`)},
  'updatedAt', ${isoJson(sql`c.updated_at`)}
)`;

/** A contract's devices, and those of them billed (not deleted): the primary key's contract_id prefix finds them. */
const contractCounts = sql`cross join lateral (
  select count(*)::int as device_count, (count(*) filter (where d.deleted_at is null))::int as billed
  from contract_devices cd join devices d on d.id = cd.device_id where cd.contract_id = c.id
) n`;

const contractJoins = sql`join organizations o on o.id = c.organization_id
  join packages p on p.id = c.package_id
  left join users u on u.id = c.created_by`;

function contractOrder({ key, descending }: ContractSort): SQL {
  const dir = descending ? sql`desc` : sql`asc`;
  const nulls = descending ? sql`nulls last` : sql`nulls last`;
  switch (key) {
    case 'startDate':
      return sql`c.start_date ${dir}, c.id ${dir}`;
    case 'projectId':
      return sql`lower(c.project_id) ${dir} ${nulls}, c.id ${dir}`;
    case 'debitorNumber':
      return sql`lower(c.debitor_number) ${dir} ${nulls}, c.id ${dir}`;
    case 'pricePerDeviceMonth':
      return sql`c.price_per_device_month ${dir}, c.id ${dir}`;
    case 'deviceCount':
      return sql`n.device_count ${dir}, c.id ${dir}`;
    default:
      return sql`c.created_at ${dir}, c.id ${dir}`;
  }
}

/** The fields a contract's log and audit entries record, as stored. */
type ContractRow = {
  id: string;
  organization_id: string;
  package_id: string;
  start_date: string;
  invoice_frequency_months: number;
  project_id: string | null;
  debitor_number: string | null;
  note: string | null;
  price_per_device_month: string;
};

const recordedFields = {
  packageId: 'package_id',
  startDate: 'start_date',
  invoiceFrequencyMonths: 'invoice_frequency_months',
  projectId: 'project_id',
  debitorNumber: 'debitor_number',
  note: 'note',
  pricePerDeviceMonth: 'price_per_device_month',
} as const satisfies Record<keyof ContractPatch, keyof ContractRow>;

/** A price as the database keeps it (two decimals), so "49.5" and "49.50" are one value. */
const normalizedPrice = (price: string) => {
  const [whole, fraction = ''] = price.split('.');
  return `${BigInt(whole!).toString()}.${fraction.padEnd(2, '0')}`;
};

/** The contract's row locked for the rest of the transaction; undefined when there is none. */
async function lockContract(tx: Tx, id: string): Promise<ContractRow | undefined> {
  const { rows } = await tx.execute<ContractRow>(sql`
    select id, organization_id, package_id, to_char(start_date, 'YYYY-MM-DD') as start_date, invoice_frequency_months,
      project_id, debitor_number, note, price_per_device_month::text as price_per_device_month
    from contracts where id = ${id} for update`);
  return rows[0];
}

async function assertPackage(tx: Tx, packageId: string): Promise<void> {
  const { rows } = await tx.execute(sql`select 1 from packages where id = ${packageId}`);
  if (rows.length === 0) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'contract.unknownPackage', { fields: [{ field: 'packageId', message: { id: 'contract.unknownPackage' } }] });
  }
}

type DeviceSnapshot = { id: string; name: string; device: string; serial_number: string | null };

/**
 * The live devices of `organizationId` among `deviceIds`; any other id (unknown, deleted, another
 * organisation's: the same answer, so nothing is learnt about them) fails the write with 400.
 */
async function devicesOfOrganization(tx: Tx, organizationId: string, deviceIds: string[]): Promise<DeviceSnapshot[]> {
  const ids = [...new Set(deviceIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return [];
  const { rows } = await tx.execute<DeviceSnapshot>(sql`
    select id, name, device, serial_number from devices
    where id = any(${sql.param(ids)}::uuid[]) and owner_id = ${organizationId} and deleted_at is null
    order by id`);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const params = { ids: missing.join(', ') };
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'contract.devicesNotInOrganization', {
      params,
      fields: [{ field: 'deviceIds', message: { id: 'contract.devicesNotInOrganization', params } }],
    });
  }
  return rows;
}

/** Puts devices under a contract; writes `add_device` per device newly added. Returns their ids. */
async function addDevicesTo(tx: Tx, contract: { id: string; organizationId: string }, found: DeviceSnapshot[], userId: string): Promise<string[]> {
  if (found.length === 0) return [];
  const { rows } = await tx.execute<{ device_id: string }>(sql`
    insert into contract_devices (contract_id, device_id)
    select ${contract.id}, d from unnest(${sql.param(found.map((device) => device.id))}::uuid[]) as d
    on conflict do nothing
    returning device_id`);
  const added = new Set(rows.map((row) => row.device_id));
  const logs = found
    .filter((device) => added.has(device.id))
    .map((device) => ({
      contractId: contract.id,
      organizationId: contract.organizationId,
      action: 'add_device' as const,
      deviceId: device.id,
      userId,
      // What the device was, so the log still reads after the device is gone.
      changes: { device: { name: device.name, device: device.device, serialNumber: device.serial_number } },
    }));
  if (logs.length > 0) await tx.insert(contractLogs).values(logs);
  return found.filter((device) => added.has(device.id)).map((device) => device.id);
}

/** Today in the caller's UTC offset, as YYYY-MM-DD: the day an invoice period is chosen by. */
const localToday = (utcOffsetHours: number) => new Date(Date.now() + utcOffsetHours * 3_600_000).toISOString().slice(0, 10);

export type ContractLogEntry = {
  _id: string;
  action: 'create' | 'update' | 'delete' | 'add_device' | 'remove_device';
  createdAt: string;
  user: { _id: string; name: string } | null;
  device: { _id: string | null; name: string | null; device: string | null } | null;
  changes: Changes | null;
};


/**
 * One page of the contracts of the device `deviceId` (a parameter, or a batch's column), newest
 * contract first, as the JSON text of contractOfDeviceSchema items (contract_devices_device_id_idx
 * finds them; a device is under a handful). Shared by the single read and its batch form.
 */
export const contractsOfDeviceJson = (deviceId: SQL, page: number, perPage: number): SQL => sql`coalesce((
    select json_agg(json_build_object(
      '_id', c.id,
      'organization', json_build_object('_id', o.id, 'name', o.name),
      'package', json_build_object('_id', p.id, 'slug', p.slug, 'name', p.name),
      'startDate', to_char(c.start_date, 'YYYY-MM-DD'),
      'invoiceFrequencyMonths', c.invoice_frequency_months,
      'projectId', c.project_id,
      'debitorNumber', c.debitor_number,
      'note', c.note,
      'pricePerDeviceMonth', c.price_per_device_month::text,
      'createdAt', ${isoJson(sql`c.created_at`)},
      'deviceAddedAt', ${isoJson(sql`c.added_at`)}
    ) order by c.created_at desc, c.id)
    from (
      select c.*, cd.created_at as added_at from contract_devices cd join contracts c on c.id = cd.contract_id
      where cd.device_id = ${deviceId}
      order by c.created_at desc, c.id limit ${perPage} offset ${pageOffset(page, perPage)}
    ) c
    join organizations o on o.id = c.organization_id
    join packages p on p.id = c.package_id
  ), '[]'::json)::text`;

/** How many contracts the device `deviceId` is under (contract_devices_device_id_idx). */
export const contractsOfDeviceCount = (deviceId: SQL): SQL => sql`(select count(*)::int from contract_devices where device_id = ${deviceId})`;

/** Contracts and the devices under them. */
export function contractRepository(db: Db) {
  return {
    /**
     * One page of the contracts a device is under, newest contract first (contract_devices_device_id_idx
     * finds them; a device is under a handful), as the JSON of contractOfDeviceSchema items, with the total.
     */
    async pageOfDevice(deviceId: string, page: number, perPage: number): Promise<{ dataJson: string; total: number }> {
      const id = sql`${deviceId}`;
      const result = await db.execute<{ data: string; total: number }>(sql`
        select ${contractsOfDeviceJson(id, page, perPage)} as data, ${contractsOfDeviceCount(id)} as total`);
      const row = result.rows[0]!;
      return { dataJson: row.data, total: Number(row.total) };
    },

    /** The organisation a contract belongs to; undefined when there is no such contract. */
    async organizationOf(contractId: string): Promise<string | undefined> {
      const [row] = await db.select({ organizationId: contracts.organizationId }).from(contracts).where(eq(contracts.id, contractId));
      return row?.organizationId;
    },

    /**
     * A page of an organisation's contracts (contracts_organization_id_created_at_idx; an
     * organisation has a handful to a few hundred), with the total.
     */
    async listPage(
      organizationId: string,
      filter: ContractListFilter & { sort: ContractSort },
      page: number,
      perPage: number,
    ): Promise<{ data: ContractDto[]; total: number }> {
      const conditions: SQL[] = [sql`c.organization_id = ${organizationId}`];
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(sql`(c.project_id ilike ${pattern} or c.debitor_number ilike ${pattern} or c.note ilike ${pattern})`);
      }
      if (filter.packageIds?.length) conditions.push(sql`c.package_id = any(${sql.param(filter.packageIds)}::uuid[])`);
      const where = sql.join(conditions, sql` and `);
      const order = contractOrder(filter.sort);
      const [rows, count] = await Promise.all([
        db.execute<{ data: ContractDto[] }>(sql`
          select coalesce(json_agg(${contractJson} order by x.n), '[]'::json) as data
          from (
            select c.id, row_number() over (order by ${order}) as n
            from contracts c ${filter.sort.key === 'deviceCount' ? contractCounts : sql``}
            where ${where}
            order by ${order} limit ${perPage} offset ${pageOffset(page, perPage)}
          ) x
          join contracts c on c.id = x.id
          ${contractJoins}
          ${contractCounts}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from contracts c where ${where}`),
      ]);
      return { data: rows.rows[0]!.data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /** One contract; undefined when there is none. */
    async get(id: string, reader: Pick<Db, 'execute'> = db): Promise<ContractDto | undefined> {
      const { rows } = await reader.execute<{ data: ContractDto }>(sql`
        select ${contractJson} as data from contracts c ${contractJoins} ${contractCounts} where c.id = ${id}`);
      return rows[0]?.data;
    },

    /**
     * Creates a contract (with devices of its organisation, when given), writing `create` and
     * `add_device` to its log and the audit log in one transaction. Returns its id.
     */
    async create(organizationId: string, input: ContractCreate, userId: string): Promise<string> {
      return db.transaction(async (tx) => {
        await assertPackage(tx, input.packageId);
        const found = await devicesOfOrganization(tx, organizationId, input.deviceIds ?? []);
        const values = {
          packageId: input.packageId,
          startDate: input.startDate,
          invoiceFrequencyMonths: input.invoiceFrequencyMonths ?? 12,
          projectId: input.projectId ?? null,
          debitorNumber: input.debitorNumber ?? null,
          note: input.note ?? null,
          pricePerDeviceMonth: normalizedPrice(input.pricePerDeviceMonth),
        };
        const [row] = await tx
          .insert(contracts)
          .values({ organizationId, createdBy: userId, ...values })
          .returning({ id: contracts.id });
        const id = row!.id;
        const changes: Changes = Object.fromEntries(Object.entries(values).map(([field, after]) => [field, { before: null, after }]));
        await tx.insert(contractLogs).values({ contractId: id, organizationId, action: 'create', userId, changes });
        const added = await addDevicesTo(tx, { id, organizationId }, found, userId);
        await writeAudit(tx, {
          actorUserId: userId,
          organizationId,
          action: 'contract.create',
          subject: 'Contract',
          subjectId: id,
          changes: { ...changes, ...(added.length > 0 ? { deviceIds: { before: null, after: added } } : {}) },
        });
        return id;
      });
    },

    /**
     * Changes the fields sent; writes the fields that changed to the contract's log (`update`) and
     * the audit log. False when there is no such contract.
     */
    async update(id: string, patch: ContractPatch, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await lockContract(tx, id);
        if (!before) return false;
        const changes: Changes = {};
        for (const [field, column] of Object.entries(recordedFields) as [keyof ContractPatch, keyof ContractRow][]) {
          const sent = patch[field];
          if (sent === undefined) continue;
          const after = field === 'pricePerDeviceMonth' ? normalizedPrice(sent as string) : sent;
          if (after !== before[column]) changes[field] = { before: before[column], after };
        }
        if (Object.keys(changes).length === 0) return true;
        if (changes.packageId) await assertPackage(tx, changes.packageId.after as string);
        const value = <K extends keyof ContractPatch>(field: K, column: keyof ContractRow) =>
          (changes[field] ? changes[field].after : before[column]) as string | number | null;
        await tx.execute(sql`
          update contracts set
            package_id = ${value('packageId', 'package_id')},
            start_date = ${value('startDate', 'start_date')},
            invoice_frequency_months = ${value('invoiceFrequencyMonths', 'invoice_frequency_months')},
            project_id = ${value('projectId', 'project_id')},
            debitor_number = ${value('debitorNumber', 'debitor_number')},
            note = ${value('note', 'note')},
            price_per_device_month = ${value('pricePerDeviceMonth', 'price_per_device_month')},
            updated_at = now()
          where id = ${id}`);
        await tx.insert(contractLogs).values({ contractId: id, organizationId: before.organization_id, action: 'update', userId, changes });
        await writeAudit(tx, { actorUserId: userId, organizationId: before.organization_id, action: 'contract.update', subject: 'Contract', subjectId: id, changes });
        return true;
      });
    },

    /**
     * Deletes a contract; refused (409) while devices are under it (spec part 2 §5; the foreign
     * key's `restrict` holds the rule in the database too). Its log is kept, with a `delete` entry.
     * False when there is no such contract.
     */
    async remove(id: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await lockContract(tx, id);
        if (!before) return false;
        const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from contract_devices where contract_id = ${id}`);
        const count = Number(rows[0]?.n ?? 0);
        if (count > 0) throw new AppError(ErrorCode.CONFLICT, 'contract.hasDevices', { params: { count } });
        const changes: Changes = Object.fromEntries(
          Object.entries(recordedFields).map(([field, column]) => [field, { before: before[column], after: null }]),
        );
        // Written first: deleting the contract then sets the entry's contract_id to null, as for the rest of its log.
        await tx.insert(contractLogs).values({ contractId: id, organizationId: before.organization_id, action: 'delete', userId, changes: { ...changes, contractId: { before: id, after: null } } });
        await tx.delete(contracts).where(eq(contracts.id, id));
        await writeAudit(tx, { actorUserId: userId, organizationId: before.organization_id, action: 'contract.delete', subject: 'Contract', subjectId: id, changes });
        return true;
      });
    },

    /**
     * Puts live devices of the contract's organisation under it (those already on it stay as they
     * are); 400 naming the ids that are not such devices. Writes `add_device` per device added and
     * one audit entry. Undefined when there is no such contract; else the ids added.
     */
    async addDevices(id: string, deviceIds: string[], userId: string): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const contract = await lockContract(tx, id);
        if (!contract) return undefined;
        const found = await devicesOfOrganization(tx, contract.organization_id, deviceIds);
        const added = await addDevicesTo(tx, { id, organizationId: contract.organization_id }, found, userId);
        if (added.length > 0) {
          await writeAudit(tx, {
            actorUserId: userId,
            organizationId: contract.organization_id,
            action: 'contract.addDevices',
            subject: 'Contract',
            subjectId: id,
            changes: { deviceIds: { before: null, after: added } },
          });
        }
        return added;
      });
    },

    /**
     * Takes a device off a contract and writes `remove_device` to the contract's log and the audit
     * log in the same transaction. False when the device was not on the contract.
     */
    async removeDevice(contractId: string, deviceId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(contractDevices)
          .where(and(eq(contractDevices.contractId, contractId), eq(contractDevices.deviceId, deviceId)))
          .returning({ addedAt: contractDevices.createdAt });
        if (removed.length === 0) return false;
        const [contract] = await tx.select({ organizationId: contracts.organizationId }).from(contracts).where(eq(contracts.id, contractId));
        const [device] = await tx
          .select({ name: devices.name, device: devices.device, serialNumber: devices.serialNumber })
          .from(devices)
          .where(eq(devices.id, deviceId));
        await tx.insert(contractLogs).values({
          contractId,
          organizationId: contract!.organizationId,
          action: 'remove_device',
          deviceId,
          userId,
          // What the device was, so the log still reads after the device is gone.
          changes: { device: device ?? null, addedAt: removed[0]!.addedAt.toISOString() },
        });
        await writeAudit(tx, {
          actorUserId: userId,
          organizationId: contract!.organizationId,
          action: 'contract.removeDevice',
          subject: 'Contract',
          subjectId: contractId,
          changes: { deviceIds: { before: [deviceId], after: null } },
        });
        return true;
      });
    },

    /**
     * A page of the devices under a contract, most recently added first
     * (contract_devices_contract_id_created_at_idx), deleted ones included, with the total.
     */
    async devicesPage(contractId: string, search: string | undefined, page: number, perPage: number) {
      const conditions: SQL[] = [sql`cd.contract_id = ${contractId}`];
      if (search) {
        const pattern = likePattern(search);
        conditions.push(sql`(d.name ilike ${pattern} or d.device ilike ${pattern} or d.serial_number ilike ${pattern})`);
      }
      const where = sql.join(conditions, sql` and `);
      const [rows, count] = await Promise.all([
        db.execute<{ data: unknown[] }>(sql`
          select coalesce(json_agg(json_build_object(
            '_id', x.id, 'name', x.name, 'device', x.device, 'serialNumber', x.serial_number,
            'deviceModel', json_build_object('_id', m.id, 'title', m.title),
            'lifecycle', x.lifecycle, 'deleted', x.deleted_at is not null,
            'addedAt', ${isoJson(sql`x.added_at`)}
          ) order by x.added_at desc, x.id), '[]'::json) as data
          from (
            select d.id, d.name, d.device, d.serial_number, d.lifecycle, d.deleted_at, d.device_model_id, cd.created_at as added_at
            from contract_devices cd join devices d on d.id = cd.device_id
            where ${where}
            order by cd.created_at desc, d.id limit ${perPage} offset ${pageOffset(page, perPage)}
          ) x join device_models m on m.id = x.device_model_id`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from contract_devices cd join devices d on d.id = cd.device_id where ${where}`),
      ]);
      return { data: rows.rows[0]!.data, total: Number(count.rows[0]?.total ?? 0) };
    },

    /** A page of a contract's log, newest first (contract_logs_contract_id_created_at_idx), with the total. */
    async logPage(contractId: string, page: number, perPage: number): Promise<{ data: ContractLogEntry[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.execute<{
          id: string;
          action: ContractLogEntry['action'];
          created_at: Date | string;
          user_id: string | null;
          user_name: string | null;
          device_id: string | null;
          device_name: string | null;
          network_id: string | null;
          changes: Record<string, unknown> | null;
        }>(sql`
          select l.id, l.action, l.created_at, u.id as user_id, trim(u.first_name || ' ' || u.last_name) as user_name,
            l.device_id, coalesce(d.name, l.changes->'device'->>'name') as device_name,
            coalesce(d.device, l.changes->'device'->>'device') as network_id, l.changes
          from contract_logs l
          left join users u on u.id = l.user_id
          left join devices d on d.id = l.device_id
          where l.contract_id = ${contractId}
          order by l.created_at desc, l.id desc
          limit ${perPage} offset ${pageOffset(page, perPage)}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from contract_logs where contract_id = ${contractId}`),
      ]);
      const entries = rows.rows.map((row): ContractLogEntry & { changes: Changes } => {
        const isDeviceAction = row.action === 'add_device' || row.action === 'remove_device';
        // Field changes only: a device entry's `changes` is the device as it was (shown as `device`).
        const fieldChanges = Object.fromEntries(
          Object.entries(isDeviceAction ? {} : (row.changes ?? {})).filter(
            ([field, change]) => field !== 'contractId' && change !== null && typeof change === 'object' && 'after' in change,
          ),
        ) as Changes;
        return {
          _id: row.id,
          action: row.action,
          createdAt: new Date(row.created_at).toISOString(),
          user: row.user_id ? { _id: row.user_id, name: row.user_name ?? '' } : null,
          device: isDeviceAction ? { _id: row.device_id, name: row.device_name, device: row.network_id } : null,
          changes: fieldChanges,
        };
      });
      const named = await withAuditNames(db, entries);
      return {
        data: named.map((entry) => ({ ...entry, changes: Object.keys(entry.changes ?? {}).length > 0 ? entry.changes : null })),
        total: Number(count.rows[0]?.total ?? 0),
      };
    },

    /**
     * The invoice of the period that holds the caller's today (the first one, for a contract that
     * starts later): a line per billed device (not deleted), by name, paged, and the totals
     * (devices × price × months of the invoice frequency), computed exactly by Postgres. Undefined
     * when there is no such contract.
     */
    async invoicePreview(contractId: string, utcOffsetHours: number, page: number, perPage: number) {
      const today = localToday(utcOffsetHours);
      const { rows } = await db.execute<{
        period_start: string;
        period_end: string;
        months: number;
        price: string;
        billed: number;
        unbilled: number;
        monthly: string;
        invoice: string;
      }>(sql`
        with c as (
          select id, start_date, invoice_frequency_months as f, price_per_device_month as price,
            case when ${today}::date < start_date then 0
              else floor((extract(year from age(${today}::date, start_date)) * 12 + extract(month from age(${today}::date, start_date))) / invoice_frequency_months)::int
            end as k
          from contracts where id = ${contractId}
        )
        select to_char(c.start_date + make_interval(months => c.k * c.f), 'YYYY-MM-DD') as period_start,
          to_char(c.start_date + make_interval(months => (c.k + 1) * c.f) - interval '1 day', 'YYYY-MM-DD') as period_end,
          c.f as months, c.price::text as price, n.billed, n.device_count - n.billed as unbilled,
          round(c.price * n.billed, 2)::text as monthly, round(c.price * n.billed * c.f, 2)::text as invoice
        from c ${contractCounts}`);
      const summary = rows[0];
      if (!summary) return undefined;
      const { rows: lines } = await db.execute<{ data: unknown[] }>(sql`
        select coalesce(json_agg(json_build_object(
          'deviceId', x.id, 'name', x.name, 'device', x.device, 'serialNumber', x.serial_number,
          'months', ${summary.months}::int, 'pricePerDeviceMonth', ${summary.price}::numeric::text,
          'amount', round(${summary.price}::numeric * ${summary.months}::int, 2)::text
        ) order by lower(x.name), x.id), '[]'::json) as data
        from (
          select d.id, d.name, d.device, d.serial_number
          from contract_devices cd join devices d on d.id = cd.device_id
          where cd.contract_id = ${contractId} and d.deleted_at is null
          order by lower(d.name), d.id limit ${perPage} offset ${pageOffset(page, perPage)}
        ) x`);
      const total = Number(summary.billed);
      return {
        data: lines[0]!.data,
        page,
        perPage,
        total,
        lastPage: lastPage(total, perPage),
        summary: {
          contractId,
          currency: 'DKK' as const,
          periodStart: summary.period_start,
          periodEnd: summary.period_end,
          months: Number(summary.months),
          pricePerDeviceMonth: summary.price,
          billedDeviceCount: total,
          unbilledDeletedCount: Number(summary.unbilled),
          monthlyAmount: summary.monthly,
          invoiceAmount: summary.invoice,
        },
      };
    },
  };
}
