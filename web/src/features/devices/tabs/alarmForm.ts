import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { parseDecimal } from './downlinkForm';

export type AlarmOperator = 'EQ' | 'GTE' | 'GT' | 'LTE' | 'LT';
export type AlarmAggregation = 'AVERAGE' | 'MINIMUM' | 'MAXIMUM' | 'TOTAL';

/** The spec's operators (part 2 §9: equal, >=, >, <=, <) as they are shown. */
export const operatorSymbols: Record<AlarmOperator, string> = { EQ: '=', GTE: '≥', GT: '>', LTE: '≤', LT: '<' };
export const alarmOperators = Object.keys(operatorSymbols) as AlarmOperator[];
export const alarmAggregations: AlarmAggregation[] = ['AVERAGE', 'MINIMUM', 'MAXIMUM', 'TOTAL'];

/** The API's limits (api/src/alarms/alarmInputSchema.ts). */
export const MAX_ALARM_EMAILS = 20;
export const MAX_EVALUATION_MINUTES = 1440;
const MAX_ABS_VALUE = 1e12;

/** The alarm form as typed: numbers stay text until saved, so a half-typed "12," is kept. */
export type AlarmValues = {
  unitSlug: string;
  operator: AlarmOperator;
  value: string;
  /** '' compares each reading itself. */
  aggregation: AlarmAggregation | '';
  evaluationFrequency: string;
  notifyFromHour: string;
  notifyToHour: string;
  emails: string;
  isActive: boolean;
};
export type AlarmField = Exclude<keyof AlarmValues, 'isActive'>;

export type AlarmInput = {
  unitSlug: string;
  operator: AlarmOperator;
  value: number;
  aggregation: AlarmAggregation | null;
  evaluationFrequency: number;
  notifyFromHour: number;
  notifyToHour: number;
  notificationEmails: string[];
  isActive: boolean;
};

const email = z.email();

/**
 * The addresses of a `;`-separated list (spec part 2 §5), each checked on its own as the API checks
 * them: the bad ones are named, repeats (any case) dropped, empty parts between `;` ignored.
 */
export function parseEmailList(text: string): { addresses: string[]; invalid: string[] } {
  const addresses: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    if (!email.safeParse(part).success) {
      invalid.push(part);
      continue;
    }
    const key = part.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      addresses.push(part);
    }
  }
  return { addresses, invalid };
}

/** Checks the form as the API will, every field at once; the input to save when nothing is wrong. */
export function validateAlarm(values: AlarmValues, units: readonly string[]): { input: AlarmInput | null; errors: Partial<Record<AlarmField, string>> } {
  const errors: Partial<Record<AlarmField, string>> = {};
  if (!units.includes(values.unitSlug)) errors.unitSlug = t`Choose what the alarm watches.`;
  const value = parseDecimal(values.value);
  if (values.value.trim() === '') errors.value = t`Required.`;
  else if (value === null) errors.value = t`Enter a number.`;
  else if (Math.abs(value) > MAX_ABS_VALUE) errors.value = t`The number is too large.`;
  const frequency = parseDecimal(values.evaluationFrequency);
  if (frequency === null || !Number.isInteger(frequency) || frequency < 1 || frequency > MAX_EVALUATION_MINUTES) {
    errors.evaluationFrequency = t`Enter whole minutes from 1 to ${MAX_EVALUATION_MINUTES}.`;
  }
  const from = Number(values.notifyFromHour);
  const to = Number(values.notifyToHour);
  // Equal hours would mean never (or always): the API refuses them; 0 to 24 is the whole day.
  if (from === to) errors.notifyToHour = t`The hours must differ. Use 0 to 24 for the whole day.`;
  const { addresses, invalid } = parseEmailList(values.emails);
  const firstInvalid = invalid[0] ?? '';
  const invalidList = invalid.join(', ');
  if (invalid.length > 1) errors.emails = t`These are not valid e-mail addresses: ${invalidList}.`;
  else if (invalid.length === 1) errors.emails = t`"${firstInvalid}" is not a valid e-mail address.`;
  else if (addresses.length > MAX_ALARM_EMAILS) errors.emails = t`At most ${MAX_ALARM_EMAILS} addresses.`;
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      unitSlug: values.unitSlug,
      operator: values.operator,
      value: value!,
      aggregation: values.aggregation === '' ? null : values.aggregation,
      evaluationFrequency: frequency!,
      notifyFromHour: from,
      notifyToHour: to,
      notificationEmails: addresses,
      isActive: values.isActive,
    },
    errors,
  };
}

/** The form for a new alarm (the first unit, ≥, each reading, an hour, all day) or for an existing one. */
export function alarmValues(
  alarm:
    | {
        readonly unitSlug: string;
        readonly operator: string;
        readonly value: number;
        readonly aggregation?: string | null;
        readonly evaluationFrequency: number;
        readonly notifyFromHour: number;
        readonly notifyToHour: number;
        readonly notificationEmails: readonly string[];
        readonly isActive: boolean;
      }
    | null,
  firstUnit: string,
): AlarmValues {
  if (!alarm) {
    return { unitSlug: firstUnit, operator: 'GTE', value: '', aggregation: '', evaluationFrequency: '60', notifyFromHour: '0', notifyToHour: '24', emails: '', isActive: true };
  }
  return {
    unitSlug: alarm.unitSlug,
    operator: (alarmOperators as string[]).includes(alarm.operator) ? (alarm.operator as AlarmOperator) : 'GTE',
    value: String(alarm.value),
    aggregation: (alarmAggregations as string[]).includes(alarm.aggregation ?? '') ? (alarm.aggregation as AlarmAggregation) : '',
    evaluationFrequency: String(alarm.evaluationFrequency),
    notifyFromHour: String(alarm.notifyFromHour),
    notifyToHour: String(alarm.notifyToHour),
    emails: alarm.notificationEmails.join('; '),
    isActive: alarm.isActive,
  };
}
