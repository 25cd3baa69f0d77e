import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { devices, packages } from './devices.ts';
import { organizations, users } from './identity.ts';

export const contractLogActions = ['create', 'update', 'delete', 'add_device', 'remove_device'] as const;

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    invoiceFrequencyMonths: integer('invoice_frequency_months').notNull().default(12),
    projectId: text('project_id'),
    debitorNumber: text('debitor_number'),
    note: text('note'),
    /** Kroner per device per month; numeric so money is exact (read as a string). */
    pricePerDeviceMonth: numeric('price_per_device_month', { precision: 12, scale: 2 }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contracts_invoice_frequency_months_check', sql`${t.invoiceFrequencyMonths} between 1 and 120`),
    check('contracts_price_check', sql`${t.pricePerDeviceMonth} >= 0`),
    index('contracts_organization_id_created_at_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

/**
 * Devices under a contract. `restrict` on the contract makes the rule "a contract cannot be deleted
 * until all its devices are removed" hold in the database too.
 */
export const contractDevices = pgTable(
  'contract_devices',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.deviceId] }),
    index('contract_devices_device_id_idx').on(t.deviceId),
    // A contract's devices, most recently added first (its page of devices).
    index('contract_devices_contract_id_created_at_idx').on(t.contractId, t.createdAt.desc()),
  ],
);

/** History of a contract; kept (contract_id set null) after the contract is deleted. */
export const contractLogs = pgTable(
  'contract_logs',
  {
    id: id(),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    action: text('action', { enum: contractLogActions }).notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('contract_logs_action_check', t.action, contractLogActions),
    index('contract_logs_contract_id_created_at_idx').on(t.contractId, t.createdAt.desc()),
    index('contract_logs_organization_id_idx').on(t.organizationId),
  ],
);
