import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

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
  // Origins without line numbers: a code edit elsewhere in a file must not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
