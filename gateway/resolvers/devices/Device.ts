import type { DeviceResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const Device: DeviceResolvers = {
  id: (device) => toGlobalId('Device', device._id),
  deviceId: (device) => device._id,
  networkId: (device) => device.device,
  firmwareVersion: (device) => device.properties.firmwareVersion ?? null,
  deviceModel: (device) => device.device_model,
  // Every unit of the model, in the model's order, whether or not the latest message had it.
  latestReadings: (device) =>
    device.device_model.data_model.map(({ unit }) => ({
      slug: unit.slug,
      name: unit.name,
      unit: unit.value,
      value: device.latestMessage?.data[unit.slug] ?? null,
    })),
  serviceHistory: async (device, _args, ctx) => (await ctx.loaders.serviceHistoryByDeviceId.load(device._id)) ?? [],
};
