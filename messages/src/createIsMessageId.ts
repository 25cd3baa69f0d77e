import type { Catalog } from './Catalog.ts';

/** The predicate telling whether a string is a message id of `catalog`. */
export function createIsMessageId<C extends Catalog>(catalog: C) {
  return (value: unknown): value is keyof C & string => typeof value === 'string' && Object.hasOwn(catalog, value);
}
