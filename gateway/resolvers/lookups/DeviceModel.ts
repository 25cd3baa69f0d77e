import type { DeviceModelResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const DeviceModel: DeviceModelResolvers = {
  id: (model) => toGlobalId('DeviceModel', model._id),
  modelId: (model) => model._id,
  networkType: (model) => model.network_type,
  dataModel: (model) => model.data_model,
  mqttBrokerNumber: (model) => model.mqtt?.brokerNumber ?? null,
};
