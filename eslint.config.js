// One flat config for the whole monorepo: `pnpm lint` at the root, also a step of `npm test`.
//
// No type-aware rules (typescript-eslint's `projectService`). Measured on this 2-core machine:
// linting everything takes about 30 s of CPU without them and about 125 s with
// `recommendedTypeChecked`. Keeping only no-floating-promises and no-misused-promises still took
// about 120 s, because the cost is building the five TypeScript programs and checking every call,
// not the number of rules; the typecheck step already builds those programs once. On this code
// those rules found no bug: their findings were react-router's `navigate()` and `throw redirect()`
// and promises that were already handled.
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/build/',
    '**/coverage/',
    '**/.data/',
    '**/.vite/',
    '**/test-results/',
    '**/playwright-report/',
    'e2e/.auth/',
    'screenshots/',
    // Generated and committed: relay-compiler, graphql-codegen and openapi-typescript output.
    'web/__generated__/',
    'gateway/src/__generated__/',
    'gateway/src/rest/openapi.d.ts',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The code base's convention for what is unused on purpose: a `_`-named callback parameter
      // that only gives a later one its position or type, and `const { dropped: _, ...rest } = x`.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },

  {
    // Tests read GraphQL and REST answers as loose JSON (`gql()`'s default `Record<string, any>`)
    // and state the shape they expect with expect(); typing every answer would restate, unchecked,
    // the contract that those assertions check. Product code keeps the rule.
    files: ['{api,gateway,messages,test-tooling}/test/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, relay.configs['ts-recommended'], lingui.configs['flat/recommended']],
    plugins: { relay },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // These queries exist to drive the network layer and the store in a test, whose results are
    // compared whole with toEqual; the rule only counts `x.field` reads in the same file.
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'relay/unused-fields': 'off' },
  },
  {
    // The rule only counts `x.field` reads in the same file. These files hand what they select,
    // whole, to code that reads every field: the `@inline` abilities to buildAbility; the loader's
    // lookups to the default filter; the map's points to its GeoJSON layers; a row's status and
    // error counts, and the table's status options, to the cells that render them.
    files: [
      'web/src/routing/readViewerAccess.ts',
      'web/src/features/monitoring/monitoringLoader.ts',
      'web/src/features/monitoring/map/MonitoringMap.tsx',
      'web/src/features/monitoring/MonitoringRow.tsx',
      'web/src/features/monitoring/MonitoringTable.tsx',
    ],
    rules: { 'relay/unused-fields': 'off' },
  },
);
