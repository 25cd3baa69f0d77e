import { describe, expect, it } from 'vitest';
import { catalogPreloadScript } from './preloadCatalog';

const files = { da: '/assets/messages-da1.js', en: '/assets/messages-en1.js' };

/** Runs the script index.html gets against a stand-in document and storage; returns the links it added. */
function run(stored: string | null | Error) {
  const links: Record<string, string>[] = [];
  const document = { createElement: () => ({}) as Record<string, string>, head: { appendChild: (link: Record<string, string>) => links.push(link) } };
  const localStorage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  new Function('document', 'localStorage', catalogPreloadScript(files))(document, localStorage);
  return links;
}

describe('the catalog preload index.html starts', () => {
  it('preloads the stored language only', () => {
    expect(run('en')).toEqual([{ rel: 'modulepreload', crossOrigin: '', href: files.en }]);
    expect(run('da')).toEqual([{ rel: 'modulepreload', crossOrigin: '', href: files.da }]);
  });

  it('preloads the default language when none, an unknown one or no storage is there', () => {
    for (const stored of [null, 'de', '__proto__', new Error('storage disabled')]) {
      expect(run(stored)).toEqual([{ rel: 'modulepreload', crossOrigin: '', href: files.da }]);
    }
  });
});
