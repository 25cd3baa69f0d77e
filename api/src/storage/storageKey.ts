import { randomUUID } from 'node:crypto';

/** Segments of lowercase letters, digits, `-` and `_`, joined by `/`, ending in a file name with an optional extension. */
const KEY = /^(?:[a-z0-9][a-z0-9_-]{0,127}\/){0,8}[a-z0-9][a-z0-9_-]{0,127}(?:\.[a-z0-9]{1,10})?$/;

/** Whether a key is one the API could have generated: no `..`, no absolute path, nothing a client named. */
export const isStorageKey = (key: string): boolean => KEY.test(key);

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** A new key under a prefix (e.g. `devices/<id>/images`): a random uuid, with the extension of the detected type. */
export function newStorageKey(prefix: string, extension: string): string {
  const key = `${prefix}/${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}
