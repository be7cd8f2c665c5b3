/* One jest run over every workspace project; each project picks its environment. */
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    },
  ],
  '@electric-sql/pglite/dist/.+\\.cjs$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
  // TypeBox 1.x (the API contracts' schemas) ships ESM only, as .mjs
  'typebox/build/.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
};
// ESM-only dependencies that jest (CommonJS) must compile too; pnpm nests real packages under node_modules/.pnpm.
const ESM_ONLY = [
  'content-disposition',
  'cookie',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  'peek-readable',
  'typebox',
];
// CommonJS builds that load modules with import(), which jest's CommonJS runtime only runs once compiled to require().
const DYNAMIC_IMPORT = ['@fastify/cookie', '@electric-sql/pglite'];
const transformIgnorePatterns = [`/node_modules/(?!\\.pnpm/|(${[...ESM_ONLY, ...DYNAMIC_IMPORT].join('|')})/)`];
const common = {
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
const project = (dir, env, extra = {}) => ({
  ...common,
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: env === 'jsdom' ? '<rootDir>/../../jest.env.jsdom.cjs' : env,
  setupFilesAfterEnv: env === 'jsdom' ? ['<rootDir>/../../jest.setup.dom.ts'] : [],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/../../jest.styleStub.cjs',
    // antd's `es/` builds are ESM, which jest's CommonJS runtime cannot load: the same files from `lib/`
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
    // test-only helpers: a devDependency of the apps, but shared-ui's own tests reach it by this path (shared-ui
    // cannot depend on it: @shop/test-support renders inside shared-ui's providers, and a cycle breaks pnpm and turbo)
    '^@shop/test-support$': '<rootDir>/../../packages/test-support/src/index.ts',
  },
  globals: { __APP_NAME__: 'test', __APP_VERSION__: 'test-version', __BUILD_TIME__: '2026-01-01T00:00:00.000Z' },
  // generous per-test limit for the same reason (rendering antd under load); no test asserts on time
  testTimeout: 30000,
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  ...extra,
});
module.exports = {
  testTimeout: 30000,
  projects: [
    project('packages/validation', 'node'),
    project('packages/session', 'jsdom'),
    project('packages/api-clients', 'node'),
    project('packages/routes', 'node'),
    project('packages/format', 'node'),
    project('packages/ssr', 'node'),
    project('packages/test-support', 'node'),
    project('packages/shared-ui', 'jsdom'),
    project('apps/shell', 'jsdom'),
    project('apps/vona2', 'jsdom'),
    project('apps/my', 'jsdom'),
    project('apps/order', 'jsdom'),
    project('apps/return', 'jsdom'),
    project('apps/account', 'jsdom'),
    project('apps/api', 'node'),
    project('apps/gateway', 'node'),
  ],
};
