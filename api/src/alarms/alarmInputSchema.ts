import { z } from 'zod';
import { alarmAggregations } from '../db/schema/index.ts';
import { type AlarmOperator, operatorSymbols } from './alarmCondition.ts';

/** Addresses an alarm e-mails at most. */
export const MAX_ALARM_EMAILS = 20;
/** The longest evaluation window: a day. */
export const MAX_EVALUATION_FREQUENCY = 1440;
/** Thresholds beyond this are typing mistakes, not measurements. */
const MAX_ABS_VALUE = 1e12;

const email = z.email();
const operatorNames = Object.keys(operatorSymbols) as AlarmOperator[];
const symbolToName = new Map<string, AlarmOperator>([
  ...operatorNames.map((name) => [name, name] as const),
  ...operatorNames.map((name) => [operatorSymbols[name], name] as const),
  ['==', 'eq'],
]);

const operatorInput = z
  .enum([...operatorNames, '=', '==', '>=', '>', '<=', '<'])
  .transform((value) => symbolToName.get(value)!)
  .describe('Comparison of the reading with `value`: `eq`, `gte`, `gt`, `lte`, `lt`, or the spec\'s symbols `=`, `>=`, `>`, `<=`, `<` (answered as names)');

/**
 * `notificationEmails` as the spec writes it (`a@x.dk; b@y.dk`) or as a list. Each address must be
 * an e-mail; repeats (any case) are dropped; empty parts between `;` are ignored.
 */
const emailListInput = z
  .union([z.string().max(6000), z.array(z.string().max(254)).max(MAX_ALARM_EMAILS)])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : value.split(';')).map((part) => part.trim()).filter(Boolean);
    const seen = new Set<string>();
    const addresses: string[] = [];
    for (const address of parts) {
      if (!email.safeParse(address).success) {
        ctx.issues.push({
          code: 'custom',
          message: 'validation.invalidEmailInList',
          input: value,
          params: { address: address.length > 100 ? `${address.slice(0, 100)}…` : address },
        });
        return z.NEVER;
      }
      const key = address.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        addresses.push(address);
      }
    }
    if (addresses.length > MAX_ALARM_EMAILS) {
      ctx.issues.push({ code: 'custom', message: 'validation.tooManyItems', input: value, params: { maximum: MAX_ALARM_EMAILS } });
      return z.NEVER;
    }
    return addresses;
  })
  .describe(`Who is e-mailed when the alarm trips: addresses separated by \`;\` or a list, at most ${MAX_ALARM_EMAILS}; empty: nobody (the trip is still recorded and raised live)`);

const fields = {
  unitSlug: z.string().trim().min(1).max(100).describe("The measured quantity, one of the device model's data-model units (`water_level`, `battery`, ...)"),
  value: z.number().min(-MAX_ABS_VALUE).max(MAX_ABS_VALUE).describe('The threshold, in the unit\'s own measure'),
  operator: operatorInput,
  aggregation: z
    .enum(alarmAggregations)
    .nullable()
    .describe(
      'Compare an aggregate of the readings over the last `evaluationFrequency` minutes instead of each reading: `average`, `minimum`, `maximum`, or `total` (units that add up or count). null: each reading itself',
    ),
  evaluationFrequency: z
    .int()
    .min(1)
    .max(MAX_EVALUATION_FREQUENCY)
    .describe(`Minutes: the window an aggregation covers (1..${MAX_EVALUATION_FREQUENCY}). Every arriving reading is evaluated at once either way`),
  notifyFromHour: z.int().min(0).max(24).describe('E-mails go out from this hour (0..24, Danish time)'),
  notifyToHour: z
    .int()
    .min(0)
    .max(24)
    .describe('… until this hour (exclusive). From > to runs overnight (22 → 6); 0 → 24 is the whole day; equal hours are refused (400, checked once the caller may write the alarm)'),
  notificationEmails: emailListInput,
  isActive: z.boolean().describe('An inactive alarm is not evaluated; deactivating it ends an open trip'),
};

export const alarmCreateSchema = z
  .strictObject({
    unitSlug: fields.unitSlug,
    value: fields.value,
    operator: fields.operator,
    aggregation: fields.aggregation.optional().default(null),
    evaluationFrequency: fields.evaluationFrequency.optional().default(60),
    notifyFromHour: fields.notifyFromHour.optional().default(0),
    notifyToHour: fields.notifyToHour.optional().default(24),
    notificationEmails: emailListInput.optional().default([]),
    isActive: fields.isActive.optional().default(true),
  })
  .meta({ id: 'AlarmCreate' });
export type AlarmCreate = z.output<typeof alarmCreateSchema>;

export const alarmUpdateSchema = z
  .strictObject({
    unitSlug: fields.unitSlug.optional(),
    value: fields.value.optional(),
    operator: fields.operator.optional(),
    aggregation: fields.aggregation.optional(),
    evaluationFrequency: fields.evaluationFrequency.optional(),
    notifyFromHour: fields.notifyFromHour.optional(),
    notifyToHour: fields.notifyToHour.optional(),
    notificationEmails: emailListInput.optional(),
    isActive: fields.isActive.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'alarm.noChanges' })
  .meta({ id: 'AlarmUpdate' });
export type AlarmUpdate = z.output<typeof alarmUpdateSchema>;
