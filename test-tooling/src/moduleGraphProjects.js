import { testsThatReplaceModules } from './testsThatReplaceModules.js';

/**
 * Vitest `projects` in which the test files share one module graph per worker (`isolate: false`),
 * except the files that replace modules or globals (`vi.mock`, `vi.stubEnv`…), which run isolated as
 * by default: their replacements would otherwise leak into the files after them in that worker.
 * Sharing spares each file the import of what every file needs (React, Chakra and Relay in the web;
 * Fastify, zod, Drizzle and PGlite's WebAssembly in the api).
 *
 * `include` is the package's test files (Vitest's default when absent), `dirs` the folders they are
 * in. Give `include` here and not in the root config too: a project that `extends` the root config
 * appends its `include` to the root's, and the isolated project would then run every file again.
 *
 * @param {string} root
 * @param {{ dirs: string[]; include?: string[] }} opts
 * @returns {import('vitest/config').TestProjectInlineConfiguration[]}
 */
export function moduleGraphProjects(root, opts) {
  const isolated = testsThatReplaceModules(root, opts.dirs);
  const include = opts.include ? { include: opts.include } : {};
  /** @type {import('vitest/config').TestProjectInlineConfiguration} */
  const shared = { extends: true, test: { name: 'shared', ...include, isolate: false, exclude: [...isolated, '**/node_modules/**'] } };
  if (isolated.length === 0) return [shared];
  return [shared, { extends: true, test: { name: 'isolated', include: isolated } }];
}
