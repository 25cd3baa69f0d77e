import type { I18n } from '@lingui/core';
import { isCalendarDay } from './calendarDay';
import { intlLocale } from './intlLocale';

/**
 * What a typed date is: nothing, a day (`YYYY-MM-DD`), not written as a date at all, or numbers in
 * the right shape that name no day (31.02.2026, 13.01.2026).
 */
export type ParsedDay = { kind: 'empty' } | { kind: 'day'; day: string } | { kind: 'malformed' } | { kind: 'invalid' };

type Field = 'day' | 'month' | 'year';
const orders = new Map<string, Field[]>();

/** The order of day, month and year in the locale's short date (day, month, year in da-DK and en-GB). */
function fieldOrder(locale: string): Field[] {
  let order = orders.get(locale);
  if (!order) {
    order = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' })
      .formatToParts(new Date(Date.UTC(2026, 10, 20)))
      .flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
    orders.set(locale, order);
  }
  return order;
}

/** Splits what was typed into its three numbers, in the locale's order. */
function split(value: string, order: Field[]): string[] {
  // Eight digits without separators ("20112026"), as a phone's number pad types them.
  if (/^\d{8}$/.test(value)) {
    let at = 0;
    return order.map((field) => value.slice(at, (at += field === 'year' ? 4 : 2)));
  }
  return value.split(/\s*[./-]\s*|\s+/);
}

/**
 * Reads a date typed in the active language: its order, with `.`, `/`, `-` or spaces between the
 * numbers ("20.11.2026", "20/11/2026", "2.1.2026") or none ("20112026"), or an ISO day pasted from
 * elsewhere ("2026-11-20"). The year has four digits: "26" could be any century.
 */
export function parseDay(i18n: I18n, text: string): ParsedDay {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return toDay(iso[1]!, iso[2]!, iso[3]!);
  const order = fieldOrder(intlLocale(i18n));
  const numbers = split(value, order);
  if (numbers.length !== 3 || numbers.some((n) => !/^\d{1,4}$/.test(n))) return { kind: 'malformed' };
  const fields = Object.fromEntries(order.map((field, index) => [field, numbers[index]!])) as Record<Field, string>;
  if (fields.day.length > 2 || fields.month.length > 2 || fields.year.length !== 4) return { kind: 'malformed' };
  return toDay(fields.year, fields.month, fields.day);
}

function toDay(year: string, month: string, day: string): ParsedDay {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // Years before 1900 are typos here: no sensor has data from then.
  return isCalendarDay(iso) && Number(year) >= 1900 ? { kind: 'day', day: iso } : { kind: 'invalid' };
}
