import { errorCode } from '../errors.ts';

/**
 * For REST resources without a batch endpoint: one call per distinct key (DataLoader has already
 * removed duplicates), run in parallel. A key the API does not know, will not show this caller, or
 * cannot even parse as an id, resolves to null; any other failure (auth, upstream down) is returned
 * as that key's Error, as DataLoader expects.
 */
export function loadEach<K, V>(keys: readonly K[], load: (key: K) => Promise<V>): Promise<(V | null | Error)[]> {
  return Promise.all(
    keys.map((key) =>
      load(key).catch((error: unknown) => {
        const code = errorCode(error);
        if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT') return null;
        return error instanceof Error ? error : new Error(String(error));
      }),
    ),
  );
}
