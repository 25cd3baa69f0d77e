import { offsetTimeZone } from './offsetTimeZone';

// Sweden's locale writes dates as ISO does (2026-11-16), in any zone Intl knows.
const formats = new Map<number, Intl.DateTimeFormat>();

/**
 * An instant's calendar day in the user's UTC offset as `YYYY-MM-DD`, for file names: sortable
 * and the same in every language. A UTC slice of the ISO string would give the day before for
 * local midnights east of Greenwich.
 */
export function formatFileDate(iso: string | Date, utcOffset: number): string {
  let format = formats.get(utcOffset);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: offsetTimeZone(utcOffset) });
    formats.set(utcOffset, format);
  }
  return format.format(typeof iso === 'string' ? new Date(iso) : iso);
}
