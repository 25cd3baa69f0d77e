/** What a device last reported having applied (`properties.appliedConfig`, spec part 2 §3), as stored. */
export type AppliedConfig = {
  AcMI: number | null;
  AcXTI: number | null;
  THVal: number | null;
  EVENT: number | null;
  MsgCnt: number | null;
  deviceType: string | null;
  time: string | null;
};

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const stringOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The applied configuration out of a device's stored properties, or null when it never reported one.
 * The properties are free JSON, so each key is checked: a wrong type reads as missing, not as a crash.
 */
export function readAppliedConfig(properties: unknown): AppliedConfig | null {
  if (!properties || typeof properties !== 'object') return null;
  const raw = (properties as Record<string, unknown>).appliedConfig;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const a = raw as Record<string, unknown>;
  const config: AppliedConfig = {
    AcMI: numberOrNull(a.AcMI),
    AcXTI: numberOrNull(a.AcXTI),
    THVal: numberOrNull(a.THVal),
    EVENT: numberOrNull(a.EVENT),
    MsgCnt: numberOrNull(a.MsgCnt),
    deviceType: stringOrNull(a.deviceType),
    time: stringOrNull(a.time) && !Number.isNaN(Date.parse(a.time as string)) ? (a.time as string) : null,
  };
  return Object.values(config).every((value) => value === null) ? null : config;
}
