import type { MonitoringLogResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { monitoringLogRestId } from './findMonitoringLog.ts';

export const MonitoringLog: MonitoringLogResolvers = {
  id: (log) => toGlobalId('MonitoringLog', monitoringLogRestId(log)),
  logId: (log) => log._id,
};
