import { createRequire } from 'node:module';
import { ANTD_ENTRIES } from './antdComponents.mjs';

/**
 * The federation share scope every app uses. One copy of each of these reaches the browser: the shell provides them
 * (shareStrategy 'loaded-first'), remotes consume the shell's. Trailing-slash keys catch subpath imports such as
 * `react/jsx-runtime` or `@reduxjs/toolkit/query/react`, which are otherwise bundled a second time.
 */
export function sharedConfig(appDir) {
  const require = createRequire(appDir + '/package.json');
  const versionOf = (pkg) => {
    try {
      return require(`${pkg}/package.json`).version;
    } catch {
      return undefined;
    }
  };
  const lib = (pkg) => {
    const v = versionOf(pkg);
    return { singleton: true, requiredVersion: v ? `^${v}` : false };
  };
  const shared = {};
  const libs = ['react', 'react-dom', 'react-router', '@reduxjs/toolkit', 'react-redux', 'antd', '@ant-design/cssinjs', '@ant-design/icons'];
  const withSubpaths = ['react', 'react-dom', 'react-router', '@reduxjs/toolkit', '@ant-design/icons'];
  for (const entry of ANTD_ENTRIES) shared[`antd/es/${entry}`] = lib('antd');
  for (const pkg of libs) shared[pkg] = lib(pkg);
  for (const pkg of withSubpaths) shared[`${pkg}/`] = lib(pkg);
  // Workspace packages: `workspace:*` is not a semver range, so they are matched by name only.
  for (const pkg of ['@shop/shared-ui', '@shop/session', '@shop/validation', '@shop/api-clients']) {
    shared[pkg] = { singleton: true, requiredVersion: false };
  }
  return shared;
}
