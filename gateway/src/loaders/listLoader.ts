import DataLoader from 'dataloader';

/**
 * A whole REST list that is fetched at most once per request (lookups: organisations, models,
 * packages...). The only key is `'all'`; `byIdFromList` answers single ids from the same call.
 */
export function listLoader<T>(load: () => Promise<T[]>) {
  return new DataLoader<'all', T[]>(async (keys) => {
    const list = await load();
    return keys.map(() => list);
  });
}

export type ListLoader<T> = ReturnType<typeof listLoader<T>>;

/** Items of a list by `_id` (null when the caller cannot see it), from the list's single call. */
export function byIdFromList<T extends { _id: string }>(list: ListLoader<T>) {
  return new DataLoader<string, T | null>(async (ids) => {
    const byId = new Map((await list.load('all')).map((item) => [item._id, item]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
