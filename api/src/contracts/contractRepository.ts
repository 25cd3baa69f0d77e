import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { isoJson } from '../monitoring/isoJson.ts';
import { pageOffset } from '../schemas/common.ts';

const { contractDevices, contractLogs, contracts, devices } = schema;

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
     * Takes a device off a contract and writes `remove_device` to the contract's log in the same
     * transaction. False when the device was not on the contract.
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
        return true;
      });
    },
  };
}
