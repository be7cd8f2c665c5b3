import path from 'node:path';
import { ANTD_ENTRIES } from './antdComponents.mjs';
import { here, requireFrom } from './paths.mjs';

const REACT_ROUTER_SUBSET = path.join(here, 'shared/react-router.mjs');
/** Share key -> the module that provides it as a list of exports, and the package file that list re-exports from. */
const RTK_SUBSETS = {
  '@reduxjs/toolkit': { module: 'shared/redux-toolkit.mjs', alias: 'redux-toolkit-package', file: 'dist/redux-toolkit.modern.mjs' },
  '@reduxjs/toolkit/query': { module: 'shared/redux-toolkit-query.mjs', alias: 'redux-toolkit-query-package', file: 'dist/query/rtk-query.modern.mjs' },
  '@reduxjs/toolkit/query/react': {
    module: 'shared/redux-toolkit-query-react.mjs',
    alias: 'redux-toolkit-query-react-package',
    file: 'dist/query/react/rtk-query-react.modern.mjs',
  },
};

/**
 * Where the subset modules find the whole packages: aliases the share keys do not match, pointing at react-router's
 * ES module build (its production build; the package's export map always names the development one, which is the
 * same code with development warnings) and at @reduxjs/toolkit's.
 */
export function sharedPackageAliases(appDir) {
  const pkgDir = path.dirname(requireFrom(appDir).resolve('react-router/package.json'));
  const alias = { 'react-router-package$': path.join(pkgDir, 'dist/production/index.mjs') };
  // @reduxjs/toolkit's ES module builds, which its export map names for `import`
  const rtkDir = path.dirname(requireFrom(appDir).resolve('@reduxjs/toolkit/package.json'));
  for (const s of Object.values(RTK_SUBSETS)) alias[`${s.alias}$`] = path.join(rtkDir, s.file);
  return alias;
}

/**
 * The federation share scope every app uses. One copy of each of these reaches the browser: the shell provides them
 * (shareStrategy 'loaded-first'), remotes consume the shell's. Trailing-slash keys catch subpath imports such as
 * `react/jsx-runtime` or `@reduxjs/toolkit/query/react`, which are otherwise bundled a second time. Icons are not
 * shared one by one: antd's components import some fifty of them, and a share-table row for each cost every first
 * visit about 3 KB gzip; an icon holds no state, so a copy in a remote's chunk is harmless.
 */
export function sharedConfig(appDir, { hostProvides = false } = {}) {
  const require = requireFrom(appDir);
  const versionOf = (pkg) => {
    try {
      return require(`${pkg}/package.json`).version;
    } catch {
      return undefined;
    }
  };
  const libOfVersion = (v) => ({ singleton: true, requiredVersion: v ? `^${v}` : false });
  const lib = (pkg) => libOfVersion(versionOf(pkg));
  const shared = {};
  const libs = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'antd', '@ant-design/cssinjs', '@ant-design/icons'];
  const withSubpaths = ['react', 'react-dom', '@reduxjs/toolkit'];
  for (const entry of ANTD_ENTRIES) shared[`antd/es/${entry}`] = lib('antd');
  for (const pkg of libs) shared[pkg] = lib(pkg);
  for (const pkg of withSubpaths) shared[`${pkg}/`] = lib(pkg);
  // react-router is provided from the list of exports the shop uses (shared/react-router.mjs), which the bundler can
  // tree-shake; `version` says which react-router it is, since the module itself lives in this package.
  const routerVersion = versionOf('react-router');
  shared['react-router'] = { ...libOfVersion(routerVersion), import: REACT_ROUTER_SUBSET, version: routerVersion };
  // @reduxjs/toolkit and its two query entries likewise (their subset modules list what the shop and RTK Query use)
  const rtkVersion = versionOf('@reduxjs/toolkit');
  for (const [key, s] of Object.entries(RTK_SUBSETS)) {
    shared[key] = { ...libOfVersion(rtkVersion), import: path.join(here, s.module), version: rtkVersion };
  }
  // Workspace packages: `workspace:*` is not a semver range, so they are matched by name only.
  for (const pkg of ['@shop/shared-ui', '@shop/session', '@shop/validation', '@shop/api-clients']) {
    shared[pkg] = { singleton: true, requiredVersion: false };
  }
  // @shop/shared-ui's subpath entries (login-form, dialogs, ...) are shared one by one, so a page loads only the ones
  // it imports; the shell provides them all (apps/shell/src/federation/provideSharedUi.ts).
  shared['@shop/shared-ui/'] = { singleton: true, requiredVersion: false };
  // @shop/api-clients' subpath entries (order/api, cim/api, user/wechatApi ...) likewise: each injects endpoints into
  // the one shopApi, so a remote must use the shell's (apps/shell/src/federation/provideSharedApiClients.ts).
  shared['@shop/api-clients/'] = { singleton: true, requiredVersion: false };
  // A remote built for production runs only inside the shell, which provides every key below (the shell's tests keep
  // its lists whole): the remote then consumes them without bundling a fallback copy of its own, so its remoteEntry.js
  // carries no table of them and its build skips them. Icons keep their fallback: the shell provides only what it
  // imports itself. (A remote's own code imports no react-dom: the dev frame's createRoot comes through shared-ui.)
  if (hostProvides) {
    for (const [key, cfg] of Object.entries(shared)) {
      if (key.startsWith('@ant-design/icons')) continue;
      shared[key] = { ...cfg, import: false };
    }
  }
  return shared;
}
