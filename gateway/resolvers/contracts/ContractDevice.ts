import type { ContractDeviceResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { lifecycleOf } from '../devices/Device.ts';

export const ContractDevice: ContractDeviceResolvers = {
  deviceId: (device) => toGlobalId('Device', device._id),
  deviceRestId: (device) => device._id,
  networkId: (device) => device.device,
  modelTitle: (device) => device.deviceModel.title,
  lifecycle: (device) => lifecycleOf(device.lifecycle),
};
