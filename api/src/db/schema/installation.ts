import { index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns.ts';
import { deviceModels, deviceTypeCategories, devices } from './devices.ts';
import { organizations, users } from './identity.ts';
import { serviceCenters, technicians } from './service.ts';

export const installationOrderStatuses = ['new', 'in_progress', 'completed', 'archived'] as const;
export type InstallationOrderStatus = (typeof installationOrderStatuses)[number];
/** Install state of a device in an order; `dlc_installed` counts as installed. */
export const deviceInstallStates = ['dlc_pending', 'dlc_installed', 'dlc_failed'] as const;
export type DeviceInstallState = (typeof deviceInstallStates)[number];

export const installationOrders = pgTable(
  'installation_orders',
  {
    id: id(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    note: text('note'),
    serviceCenterId: uuid('service_center_id').references(() => serviceCenters.id, { onDelete: 'set null' }),
    technicianId: uuid('technician_id').references(() => technicians.id, { onDelete: 'set null' }),
    dueDate: tstz('due_date'),
    status: text('status', { enum: installationOrderStatuses }).notNull().default('new'),
    startedAt: tstz('started_at'),
    completedAt: tstz('completed_at'),
    archivedAt: tstz('archived_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('installation_orders_status_check', t.status, installationOrderStatuses),
    index('installation_orders_owner_id_idx').on(t.ownerId),
    index('installation_orders_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('installation_orders_service_center_id_idx').on(t.serviceCenterId),
    index('installation_orders_technician_id_idx').on(t.technicianId),
    // The list's orders (the id breaks ties): newest first by default, or by due date.
    index('installation_orders_created_at_id_idx').on(t.createdAt.desc(), t.id),
    index('installation_orders_due_date_id_idx').on(t.dueDate, t.id),
    // The list's search: ILIKE '%…%' on the name and the note (pg_trgm).
    index('installation_orders_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('installation_orders_note_trgm_idx').using('gin', t.note.op('gin_trgm_ops')),
  ],
);

export const installationOrderDevices = pgTable(
  'installation_order_devices',
  {
    id: id(),
    installationOrderId: uuid('installation_order_id')
      .notNull()
      .references(() => installationOrders.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    state: text('state', { enum: deviceInstallStates }).notNull().default('dlc_pending'),
    note: text('note'),
    installedAt: tstz('installed_at'),
    installedBy: uuid('installed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the installation failed (state `dlc_failed`), in the technician's words. */
    failureReason: text('failure_reason'),
    /**
     * A digest of the install request that last settled the device: the same request again is
     * answered as it was, without installing twice (PUT …/install is idempotent).
     */
    installRequestHash: text('install_request_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('installation_order_devices_state_check', t.state, deviceInstallStates),
    unique('installation_order_devices_order_device_key').on(t.installationOrderId, t.deviceId),
    index('installation_order_devices_device_id_idx').on(t.deviceId),
  ],
);

/** Device types an installation order is planned for. */
export const installationOrderTypes = pgTable(
  'installation_order_types',
  {
    installationOrderId: uuid('installation_order_id')
      .notNull()
      .references(() => installationOrders.id, { onDelete: 'cascade' }),
    deviceTypeCategoryId: uuid('device_type_category_id')
      .notNull()
      .references(() => deviceTypeCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.installationOrderId, t.deviceTypeCategoryId] })],
);

/** Device models an installation order is planned for. */
export const installationOrderModels = pgTable(
  'installation_order_models',
  {
    installationOrderId: uuid('installation_order_id')
      .notNull()
      .references(() => installationOrders.id, { onDelete: 'cascade' }),
    deviceModelId: uuid('device_model_id')
      .notNull()
      .references(() => deviceModels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.installationOrderId, t.deviceModelId] })],
);
