import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns.ts';
import { devices } from './devices.ts';
import { users } from './identity.ts';
import { serviceOrders } from './service.ts';

export const taskTypes = ['DEVICE_REPLACEMENT'] as const;
export const taskStatuses = ['pending', 'in_progress', 'done', 'failed'] as const;

/** Follow-up work created by a service action, e.g. a device replacement to carry out in the back office. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    taskType: text('task_type').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    serviceOrderId: uuid('service_order_id').references(() => serviceOrders.id, { onDelete: 'set null' }),
    status: text('status', { enum: taskStatuses }).notNull().default('pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('tasks_status_check', t.status, taskStatuses),
    index('tasks_device_id_idx').on(t.deviceId),
    index('tasks_service_order_id_idx').on(t.serviceOrderId),
    index('tasks_status_created_at_idx').on(t.status, t.createdAt.desc()),
  ],
);
