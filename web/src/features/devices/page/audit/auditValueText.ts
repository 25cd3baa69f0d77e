import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatNumber } from '../../../../i18n/format/formatNumber';

/** An audit value (any JSON) as a short text: "—" for none, numbers in the user's language, objects as JSON. */
export function auditValueText(i18n: I18n, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(i18n, value);
  if (typeof value === 'boolean') return value ? t(i18n)`Yes` : t(i18n)`No`;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
