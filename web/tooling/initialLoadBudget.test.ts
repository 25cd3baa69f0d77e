import { describe, expect, it } from 'vitest';
import { initialChunks, initialLoadBudget } from './initialLoadBudget';

const chunk = (fileName: string, { isEntry = false, imports = [] as string[], moduleIds = [] as string[], code = 'x' } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds,
  code,
});

// An entry importing react, which a lazily loaded map page also uses along with its map library.
const bundle = {
  'index.js': chunk('index.js', { isEntry: true, imports: ['react.js'] }),
  'react.js': chunk('react.js', { moduleIds: ['/node_modules/react/index.js'] }),
  'MapPage.js': chunk('MapPage.js', { imports: ['react.js', 'maps.js'] }),
  'maps.js': chunk('maps.js', { moduleIds: ['/node_modules/maplibre-gl/dist/maplibre-gl.js'] }),
  'index.css': { type: 'asset' as const },
};

/** Runs the plugin's generateBundle as the bundler would, collecting its messages. */
function run(options: Parameters<typeof initialLoadBudget>[0], output: Record<string, unknown>) {
  const messages: string[] = [];
  const context = {
    info: (message: string) => messages.push(message),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = initialLoadBudget(options).generateBundle as unknown as (this: typeof context, o: unknown, b: unknown) => void;
  hook.call(context, {}, output);
  return messages;
}

describe('initialLoadBudget', () => {
  it('counts the entry and its static imports, not lazily loaded chunks', () => {
    expect(initialChunks(bundle).map((c) => c.fileName)).toEqual(['index.js', 'react.js']);
  });

  it('reports the initial load when it is within budget', () => {
    expect(run({ maxGzipKb: 10, lazyOnly: /maplibre-gl/ }, bundle)[0]).toMatch(/^initial load 0\.\d kB gzip \(budget 10\)/);
  });

  it('counts the largest of the lazily loaded chunks that the first render waits for', () => {
    const catalogs = {
      ...bundle,
      'da.js': chunk('da.js', { moduleIds: ['/src/locales/da/messages.po'], code: 'x'.repeat(10) }),
      'en.js': chunk('en.js', { moduleIds: ['/src/locales/en/messages.po'], code: Array.from({ length: 100 }, (_, i) => i).join() }),
    };
    const [summary] = run({ maxGzipKb: 10, lazyOnly: /maplibre-gl/, awaitedBeforeRender: /messages\.po$/ }, catalogs);
    expect(summary).toMatch(/, en\.js \(awaited\) 0\.\d$/);
    expect(summary).not.toMatch(/da\.js|MapPage/);
  });

  it('fails when a lazy-only library reaches the initial load', () => {
    const eager = { ...bundle, 'index.js': chunk('index.js', { isEntry: true, imports: ['react.js', 'maps.js'] }) };
    expect(() => run({ maxGzipKb: 10, lazyOnly: /maplibre-gl/ }, eager)).toThrow(/maplibre-gl.* is in the initial load \(maps\.js\)/);
  });

  it('fails when the initial load outgrows the budget', () => {
    // Random text barely compresses: about 30 kB gzipped.
    const code = Array.from({ length: 5000 }, () => Math.random().toString(36)).join('');
    const big = { ...bundle, 'react.js': chunk('react.js', { code }) };
    expect(() => run({ maxGzipKb: 10, lazyOnly: /maplibre-gl/ }, big)).toThrow(/initial load \d+\.\d kB gzip \(budget 10\)/);
  });
});
