import { fieldError, gatewayError } from '../../src/errors.ts';
import { restIdOf, toGlobalId } from '../../src/globalId.ts';

/** An alarm's global id names its device too: the API addresses alarms under their device. */
export const alarmGlobalId = (deviceId: string, alarmId: string) => toGlobalId('Alarm', `${deviceId}:${alarmId}`);

/** The device and alarm REST ids inside an `Alarm` global id; null when it is not one. */
export function parseAlarmId(globalId: string): { deviceId: string; alarmId: string } | null {
  const restId = restIdOf(globalId, 'Alarm');
  const parts = restId?.split(':');
  if (!parts || parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { deviceId: parts[0], alarmId: parts[1] };
}

/** The same, or BAD_USER_INPUT naming `field`. */
export function alarmRestIds(globalId: string, field: string): { deviceId: string; alarmId: string } {
  const ids = parseAlarmId(globalId);
  if (ids) return ids;
  const message = { id: 'validation.globalId', params: { type: 'Alarm' } } as const;
  throw gatewayError('BAD_USER_INPUT', message, { fields: [fieldError(field, message)] });
}
