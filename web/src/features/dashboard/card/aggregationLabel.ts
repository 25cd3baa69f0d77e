import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const labels: Record<string, MessageDescriptor> = {
  average: msg`Average`,
  minimum: msg`Minimum`,
  maximum: msg`Maximum`,
  total: msg`Total`,
};

/** An aggregation as a card's choice, its summary and its export name it (the key itself for one added later). */
export function aggregationLabel(i18n: I18n, aggregation: string): string {
  const label = labels[aggregation];
  return label ? i18n._(label) : aggregation;
}
