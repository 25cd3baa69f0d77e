import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../../src/context.ts';
import { gatewayError } from '../../../src/errors.ts';
import { restIdOf, type NodeType } from '../../../src/globalId.ts';
import type { DeviceRecordDto } from '../../../src/mappers.ts';
import { renameUpstreamFields } from '../../monitoring/renameUpstreamFields.ts';
import { parseAlarmId } from '../alarmIds.ts';

/** A global id of `type`, as its REST id; anything else fails validation naming the field. */
export const globalIdOf = (type: NodeType) =>
  z.string().transform((id, ctx) => {
    const restId = restIdOf(id, type);
    if (restId === null) ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type } });
    return restId ?? '';
  });

/** An `Alarm` global id as its device's and its own REST ids. */
export const alarmIdOf = z.string().transform((id, ctx) => {
  const ids = parseAlarmId(id);
  if (!ids) ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type: 'Alarm' } });
  return ids ?? { deviceId: '', alarmId: '' };
});

/** Type-specific settings: a JSON object of at most 100 keys (the API checks the keys and values). */
export const propertiesInput = z.record(z.string().max(64), z.unknown()).refine((value) => Object.keys(value).length <= 100);

/** Lifecycle enum values as the API spells them. */
export const lifecycleInput = z.enum(['IN_STOCK', 'INSTALLED', 'TAKEN_DOWN']).transform((v) => v.toLowerCase() as 'in_stock' | 'installed' | 'taken_down');

/**
 * Upstream validation errors name the API's body fields (`device`, `geo.lat`); a GraphQL client
 * knows them by its input's path. Fields the API spells differently are mapped; the rest get `input.`.
 */
export function inputFieldNames(error: unknown, renamed: Record<string, string> = {}): unknown {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT' || !Array.isArray(error.extensions.fields)) return error;
  const names: Record<string, string> = {};
  for (const entry of error.extensions.fields as { field?: unknown }[]) {
    if (typeof entry.field !== 'string') continue;
    const [head, ...rest] = entry.field.split('.');
    const mapped = renamed[head!] ?? head;
    names[entry.field] = ['input', mapped, ...rest].join('.');
  }
  return renameUpstreamFields(error, names);
}

/** Later reads of the device in this operation must see the change, not what was cached before it. */
export function refreshDevice(ctx: GatewayContext, deviceId: string, record?: DeviceRecordDto) {
  ctx.loaders.deviceRecordsById.clear(deviceId);
  if (record) ctx.loaders.deviceRecordsById.prime(deviceId, record);
  ctx.loaders.deviceListItemsById.clear(deviceId);
  ctx.loaders.devicesById.clear(deviceId);
  ctx.loaders.deviceListPagesByQuery.clearAll();
  ctx.loaders.devicePagesByQuery.clearAll();
  ctx.loaders.monitoringRecordPagesByQuery.clearAll();
  ctx.loaders.deviceAuditPagesByQuery.clearAll();
}

/** The device's record as it is now, or NOT_FOUND. */
export async function freshRecord(ctx: GatewayContext, deviceId: string): Promise<DeviceRecordDto> {
  refreshDevice(ctx, deviceId);
  const record = await ctx.loaders.deviceRecordsById.load(deviceId);
  if (!record) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return record;
}
