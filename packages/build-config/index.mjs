import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedPackageAliases, sharedConfig } from './shared.mjs';
import { BuildInfoPlugin } from './buildInfoPlugin.mjs';
import { AntdStylesPlugin } from './antdStyles.mjs';
import { ChunkMapPlugin } from './chunkMapPlugin.mjs';
import { sourceRule } from './sourceRule.mjs';
import { here } from './paths.mjs';

/**
 * The federation plugin injects its runtime by the absolute path of each package's CommonJS build, and its packages
 * require one another as CommonJS, which the bundler cannot tree-shake. Each package ships an ES module build beside
 * it (index.js next to index.cjs): point every request for them there. With `optimization.target: 'web'` the Node.js
 * script loaders then fall away too.
 */
function federationRuntimeEsmAlias() {
  const alias = {};
  const esmOf = (cjs) => [cjs.replace(/\.cjs$/, '.js'), cjs.replace(/\.cjs$/, '.mjs')].find((f) => f !== cjs && fs.existsSync(f)) ?? cjs;
  const add = (request, cjs) => {
    const esm = esmOf(cjs);
    if (cjs !== esm) alias[`${request}$`] = esm;
  };
  let from = createRequire(import.meta.url);
  const enhanced = from.resolve('@module-federation/enhanced/rspack');
  from = createRequire(enhanced);
  const runtimeTools = from.resolve('@module-federation/runtime-tools');
  const chain = createRequire(runtimeTools);
  const bundlerRuntime = chain.resolve('@module-federation/webpack-bundler-runtime');
  add(bundlerRuntime, bundlerRuntime);
  const runtime = createRequire(bundlerRuntime).resolve('@module-federation/runtime');
  add('@module-federation/runtime', runtime);
  add(runtime, runtime);
  add('@module-federation/enhanced/runtime', runtime);
  const runtimeCore = createRequire(runtime).resolve('@module-federation/runtime-core');
  add('@module-federation/runtime-core', runtimeCore);
  const fromCore = createRequire(runtimeCore);
  add('@module-federation/sdk', fromCore.resolve('@module-federation/sdk'));
  // the codes without their descriptions (runtime/errorCodes.mjs), which re-exports the codes from the package's build
  const errorCodes = esmOf(fromCore.resolve('@module-federation/error-codes'));
  alias['@module-federation/error-codes$'] = path.join(here, 'runtime/errorCodes.mjs');
  alias['mf-error-codes-original$'] = path.join(path.dirname(errorCodes), 'error-codes.mjs');
  const inject = from.resolve('@module-federation/inject-external-runtime-core-plugin');
  add(inject, inject);
  return alias;
}

/** The federation container name of an app (see also apps/shell/src/federation/loadRemoteRoutes.ts). */
export const containerName = (app) => `shop_${app}`;
export { createServerConfig } from './server.mjs';

/**
 * Rspack config for one app of the shop.
 * - kind 'host' (the shell): no build-time remotes; remotes come from /remotes.json at run time.
 * - kind 'remote': exposes './routes' (its route table) and nothing else; the standalone entry is a dev frame.
 * Env: BUILD_OUT (output folder, default dist), APP_VERSION, PUBLIC_PATH (host only: where its assets live).
 */
export function createAppConfig({ name, appDir, kind, port }) {
  const isHost = kind === 'host';
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  // a remote built for the site runs only inside the shell (alone in dev, it runs in its own frame)
  const runsInShell = !isHost && mode === 'production';
  const version = process.env.APP_VERSION || 'dev';
  const buildTime = new Date().toISOString();
  const outDir = process.env.BUILD_OUT ? path.resolve(process.env.BUILD_OUT) : path.join(appDir, 'dist');
  const routeTablePath = path.join(appDir, 'src/routeTable.json');
  const routeTable = fs.existsSync(routeTablePath) ? JSON.parse(fs.readFileSync(routeTablePath, 'utf8')) : null;

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name,
    mode,
    context: appDir,
    entry: { main: isHost ? './src/index.ts' : './src/standalone.tsx' },
    devtool: process.env.SOURCE_MAP ? 'source-map' : mode === 'production' ? false : 'cheap-module-source-map',
    output: {
      path: outDir,
      uniqueName: containerName(name),
      // a remote's files sit next to its remoteEntry.js wherever it is deployed ('auto'); alone in dev, the dev server
      // serves them at the root, and 'auto' would look for them under a deep page's path (/vona2/detail/main.js)
      publicPath: isHost ? process.env.PUBLIC_PATH || '/' : runsInShell ? 'auto' : '/',
      filename: '[name].[contenthash:8].js',
      // Chunks are named by id alone: every build is deployed into a folder of its own, named by its version (which
      // carries the source hash), so a chunk's URL never serves other content and the gateway caches it for a year.
      // A content hash in each name would only make the runtime carry an id -> hash table of every chunk (1.7 KB
      // gzip on every first visit).
      chunkFilename: '[id].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[id].css',
      // the server build of the same app (server.mjs) writes server/ into this folder too
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...sharedPackageAliases(appDir), ...federationRuntimeEsmAlias() },
    },
    module: {
      rules: [
        sourceRule({ targets: 'chrome >= 100, edge >= 100, firefox >= 100, safari >= 15', development: mode === 'development' }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset' },
      ],
    },
    // minSize 6000 rather than the default 20 KB: shared modules are async chunks of their own, and a helper they have
    // in common (antd's icon base, its _util hooks) gets a chunk of its own once it reaches 6 KB instead of being
    // copied into every one of them; a smaller one is still copied.
    optimization: {
      splitChunks: { chunks: 'async', minSize: 6000 },
      // JS only: the CSS minifier (lightningcss) writes numbers with six significant digits, so antd's extracted
      // line height 21/13 (1.6153846...) became 1.61538 and every antd text line 20.9999px instead of 21px, and with
      // rspack's default CSS target it wrote each logical property out again per direction with :lang() lists (the
      // grid's CSS 1 MB instead of 90 KB). The extracted CSS is compact already, and deploys compress every file.
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin()],
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
        __BUILD_TIME__: JSON.stringify(buildTime),
      }),
      new ModuleFederationPlugin({
        // container names are JS identifiers: 'return' is a keyword, and a prefix keeps them off common globals
        name: containerName(name),
        filename: 'remoteEntry.js',
        exposes: isHost ? {} : { './routes': './src/routes.tsx' },
        remotes: {},
        shared: sharedConfig(appDir, { hostProvides: runsInShell }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        // The federation runtime core (about 20 KB gzip) is loaded once, by the shell, which hands it to each remote:
        // a remote's remoteEntry.js no longer carries a copy of its own. A remote running alone in dev keeps its own.
        experiments: {
          asyncStartup: true,
          // a remote loads no remotes of its own: its bundler runtime leaves that code out (the federation runtime
          // core it runs on is the shell's, which keeps it)
          optimization: { target: 'web', ...(runsInShell ? { disableRemote: true } : {}) },
          ...(isHost ? { provideExternalRuntime: true } : runsInShell ? { externalRuntime: true } : {}),
        },
        runtimePlugins: isHost ? [path.join(here, 'runtime/remoteFallbackPlugin.mjs')] : [],
      }),
      new rspack.HtmlRspackPlugin({
        template: path.join(here, 'index.html'),
        title: '铭工商城',
      }),
      new BuildInfoPlugin({ app: name, version, buildTime, routeTable }),
      new AntdStylesPlugin(),
      new ChunkMapPlugin(),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: process.env.API_ORIGIN || 'http://localhost:3000', changeOrigin: true }],
    },
  };
  return config;
}
