import { defineConfig } from '@lingui/cli';

// Source strings are written in English with macros; Danish is the default UI language.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['da', 'en', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/test/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
