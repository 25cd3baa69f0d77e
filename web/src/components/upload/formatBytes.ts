import type { I18n } from '@lingui/core';
import { formatNumber } from '../../i18n/format/formatNumber';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size in the largest of B, KB, MB and GB that keeps it at 1 or more (spec part 2 §5), in
 * steps of 1024 as the 5 MB limit counts them, with at most one decimal in the interface language:
 * "512 B", "1,5 KB" (da) / "1.5 KB" (en), "5 MB". The unit symbols are the same in both languages.
 */
export function formatBytes(i18n: I18n, bytes: number): string {
  let value = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  let unit = 0;
  // Rounding decides the unit: 1023.96 KB shows as "1 MB", not "1.024 KB".
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  // Bytes are whole; larger units keep one decimal.
  const shown = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return formatNumber(i18n, shown, UNITS[unit]);
}
