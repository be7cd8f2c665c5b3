import path from 'node:path';
import { ANTD_ENTRIES } from './antdComponents.mjs';
import { here, requireFrom } from './paths.mjs';

const REACT_ROUTER_SUBSET = path.join(here, 'shared/react-router.mjs');

/**
 * Where the subset module finds the whole package: an alias the share keys do not match, pointing at react-router's
 * ES module build (its production build; the package's export map always names the development one, which is the
 * same code with development warnings).
 */
export function reactRouterPackageAlias(appDir) {
  const pkgDir = path.dirname(requireFrom(appDir).resolve('react-router/package.json'));
  return { 'react-router-package$': path.join(pkgDir, 'dist/production/index.mjs') };
}

/**
 * The federation share scope every app uses. One copy of each of these reaches the browser: the shell provides them
 * (shareStrategy 'loaded-first'), remotes consume the shell's. Trailing-slash keys catch subpath imports such as
 * `react/jsx-runtime` or `@reduxjs/toolkit/query/react`, which are otherwise bundled a second time.
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
  const withSubpaths = ['react', 'react-dom', '@reduxjs/toolkit', '@ant-design/icons'];
  for (const entry of ANTD_ENTRIES) shared[`antd/es/${entry}`] = lib('antd');
  for (const pkg of libs) shared[pkg] = lib(pkg);
  for (const pkg of withSubpaths) shared[`${pkg}/`] = lib(pkg);
  // react-router is provided from the list of exports the shop uses (shared/react-router.mjs), which the bundler can
  // tree-shake; `version` says which react-router it is, since the module itself lives in this package.
  const routerVersion = versionOf('react-router');
  shared['react-router'] = { ...libOfVersion(routerVersion), import: REACT_ROUTER_SUBSET, version: routerVersion };
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
  // carries no table of them and its build skips them. Icons keep their fallback: the shell provides only the icons it
  // renders itself. (A remote's own code imports no react-dom: the dev frame's createRoot comes through shared-ui.)
  if (hostProvides) {
    for (const [key, cfg] of Object.entries(shared)) {
      if (key === '@ant-design/icons/') continue;
      shared[key] = { ...cfg, import: false };
    }
  }
  return shared;
}
