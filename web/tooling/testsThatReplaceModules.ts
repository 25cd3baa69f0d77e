import fs from 'node:fs';
import path from 'node:path';

/** `vi.mock` and friends: a test that replaces a module or a global needs a module graph of its own. */
const REPLACES = /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(/;

/**
 * The test files under `dir` (relative to `root`) that replace modules or globals. Every other
 * test file shares one module graph and one jsdom per worker (Vitest's `isolate: false`), which
 * spares importing React, Chakra and Relay once per file; these run isolated, as by default.
 */
export function testsThatReplaceModules(root: string, dir = 'src'): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.test\.tsx?$/.test(entry.name) && REPLACES.test(fs.readFileSync(path.join(root, child), 'utf8'))) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}
