import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import type { components } from '../../../src/rest/openapi.d.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { alarmGlobalId } from '../alarmIds.ts';
import { alarmIdOf, freshRecord, globalIdOf, inputFieldNames } from './deviceInput.ts';

const operator = z.enum(['EQ', 'GTE', 'GT', 'LTE', 'LT']).transform((v) => v.toLowerCase() as 'eq' | 'gte' | 'gt' | 'lte' | 'lt');
const aggregation = z
  .enum(['AVERAGE', 'MINIMUM', 'MAXIMUM', 'TOTAL'])
  .transform((v) => v.toLowerCase() as 'average' | 'minimum' | 'maximum' | 'total');
// At most 20 addresses (the API's limit): a longer list is refused before it goes upstream.
const emails = z.array(z.string().max(254)).max(20);

const alarmFields = {
  unitSlug: z.string(),
  value: z.number(),
  operator,
  evaluationFrequency: z.number().int(),
  notifyFromHour: z.number().int(),
  notifyToHour: z.number().int(),
  notificationEmails: emails,
  isActive: z.boolean(),
};

// Defaults the API fills in (lifecycle, aggregation...) are required in the generated body type; omitting them is what asks for the default.
/** Drops omitted and (for fields that cannot be empty) null values: "leave as is". */
const present = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null)) as { [K in keyof T]: Exclude<T[K], null> };

const createAlarmInput = z.object({
  deviceId: globalIdOf('Device'),
  unitSlug: alarmFields.unitSlug,
  value: alarmFields.value,
  operator: alarmFields.operator,
  aggregation: aggregation.nullish(),
  evaluationFrequency: alarmFields.evaluationFrequency.nullish(),
  notifyFromHour: alarmFields.notifyFromHour.nullish(),
  notifyToHour: alarmFields.notifyToHour.nullish(),
  notificationEmails: alarmFields.notificationEmails.nullish(),
  isActive: alarmFields.isActive.nullish(),
});

const updateAlarmInput = z.object({
  id: alarmIdOf,
  unitSlug: alarmFields.unitSlug.nullish(),
  value: alarmFields.value.nullish(),
  operator: alarmFields.operator.nullish(),
  aggregation: aggregation.nullish(),
  evaluationFrequency: alarmFields.evaluationFrequency.nullish(),
  notifyFromHour: alarmFields.notifyFromHour.nullish(),
  notifyToHour: alarmFields.notifyToHour.nullish(),
  notificationEmails: alarmFields.notificationEmails.nullish(),
  isActive: alarmFields.isActive.nullish(),
});

export const createAlarm: NonNullable<MutationResolvers['createAlarm']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { deviceId, ...fields } = parseInput(createAlarmInput, input);
  try {
    const alarm = unwrap(await ctx.api.POST('/api/v1/devices/{id}/alarms', { params: { path: { id: deviceId } }, body: present(fields) as components['schemas']['AlarmCreateInput'] }));
    ctx.loaders.alarmPagesByQuery.clearAll();
    return { alarm };
  } catch (error) {
    throw inputFieldNames(error);
  }
};

export const updateAlarm: NonNullable<MutationResolvers['updateAlarm']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const {
    id: { deviceId, alarmId },
    aggregation: aggregationValue,
    ...fields
  } = parseInput(updateAlarmInput, input);
  // `aggregation: null` is meaningful: compare each reading again.
  const body = { ...present(fields), ...('aggregation' in input ? { aggregation: aggregationValue ?? null } : {}) };
  try {
    const alarm = unwrap(await ctx.api.PATCH('/api/v1/devices/{id}/alarms/{alarmId}', { params: { path: { id: deviceId, alarmId } }, body }));
    ctx.loaders.alarmPagesByQuery.clearAll();
    ctx.loaders.alarmsByKey.clear({ deviceId, alarmId }).prime({ deviceId, alarmId }, alarm);
    return { alarm };
  } catch (error) {
    throw inputFieldNames(error);
  }
};

export const deleteAlarm: NonNullable<MutationResolvers['deleteAlarm']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const {
    id: { deviceId, alarmId },
  } = parseInput(z.object({ id: alarmIdOf }), input);
  unwrap(await ctx.api.DELETE('/api/v1/devices/{id}/alarms/{alarmId}', { params: { path: { id: deviceId, alarmId } } }));
  ctx.loaders.alarmPagesByQuery.clearAll();
  ctx.loaders.alarmsByKey.clear({ deviceId, alarmId });
  return { deletedAlarmId: alarmGlobalId(deviceId, alarmId), device: await freshRecord(ctx, deviceId) };
};
