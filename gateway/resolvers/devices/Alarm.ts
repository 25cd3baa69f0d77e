import type { AlarmAggregation, AlarmOperator, AlarmResolvers } from '../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../src/errors.ts';
import { alarmGlobalId } from './alarmIds.ts';

export const operatorOf = (operator: string) => operator.toUpperCase() as AlarmOperator;
export const aggregationOf = (aggregation: string | null) => (aggregation === null ? null : (aggregation.toUpperCase() as AlarmAggregation));

export const Alarm: AlarmResolvers = {
  id: (alarm) => alarmGlobalId(alarm.deviceId, alarm._id),
  alarmId: (alarm) => alarm._id,
  // The device's record (cached for the operation: a device's alarms share one call).
  device: async (alarm, _args, ctx) => {
    const device = await ctx.loaders.deviceRecordsById.load(alarm.deviceId);
    if (!device) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
    return device;
  },
  operator: (alarm) => operatorOf(alarm.operator),
  aggregation: (alarm) => aggregationOf(alarm.aggregation),
  state: (alarm) => (alarm.state === 'tripped' ? 'TRIPPED' : 'OK'),
};
