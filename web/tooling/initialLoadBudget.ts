import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Options = {
  /** Gzipped size, in kB, that the entry chunk and everything it imports statically may reach. */
  maxGzipKb: number;
  /** Modules that must only ever load with the page that needs them. */
  lazyOnly: RegExp;
  /**
   * Lazily loaded modules of which the first render waits for one (the language catalogs: one per
   * visit). The largest chunk holding one counts towards the initial load.
   */
  awaitedBeforeRender?: RegExp;
};

type Chunk = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; moduleIds: string[] };

/** The chunks a first visit downloads: the entry and, transitively, its static imports. */
export function initialChunks(bundle: Record<string, Chunk | { type: 'asset' }>): Chunk[] {
  const chunks = new Map<string, Chunk>();
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') chunks.set(fileName, output);
  }
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName) || !chunks.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)!.imports) visit(imported);
  };
  for (const [fileName, chunk] of chunks) if (chunk.isEntry) visit(fileName);
  return [...seen].map((fileName) => chunks.get(fileName)!);
}

/**
 * Fails the build when the first visit's download grows past a budget or pulls in a library meant
 * for one page (maps, charts). Vite's chunk-size warning looks at single chunks, which says
 * neither: a big lazily loaded map chunk is fine, a main bundle that imports it is not.
 */
export function initialLoadBudget({ maxGzipKb, lazyOnly, awaitedBeforeRender }: Options): Plugin {
  return {
    name: 'initial-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = initialChunks(bundle);
      for (const chunk of chunks) {
        const offender = chunk.moduleIds.find((id) => lazyOnly.test(id));
        if (offender) this.error(`${offender} is in the initial load (${chunk.fileName}): import it only from a lazyPage route.`);
      }
      const sizes = chunks.map((chunk) => ({ name: chunk.fileName, kb: gzipSync(chunk.code).length / 1000 }));
      if (awaitedBeforeRender) {
        const awaited = Object.values(bundle as Record<string, Chunk | { type: 'asset' }>)
          .filter((output): output is Chunk => output.type === 'chunk' && !chunks.includes(output) && output.moduleIds.some((id) => awaitedBeforeRender.test(id)))
          .map((chunk) => ({ name: `${chunk.fileName} (awaited)`, kb: gzipSync(chunk.code).length / 1000 }))
          .sort((a, b) => b.kb - a.kb);
        if (awaited[0]) sizes.push(awaited[0]);
      }
      const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
      const summary = `initial load ${total.toFixed(1)} kB gzip (budget ${maxGzipKb}): ${sizes.map(({ name, kb }) => `${name} ${kb.toFixed(1)}`).join(', ')}`;
      if (total > maxGzipKb) this.error(summary);
      this.info(summary);
    },
  };
}
