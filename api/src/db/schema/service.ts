import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns.ts';
import { deviceModels, devices } from './devices.ts';
import { organizations, users } from './identity.ts';

export const serviceOrderStatusSlugs = [
  'sos_unknown',
  'sos_new',
  'sos_in_progress',
  'sos_completed',
  'sos_failed',
  'sos_archived',
] as const;
export type ServiceOrderStatusSlug = (typeof serviceOrderStatusSlugs)[number];
export const serviceSolutionSlugs = [
  'false_alarm',
  'new_thermocable',
  'restart',
  'replace_battery',
  'replace_antenna',
  'replace_device',
  'replace_board',
] as const;
export const serviceCauseSlugs = ['operational', 'missing', 'vandalism', 'malfunction'] as const;

export const serviceCenters = pgTable(
  'service_centers',
  {
    id: id(),
    name: text('name').notNull().unique(),
    /** Where technicians and parts go: street, postcode and town, as one would write it on a letter. */
    address: text('address'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('service_centers_geo_pair_check', sql`(${t.lat} is null) = (${t.lon} is null)`)],
);

/** Staff attached to a service centre (who may see and dispatch its orders). */
export const serviceCenterUsers = pgTable(
  'service_center_users',
  {
    serviceCenterId: uuid('service_center_id')
      .notNull()
      .references(() => serviceCenters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.serviceCenterId, t.userId] }), index('service_center_users_user_id_idx').on(t.userId)],
);

/**
 * The organisations whose devices a service centre serves (the spec's "their service centres
 * serve"): its staff and active technicians read those organisations, their devices and dashboards
 * (the technician role's rules say `${user.servedOrganizationIds}`, see abilities/fillPlaceholders).
 */
export const serviceCenterOrganizations = pgTable(
  'service_center_organizations',
  {
    serviceCenterId: uuid('service_center_id')
      .notNull()
      .references(() => serviceCenters.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceCenterId, t.organizationId] }),
    index('service_center_organizations_organization_id_idx').on(t.organizationId),
  ],
);

export const technicians = pgTable(
  'technicians',
  {
    id: id(),
    serviceCenterId: uuid('service_center_id')
      .notNull()
      .references(() => serviceCenters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('technicians_service_center_id_user_id_key').on(t.serviceCenterId, t.userId),
    index('technicians_user_id_idx').on(t.userId),
  ],
);

/** Device models a technician is able to service. */
export const technicianModels = pgTable(
  'technician_models',
  {
    technicianId: uuid('technician_id')
      .notNull()
      .references(() => technicians.id, { onDelete: 'cascade' }),
    deviceModelId: uuid('device_model_id')
      .notNull()
      .references(() => deviceModels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.technicianId, t.deviceModelId] }), index('technician_models_device_model_id_idx').on(t.deviceModelId)],
);

export const serviceOrderStatuses = pgTable('service_order_statuses', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const serviceSolutions = pgTable('service_solutions', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const serviceCauses = pgTable('service_causes', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const serviceOrders = pgTable(
  'service_orders',
  {
    id: id(),
    /** Human-friendly order number shown to staff. */
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    serviceCenterId: uuid('service_center_id').references(() => serviceCenters.id, { onDelete: 'set null' }),
    technicianId: uuid('technician_id').references(() => technicians.id, { onDelete: 'set null' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    serviceIssue: text('service_issue'),
    notes: text('notes'),
    dueDate: tstz('due_date'),
    statusId: uuid('status_id')
      .notNull()
      .references(() => serviceOrderStatuses.id, { onDelete: 'restrict' }),
    activeWizardStep: text('active_wizard_step'),
    causeId: uuid('cause_id').references(() => serviceCauses.id, { onDelete: 'set null' }),
    replacementAllowed: boolean('replacement_allowed'),
    comment: text('comment'),
    startedAt: tstz('started_at'),
    completedAt: tstz('completed_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('service_orders_number_key').on(t.number),
    index('service_orders_device_id_created_at_idx').on(t.deviceId, t.createdAt.desc()),
    // The list's orders (GET /service-orders, serviceOrderSort.ts): due date or newest first, the id
    // breaking ties, for everyone (admins) or within an owner / centre / technician (a filter or
    // the caller's scope); each replaces the single-column index that was its prefix.
    index('service_orders_owner_id_created_at_id_idx').on(t.ownerId, t.createdAt.desc(), t.id),
    index('service_orders_owner_id_due_date_id_idx').on(t.ownerId, t.dueDate, t.id),
    index('service_orders_status_id_idx').on(t.statusId),
    index('service_orders_service_center_id_due_date_id_idx').on(t.serviceCenterId, t.dueDate, t.id),
    index('service_orders_technician_id_due_date_id_idx').on(t.technicianId, t.dueDate, t.id),
    index('service_orders_due_date_id_idx').on(t.dueDate, t.id),
    index('service_orders_created_at_id_idx').on(t.createdAt.desc(), t.id),
    // `search` matches notes and the issue mid-word (ILIKE '%…%'), as the devices' trigram indexes do.
    index('service_orders_notes_trgm_idx').using('gin', t.notes.op('gin_trgm_ops')),
    index('service_orders_service_issue_trgm_idx').using('gin', t.serviceIssue.op('gin_trgm_ops')),
  ],
);

/** Solutions applied in a service order (several may be, e.g. restart then replace battery). */
export const serviceOrderSolutions = pgTable(
  'service_order_solutions',
  {
    serviceOrderId: uuid('service_order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    solutionId: uuid('solution_id')
      .notNull()
      .references(() => serviceSolutions.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.serviceOrderId, t.solutionId] })],
);

/** Counter devices: notify when the count since the last reset reaches the target (analytics "scheduling"). */
export const serviceSchedules = pgTable(
  'service_schedules',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .unique()
      .references(() => devices.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    serviceTargetCount: integer('service_target_count').notNull(),
    /** One or more addresses separated by ';' as entered. */
    notificationEmail: text('notification_email'),
    lastResetAt: tstz('last_reset_at').notNull().defaultNow(),
    notifiedAt: tstz('notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('service_schedules_service_target_count_check', sql`${t.serviceTargetCount} > 0`),
    index('service_schedules_organization_id_idx').on(t.organizationId),
  ],
);
