import type { MonitoringMapPointResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const MonitoringMapPoint: MonitoringMapPointResolvers = {
  recordId: (point) => toGlobalId('MonitoringRecord', point._id),
  deviceId: (point) => toGlobalId('Device', point.deviceId),
  deviceRestId: (point) => point.deviceId,
};
