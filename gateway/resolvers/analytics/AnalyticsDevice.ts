import type { AnalyticsDeviceResolvers } from '../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../src/errors.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { analyticsIds } from './analyticsIds.ts';
import { schedulingOptions, trendOptions } from './trendOptions.ts';

export const AnalyticsDevice: AnalyticsDeviceResolvers = {
  id: ({ organizationId, groupId, device }) => analyticsIds.device(organizationId, groupId, device._id),
  deviceId: ({ device }) => device._id,
  deviceNodeId: ({ device }) => toGlobalId('Device', device._id),
  organizationId: ({ organizationId }) => organizationId,
  groupId: ({ groupId }) => groupId,
  networkId: ({ device }) => device.device,
  name: ({ device }) => device.name,
  // The model list is one call per request, however many cards.
  deviceModel: async ({ device }, _args, ctx) => {
    const model = await ctx.loaders.deviceModelsById.load(device.device_model._id);
    if (!model) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return model;
  },
  // The dashboard answer carries the category, named in the caller's language: no call at all.
  deviceTypeCategory: ({ device }) => device.deviceTypeCategory,
  units: ({ device }) => device.device_model.data_model,
  hasCounter: ({ device }) => device.hasCounter,
  // Under a group: the group's call for this unit (see trendsByKey); in no group: its own call.
  trend: async ({ organizationId, groupId, device }, { input }, ctx) => {
    const models = device.device_model.data_model;
    const trend = await ctx.loaders.trendsByKey.load({
      orgId: organizationId,
      groupId,
      deviceId: device._id,
      options: trendOptions(input, device.defaultUnit),
    });
    return { trend, models };
  },
  scheduling: async ({ organizationId, groupId, device }, { input }, ctx) => {
    if (!device.hasCounter) return null;
    const options = schedulingOptions(input);
    const item = await ctx.loaders.schedulingByKey.load({ orgId: organizationId, groupId, deviceId: device._id, options });
    return item && { organizationId, period: options.period ?? 'week', item };
  },
  // From the organisation's counters, one call naming the devices of every card asking (per 100).
  serviceSchedule: async ({ organizationId, device }, _args, ctx) => {
    if (!device.hasCounter) return null;
    const counter = await ctx.loaders.serviceSchedulesByDevice.load({ orgId: organizationId, deviceId: device._id });
    return counter?.serviceSchedule ? { ...counter.serviceSchedule, organizationId, deviceId: device._id } : null;
  },
};
