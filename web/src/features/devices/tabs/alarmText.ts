import type { I18n } from '@lingui/core';
import { lookupLabel } from '../../lookups/lookupLabel';

/** An alarm's aggregation in words, through the dashboard's wording of the same four. */
export function aggregationText(i18n: I18n, aggregation: string): string {
  const slug = aggregation.toLowerCase();
  return lookupLabel(i18n, 'trendAggregation', { slug, name: slug });
}

/** "08:00–16:00", or the whole day. */
export function hoursText(from: number, to: number): string {
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return `${hour(from)}–${hour(to)}`;
}
