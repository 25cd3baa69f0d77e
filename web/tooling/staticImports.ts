import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The app's source files that `entry` imports statically, itself included, transitively: what the
 * first load's code is made of. `import()` is not followed (that code loads later); imports of
 * packages are not either, only the app's own relative ones.
 */
export function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // `import … from './x'` and `export … from './x'`, but not `import type` (erased at build).
    for (const [, specifier] of code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm)) {
      const base = path.resolve(path.dirname(file), specifier!);
      const resolved = [base, ...extensions.map((extension) => base + extension)].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
      if (resolved) visit(resolved);
    }
  };
  visit(path.resolve(entry));
  return seen;
}
