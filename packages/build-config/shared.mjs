import path from 'node:path';
import { ANTD_ENTRIES } from './antdComponents.mjs';
import { here, requireFrom } from './paths.mjs';

/**
 * Packages shared as a list of the exports the shop uses (module federation never tree-shakes a shared module; a
 * list, a module of this package, is). Share key -> that module, the alias it re-exports from (one the share keys do
 * not match), and the package file behind the alias.
 */
const SUBSETS = {
  // react-router's production build: the export map always names the development one, the same code with warnings
  'react-router': {
    module: 'shared/react-router.mjs',
    alias: 'react-router-package',
    pkg: 'react-router',
    file: 'dist/production/index.mjs',
  },
  // @reduxjs/toolkit's ES module builds, which its export map names for `import`
  '@reduxjs/toolkit': {
    module: 'shared/redux-toolkit.mjs',
    alias: 'redux-toolkit-package',
    pkg: '@reduxjs/toolkit',
    file: 'dist/redux-toolkit.modern.mjs',
  },
  '@reduxjs/toolkit/query': {
    module: 'shared/redux-toolkit-query.mjs',
    alias: 'redux-toolkit-query-package',
    pkg: '@reduxjs/toolkit',
    file: 'dist/query/rtk-query.modern.mjs',
  },
  '@reduxjs/toolkit/query/react': {
    module: 'shared/redux-toolkit-query-react.mjs',
    alias: 'redux-toolkit-query-react-package',
    pkg: '@reduxjs/toolkit',
    file: 'dist/query/react/rtk-query-react.modern.mjs',
  },
};

/** Where the subset modules find the whole packages (resolved the way `appDir`'s code resolves them). */
export function sharedPackageAliases(appDir) {
  const require = requireFrom(appDir);
  const alias = {};
  for (const s of Object.values(SUBSETS)) {
    alias[`${s.alias}$`] = path.join(path.dirname(require.resolve(`${s.pkg}/package.json`)), s.file);
  }
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
  const libs = ['react', 'react-dom', 'react-redux', 'antd', '@ant-design/cssinjs', '@ant-design/icons'];
  const withSubpaths = ['react', 'react-dom', '@reduxjs/toolkit'];
  for (const entry of ANTD_ENTRIES) shared[`antd/es/${entry}`] = lib('antd');
  for (const pkg of libs) shared[pkg] = lib(pkg);
  for (const pkg of withSubpaths) shared[`${pkg}/`] = lib(pkg);
  // the packages shared as export lists: `version` says which package it is, since the module lives in this one
  for (const [key, s] of Object.entries(SUBSETS)) {
    const version = versionOf(s.pkg);
    shared[key] = { ...libOfVersion(version), import: path.join(here, s.module), version };
  }
  // Workspace packages: `workspace:*` is not a semver range, so they are matched by name only.
  for (const pkg of ['@shop/shared-ui', '@shop/session', '@shop/validation', '@shop/api-clients', '@shop/routes']) {
    shared[pkg] = { singleton: true, requiredVersion: false };
  }
  // @shop/shared-ui's subpath entries (login-form, dialogs, ...) are shared one by one, so a page loads only the ones
  // it imports; the shell provides them all (apps/shell/src/federation/provideSharedUi.ts).
  shared['@shop/shared-ui/'] = { singleton: true, requiredVersion: false };
  // @shop/api-clients' subpath entries (order/api, cim/api, user/wechatApi ...) likewise: each injects endpoints into
  // the one shopApi, so a remote must use the shell's (apps/shell/src/federation/provideSharedApiClients.ts).
  shared['@shop/api-clients/'] = { singleton: true, requiredVersion: false };
  // A remote built for production runs only inside the shell, which provides every key above (the shell's tests keep
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
