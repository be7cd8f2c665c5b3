// One flat config for the whole workspace (`pnpm lint`). Apps, packages and API families are matched by folder
// pattern, so a new one is linted, and bounded, without an edit here.
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { ANTD_ENTRIES } from './packages/build-config/antdComponents.mjs';
import shop from './scripts/eslint/boundaries.mjs';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
/** Test files: jest maps antd/es to antd/lib for them, so they may import antd as they like. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/__tests__/**'];
/** Test files and the test helpers of a remote (src/test): what the catalogue's tests use to drive shared dialogs. */
const TESTS = [...TEST_FILES, '**/test/**'];
/** Sources the browser or the server runs: what apps and packages ship. */
const SHIPPED = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any antd import but `antd/es/<entry>` (and below it) of a shared entry of packages/build-config/antdComponents.mjs. */
const ANTD_NOT_SHARED = `^antd(?!/es/(?:${ANTD_ENTRIES.map(escape).join('|')})(?:/|$))`;
/** Any antd or @ant-design module at all. */
const ANY_ANTD = '^(?:antd(?:/|$)|@ant-design/)';
/** no-restricted-syntax selectors for import() and require() of `regex` (esquery regexes cannot hold a slash). */
const dynamicImportOf = (regex, message) => {
  const re = regex.replace(/\//g, '\\x2F');
  return [
    { selector: `ImportExpression[source.value=/${re}/]`, message },
    { selector: `CallExpression[callee.name='require'][arguments.0.value=/${re}/]`, message },
  ];
};

/** The react-router values the shared subset module provides (packages/build-config/shared/react-router.mjs). */
function reactRouterSubset() {
  const text = fs.readFileSync(new URL('./packages/build-config/shared/react-router.mjs', import.meta.url), 'utf8');
  const body = /export\s*\{([^}]*)\}\s*from/.exec(text)?.[1];
  if (!body) throw new Error('packages/build-config/shared/react-router.mjs: no export { ... } from');
  return body
    .replace(/\/\/.*$/gm, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
/** A react-router value outside the shared subset is undefined in the browser (module federation serves the subset). */
const REACT_ROUTER_PATHS = [
  {
    name: 'react-router',
    allowImportNames: reactRouterSubset(),
    allowTypeImports: true,
    message: 'The apps share react-router as a subset: add the name to packages/build-config/shared/react-router.mjs first.',
  },
];
const REACT_ROUTER_PATTERNS = [
  {
    regex: '^react-router/(?:dom|internal)(?:/|$)',
    message: 'Import react-router itself: the shared subset serves the apps only under `react-router`.',
  },
];

const SHARED_ANTD_MESSAGE =
  'Import antd only as antd/es/<entry> of a shared entry (packages/build-config/antdComponents.mjs): anything else is a second antd in the browser.';
const CATALOGUE_MESSAGE = 'The catalogue (apps/vona2) renders plain markup: a first visit to its pages downloads no antd.';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/.deploy/',
    '**/.data/',
    '**/.turbo/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '.test-results/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: [...TS, ...JS],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // wherever React runs, .ts files too (session, api-clients, test helpers); Playwright's fixtures call `use`, which is no hook
    files: TS,
    ignores: ['e2e/**', 'bench/**', 'scripts/**', 'apps/api/**', 'apps/gateway/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, so a fixture that needs none destructures {}
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  // Boundaries: apps, packages and API families (scripts/eslint/boundaries.mjs says which import may cross which line).
  {
    files: [...TS, ...JS],
    plugins: { shop },
    rules: { 'shop/boundaries': 'error' },
  },
  // What the browser gets from the shell's shared modules: antd entries and the react-router subset. The server
  // entries are bundled whole for Node.js (packages/build-config/server.mjs), with the static router the browser lacks.
  {
    files: SHIPPED,
    // test-support is test-only (a devDependency no shipped file imports): the memory router it hands the tests is not
    // in the browser subset
    ignores: [...TEST_FILES, 'apps/*/src/server.tsx', 'apps/*/src/server/**', 'packages/test-support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: REACT_ROUTER_PATHS,
          patterns: [{ regex: ANTD_NOT_SHARED, message: SHARED_ANTD_MESSAGE, allowTypeImports: true }, ...REACT_ROUTER_PATTERNS],
        },
      ],
      'no-restricted-syntax': ['error', ...dynamicImportOf(ANTD_NOT_SHARED, SHARED_ANTD_MESSAGE)],
    },
  },
  {
    files: ['apps/vona2/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'apps/vona2/src/server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: REACT_ROUTER_PATHS, patterns: [{ regex: ANY_ANTD, message: CATALOGUE_MESSAGE }, ...REACT_ROUTER_PATTERNS] },
      ],
      'no-restricted-syntax': ['error', ...dynamicImportOf(ANY_ANTD, CATALOGUE_MESSAGE)],
    },
  },
]);
