import type { I18n } from '@lingui/core';
import { lookupMessages, type LookupKind } from './lookupMessages';

export type { LookupKind } from './lookupMessages';

/** What a label is built from: the stable slug, and the server's name for slugs the web does not know. */
export type LookupItem = { readonly slug?: string | null; readonly name: string };

/**
 * A lookup's name in the active language: a status code, error code, package, data-model unit,
 * device type, network type, service-order status, service solution or cause, or a trend period,
 * reference or aggregation. Codes added later have no wording here yet and keep the server's name.
 */
export function lookupLabel(i18n: Pick<I18n, '_'>, kind: LookupKind, item: LookupItem): string {
  // hasOwn: a slug such as `constructor` must not find the object's prototype.
  const descriptor = item.slug && Object.hasOwn(lookupMessages[kind], item.slug) ? lookupMessages[kind][item.slug] : undefined;
  return descriptor ? i18n._(descriptor) : item.name;
}
