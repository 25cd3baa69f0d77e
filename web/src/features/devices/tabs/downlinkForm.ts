import { t } from '@lingui/core/macro';

/** The downlink's fields (spec part 2 §3), as the form keeps them: text, so a half-typed number stays. */
export type DownlinkValues = { miAbove: string; xtiAbove: string; th: string; miUnder: string; xtiUnder: string };
export type DownlinkField = keyof DownlinkValues;
export type DownlinkSettings = { miAbove: number; xtiAbove: number; th: number | null; miUnder: number; xtiUnder: number };

/** The API's limits (api/src/downlink/downlinkConfigSchema.ts): a week between measurements, 1000 per transmission. */
export const MAX_INTERVAL_MINUTES = 7 * 24 * 60;
export const MAX_PER_TRANSMISSION = 1000;
export const MAX_THRESHOLD = 1_000_000;

/** A number as people type it in either language: "12,5" and "12.5" are the same. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

function wholeNumber(text: string, max: number): { value: number } | { error: string } {
  if (text.trim() === '') return { error: t`Required.` };
  const value = parseDecimal(text);
  if (value === null || !Number.isInteger(value)) return { error: t`Enter a whole number.` };
  // Spec part 2 §5: the intervals and measurements per transmission are at least 1.
  if (value < 1) return { error: t`Must be at least 1.` };
  if (value > max) return { error: t`Must be at most ${max}.` };
  return { value };
}

/**
 * Checks the form as the API will (the minimums of spec part 2 §5 and the API's maximums), so the
 * user sees every problem at once beside its field; the settings to save when there is none.
 */
export function validateDownlink(values: DownlinkValues): { settings: DownlinkSettings | null; errors: Partial<Record<DownlinkField, string>> } {
  const errors: Partial<Record<DownlinkField, string>> = {};
  const numbers: Partial<Record<DownlinkField, number>> = {};
  const limits: [DownlinkField, number][] = [
    ['miAbove', MAX_INTERVAL_MINUTES],
    ['xtiAbove', MAX_PER_TRANSMISSION],
    ['miUnder', MAX_INTERVAL_MINUTES],
    ['xtiUnder', MAX_PER_TRANSMISSION],
  ];
  for (const [field, max] of limits) {
    const result = wholeNumber(values[field], max);
    if ('error' in result) errors[field] = result.error;
    else numbers[field] = result.value;
  }
  let th: number | null = null;
  if (values.th.trim() !== '') {
    th = parseDecimal(values.th);
    if (th === null) errors.th = t`Enter a number, or leave it empty for no threshold.`;
    else if (Math.abs(th) > MAX_THRESHOLD) errors.th = t`Must be between -${MAX_THRESHOLD} and ${MAX_THRESHOLD}.`;
  }
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  return {
    settings: { miAbove: numbers.miAbove!, xtiAbove: numbers.xtiAbove!, th, miUnder: numbers.miUnder!, xtiUnder: numbers.xtiUnder! },
    errors,
  };
}

/** The form's text for saved settings (empty for a setting never saved). */
export function downlinkValues(settings: { readonly [K in DownlinkField]?: number | null } | null | undefined): DownlinkValues {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    miAbove: text(settings?.miAbove),
    xtiAbove: text(settings?.xtiAbove),
    th: text(settings?.th),
    miUnder: text(settings?.miUnder),
    xtiUnder: text(settings?.xtiUnder),
  };
}
