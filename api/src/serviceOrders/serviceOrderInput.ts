import { z } from 'zod';
import { idListParam, pageParam } from '../monitoring/queryParams.ts';
import { wizardSteps } from './serviceOrderSchema.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** A calendar day (`2026-05-01`), or an instant whose day is taken in the caller's UTC offset. */
export type DayInput = { day: string } | { instant: Date };

const isRealDay = (text: string): boolean => {
  const [, y, m, d] = DAY.exec(text) ?? [];
  if (!y) return false;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) && Number(y) >= 2000 && Number(y) <= 2100;
};

/** `YYYY-MM-DD`, or an ISO 8601 date-time with its offset. */
export const dayParam = z
  .string()
  .max(40)
  .transform((value, ctx): DayInput => {
    const text = value.trim();
    if (isRealDay(text)) return { day: text };
    if (DATE_TIME.test(text)) {
      const time = Date.parse(text);
      if (!Number.isNaN(time) && isRealDay(new Date(time).toISOString().slice(0, 10))) return { instant: new Date(time) };
    }
    ctx.issues.push({ code: 'custom', message: 'serviceOrder.invalidDay', input: value });
    return z.NEVER;
  });

/** The caller's calendar day of a day input (their UTC offset in hours, as users.utc_offset). */
export function dayIn(input: DayInput, utcOffsetHours: number): string {
  if ('day' in input) return input.day;
  return new Date(input.instant.getTime() + utcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** The first (`start`) or last (`end`) millisecond of a calendar day on a UTC offset (hours). */
export function dayBoundary(day: string, utcOffsetHours: number, edge: 'start' | 'end'): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const local = edge === 'start' ? Date.UTC(y, m - 1, d) : Date.UTC(y, m - 1, d, 23, 59, 59, 999);
  return new Date(local - utcOffsetHours * 3_600_000);
}

export const serviceOrderSortKeys = ['dueDate', 'createdAt', 'status'] as const;
export type ServiceOrderSortKey = (typeof serviceOrderSortKeys)[number];
export interface ServiceOrderSort {
  key: ServiceOrderSortKey;
  descending: boolean;
}
const sortValues = serviceOrderSortKeys.flatMap((key) => [key, `-${key}`]) as [string, ...string[]];

const textList = (what: string, max = 20) =>
  z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(max)])
    .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean))])
    .refine((list) => list.length <= max, { message: 'validation.tooManyItems', params: { maximum: max } })
    .optional()
    .describe(what);

/** The filter, order and page of `GET /service-orders`. */
export const serviceOrderListQuerySchema = z
  .object({
    status: textList('Statuses: slugs (`sos_new`) or ids, comma-separated or the parameter repeated'),
    orgIds: idListParam('Owners (organisations)'),
    serviceCenterIds: idListParam('Service centres'),
    technician: z
      .string()
      .trim()
      .max(40)
      .refine((value) => value === 'me' || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value), { message: 'validation.invalidId' })
      .optional()
      .describe('A technician id, or `me`: the orders assigned to the caller (in any of their centres)'),
    deviceIds: idListParam('Devices'),
    dueFrom: dayParam.optional().describe('Due on or after this day (`YYYY-MM-DD`, the caller\'s UTC offset)'),
    dueTo: dayParam.optional().describe('Due on or before this day (`YYYY-MM-DD`, the caller\'s UTC offset)'),
    search: z.string().trim().max(200).optional().describe('Part of the device\'s name or network id, the issue or the notes, anywhere in it (any case)'),
    sort: z
      .enum(sortValues)
      .optional()
      .transform((value): ServiceOrderSort | undefined =>
        value ? { key: value.replace(/^-/, '') as ServiceOrderSortKey, descending: value.startsWith('-') } : undefined,
      )
      .describe(
        'Order: `dueDate` (soonest first; orders without one last), `createdAt` (oldest first) or `status` (the statuses\' order); a leading `-` reverses it. ' +
          'Default: `dueDate` for a technician (their own orders first, then soonest due), otherwise `-createdAt` (newest first).',
      ),
    page: pageParam,
    perPage: z.coerce
      .number()
      .int()
      .refine((value) => [10, 20, 30, 50, 100].includes(value), { message: 'validation.oneOf', params: { values: '10, 20, 30, 50, 100' } })
      .default(10)
      .describe('Items per page: 10, 20, 30, 50 or 100'),
  })
  .strict();
export type ServiceOrderListQuery = z.infer<typeof serviceOrderListQuerySchema>;

const id = z.guid();
const text = (max: number) => z.string().trim().max(max);

/** `POST /service-orders` (the spec's field names). */
export const serviceOrderCreateSchema = z
  .object({
    device: id.describe('The device to service'),
    owner: id.describe('The organisation owning the device'),
    service_center: id.describe('The service centre doing the work'),
    technician: id.nullable().optional().describe('A technician of that centre, active; null or absent: assign later'),
    service_issue: text(2000).nullable().optional().describe('What is wrong'),
    dueDate: dayParam.describe('The due day (`YYYY-MM-DD`, or a date-time whose day counts in the caller\'s UTC offset); stored as the end of that day; not in the past'),
    notes: text(5000).nullable().optional(),
  })
  .strict();
export type ServiceOrderCreate = z.infer<typeof serviceOrderCreateSchema>;

/** The fields a technician may change on their own order (the wizard's data). */
export const serviceDataFields = ['activeWizardStep', 'solutions', 'cause', 'replacementAllowed', 'comment'] as const;

/** `PATCH /service-orders/{id}`: order data (dispatchers) and/or the wizard step and service data. */
export const serviceOrderPatchSchema = z
  .object({
    device: id.optional(),
    owner: id.optional(),
    service_center: id.optional(),
    technician: id.nullable().optional(),
    service_issue: text(2000).nullable().optional(),
    dueDate: dayParam.optional(),
    notes: text(5000).nullable().optional(),
    activeWizardStep: z.enum(wizardSteps).nullable().optional().describe('The wizard step to resume at; saving one on a new order starts it'),
    solutions: z.array(id).max(20).optional().describe('Solution ids (replaces the list)'),
    cause: id.nullable().optional().describe('A cause id'),
    replacementAllowed: z.boolean().nullable().optional(),
    comment: text(5000).nullable().optional(),
  })
  .strict();
export type ServiceOrderPatch = z.infer<typeof serviceOrderPatchSchema>;

/** `PATCH /service-orders/{id}/finish`. */
export const serviceOrderFinishSchema = z
  .object({
    outcome: z.enum(['completed', 'failed']).default('completed').describe('`failed`: the work could not be done (the order is closed as failed)'),
    comment: text(5000).nullable().optional(),
  })
  .strict()
  .default({ outcome: 'completed' });

export const historyQuerySchema = z
  .object({
    page: pageParam,
    perPage: z.coerce.number().int().min(1).max(100).default(20).describe('Items per page (at most 100)'),
  })
  .strict();
