import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Origins as file names only, each once: edits elsewhere in a file (line numbers) or a second use of
// a string in the same file must not churn the catalogs and fail CI's staleness check.
const po = formatter({ lineNumbers: false });
const poByFile: ReturnType<typeof formatter> = {
  ...po,
  serialize: (catalog, ctx) =>
    po.serialize(
      Object.fromEntries(
        Object.entries(catalog).map(([id, message]) => [
          id,
          { ...message, origin: [...new Set(message.origin?.map(([file]) => file))].map((file) => [file] as [string]) },
        ]),
      ),
      ctx,
    ),
};

// Source strings are written in English with macros; Danish is the default UI language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['da', 'en', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  // The first render waits for `messages` (src/i18n/i18n.ts), so it holds what every visit needs;
  // a lazily loaded area's strings go to a catalog of its own that loads with its pages
  // (`loadAreaCatalog`), keeping the first load inside its budget as areas are added.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/test/**', '<rootDir>/src/features/devices/**', '<rootDir>/src/features/orders/**', '<rootDir>/src/features/organizations/**'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/devices',
      include: ['<rootDir>/src/features/devices'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/orders',
      include: ['<rootDir>/src/features/orders'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/organizations',
      include: ['<rootDir>/src/features/organizations'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: poByFile,
  orderBy: 'messageId',
});
