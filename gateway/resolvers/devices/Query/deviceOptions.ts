import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../../src/globalId.ts';

export const deviceOptions: NonNullable<QueryResolvers['deviceOptions']> = async (_parent, _args, ctx) =>
  (await ctx.loaders.deviceOptionList.load('all')).map((device) => ({
    nodeId: toGlobalId('Device', device._id),
    deviceId: device._id,
    networkId: device.device,
    name: device.name,
    serialNumber: device.serialNumber,
  }));
