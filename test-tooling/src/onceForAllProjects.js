/**
 * A resource that a Vitest `globalSetup` makes once for the whole run, however many projects run
 * it. With `projects`, Vitest runs the global setup for the root config and again for each project
 * that extends it, each in a module instance of its own: the resource is kept on `globalThis` (one
 * main process), made by the first caller, and released by the last one's teardown.
 *
 * @template T
 * @param {string} key names the resource in the process (use a name of the package's own)
 * @param {() => Promise<{ value: T; release: () => Promise<void> }>} make
 * @returns {{ setup: () => Promise<T>; teardown: () => Promise<void> }}
 */
export function onceForAllProjects(key, make) {
  const slot = Symbol.for(`@fieldsense/test-tooling:${key}`);
  /** @type {Record<symbol, { users: number; made: Promise<{ value: T; release: () => Promise<void> }> } | undefined>} */
  const store = /** @type {any} */ (globalThis);
  let joined = false;
  return {
    async setup() {
      const shared = (store[slot] ??= { users: 0, made: make() });
      if (!joined) {
        joined = true;
        shared.users++;
      }
      return (await shared.made).value;
    },
    async teardown() {
      const shared = store[slot];
      if (!joined || !shared) return;
      joined = false;
      if (--shared.users > 0) return;
      store[slot] = undefined;
      // A resource that failed to be made has nothing to release (its setup reported the failure).
      const made = await shared.made.catch(() => undefined);
      await made?.release();
    },
  };
}
