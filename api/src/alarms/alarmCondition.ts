import type { alarmOperators } from '../db/schema/index.ts';

export type AlarmOperator = (typeof alarmOperators)[number];

/** The spec's symbols (part 2 §9: equal, >=, >, <=, <) for the stored operator names. */
export const operatorSymbols: Record<AlarmOperator, string> = { eq: '=', gte: '>=', gt: '>', lte: '<=', lt: '<' };

/** `=`, `==`, `>=`, `>`, `<=`, `<` → the stored name; anything else unchanged (the enum refuses it). */
export function operatorFromSymbol(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '==') return 'eq';
  const found = Object.entries(operatorSymbols).find(([, symbol]) => symbol === trimmed);
  return found ? found[0] : trimmed;
}

/**
 * Whether `value` meets `operator threshold`. Readings and averages are doubles: a difference
 * within a billionth of the threshold's size counts as equal, so an average of 19.999999999999996
 * meets `= 20` and `>= 20` and not `> 20`.
 */
export function meetsCondition(value: number, operator: AlarmOperator, threshold: number): boolean {
  const tolerance = 1e-9 * Math.max(1, Math.abs(threshold));
  const difference = value - threshold;
  const equal = Math.abs(difference) <= tolerance;
  switch (operator) {
    case 'eq':
      return equal;
    case 'gte':
      return equal || difference > 0;
    case 'gt':
      return !equal && difference > 0;
    case 'lte':
      return equal || difference < 0;
    case 'lt':
      return !equal && difference < 0;
  }
}
