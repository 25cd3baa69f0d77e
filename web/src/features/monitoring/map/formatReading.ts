import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '../../../i18n/format/formatNumber';

export type ReadingValue = { readonly name: string; readonly unit: string; readonly value: number | null | undefined };

/**
 * A reading as "12,5 cm" in the user's language, or the translated missing-value label when the
 * latest message carried no value for that unit.
 */
export function formatReading(i18n: I18n, reading: ReadingValue): string {
  if (reading.value === null || reading.value === undefined || !Number.isFinite(reading.value)) return i18n._(msg`No value`);
  return formatNumber(i18n, reading.value, reading.unit);
}
