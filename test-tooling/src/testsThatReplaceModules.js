import fs from 'node:fs';
import path from 'node:path';

/** `vi.mock` and friends: a test that replaces a module or a global needs a module graph of its own. */
const REPLACES = /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(/;

/**
 * The test files under `dirs` (relative to `root`) that replace modules or globals, found by
 * reading them; sorted, relative to `root`, with `/` separators.
 *
 * @param {string} root
 * @param {string[]} dirs
 * @returns {string[]}
 */
export function testsThatReplaceModules(root, dirs) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} relative */
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (/\.test\.tsx?$/.test(entry.name) && REPLACES.test(fs.readFileSync(path.join(root, child), 'utf8'))) found.push(child);
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}
