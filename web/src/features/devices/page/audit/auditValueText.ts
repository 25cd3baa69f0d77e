import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatBytes } from '../../../../components/upload/formatBytes';
import { formatNumber } from '../../../../i18n/format/formatNumber';
import { lifecycleLabels } from '../../list/lifecycleLabels';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const lifecycleOf: Record<string, keyof typeof lifecycleLabels> = { in_stock: 'IN_STOCK', installed: 'INSTALLED', taken_down: 'TAKEN_DOWN' };

/**
 * An audit value (any JSON) as a short text: "—" for none, numbers in the user's language, a
 * lifecycle by its name, a record the API named (`{ _id, name }`: owner, model, package) by its
 * name, a position as the Information tab shows it, an image as its file name and size; other objects as JSON.
 */
export function auditValueText(i18n: I18n, value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(i18n, value);
  if (typeof value === 'boolean') return value ? t(i18n)`Yes` : t(i18n)`No`;
  if (typeof value === 'string') return field === 'lifecycle' && lifecycleOf[value] ? i18n._(lifecycleLabels[lifecycleOf[value]]) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => auditValueText(i18n, item)).join('; ');
  if (isObject(value)) {
    // As the Information tab writes a position: coordinates, not numbers in the user's language.
    if (typeof value.lat === 'number' && typeof value.lon === 'number') return `${value.lat.toFixed(5)}, ${value.lon.toFixed(5)}`;
    if (typeof value.name === 'string' && typeof value.size === 'number') return `${value.name} (${formatBytes(i18n, value.size)})`;
    if (typeof value.name === 'string') return value.name;
  }
  return JSON.stringify(value);
}
