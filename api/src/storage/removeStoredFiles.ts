import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './FileStorage.ts';

/**
 * Removes files whose rows are already gone (committed): best effort, one at a time so a large
 * device does not flood the store; a failure is logged with the key, for removing by hand, and never
 * undoes what the caller committed.
 */
export async function removeStoredFiles(storage: FileStorage, keys: readonly string[], log: FastifyBaseLogger): Promise<number> {
  let removed = 0;
  for (const key of keys) {
    try {
      await storage.remove(key);
      removed++;
    } catch (error) {
      log.error({ err: error, storageKey: key }, 'could not remove a stored file whose row is gone');
    }
  }
  return removed;
}
