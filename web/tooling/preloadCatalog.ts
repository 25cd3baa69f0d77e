import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, languages, type Language } from '../src/i18n/languages.ts';

const catalogModule = /[\\/]locales[\\/](\w+)[\\/]messages\.po$/;

/** The few lines index.html runs first: a modulepreload of the catalog the app will ask for. */
export function catalogPreloadScript(files: Record<Language, string>): string {
  return (
    `(function(){var f=${JSON.stringify(files)},l;` +
    `try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}` +
    `var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=({}).hasOwnProperty.call(f,l)?f[l]:f[${JSON.stringify(DEFAULT_LANGUAGE)}];document.head.appendChild(k)})()`
  );
}

/**
 * The first render waits for the shown language's catalog (src/i18n/i18n.ts), and the app asks for
 * it only once its first-load scripts have downloaded and run: a download in series on every cold
 * visit. A few lines at the top of index.html start it beside those scripts — the catalog of the
 * language the browser stored, as `storedLanguage()` picks it, else the default; never both.
 */
export function preloadCatalog(): Plugin {
  let base = '/';
  return {
    name: 'preload-catalog',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files: Partial<Record<Language, string>> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          const language = chunk.type === 'chunk' && chunk.facadeModuleId ? catalogModule.exec(chunk.facadeModuleId)?.[1] : undefined;
          if (isLanguage(language)) files[language] = base + chunk.fileName;
        }
        const missing = languages.filter((language) => !files[language]);
        if (missing.length > 0) throw new Error(`preload-catalog: no chunk for the ${missing.join(', ')} catalog`);
        return [{ tag: 'script', children: catalogPreloadScript(files as Record<Language, string>), injectTo: 'head-prepend' }];
      },
    },
  };
}
