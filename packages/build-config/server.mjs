import path from 'node:path';
import { rspack } from '@rspack/core';
import { here, requireFrom } from './paths.mjs';
import { sourceRule } from './sourceRule.mjs';

/**
 * The Node.js build of an app that renders on the server (the shell's frame and home, the catalogue's pages):
 * `server/render.cjs` in the same version folder as the browser build, so a deploy of one app changes its server
 * rendering and its browser code together. Everything is bundled (React, react-router, Redux Toolkit, the workspace
 * packages): the gateway loads each deployed version's renderer on its own and stitches the parts, and a renderer
 * never depends on what the gateway happens to have installed. RTK Query is built with side effects in render, so a
 * render pass starts the page's queries; the renderer awaits them and renders again (see the apps' server entries).
 */
export function createServerConfig({ name, appDir, entry = './src/server.tsx' }) {
  const version = process.env.APP_VERSION || 'dev';
  const require = requireFrom(appDir);
  const outDir = process.env.BUILD_OUT ? path.resolve(process.env.BUILD_OUT) : path.join(appDir, 'dist');
  /** @type {import('@rspack/core').Configuration} */
  return {
    name: `${name}-server`,
    // after the browser build, whose output.clean empties the version folder this one writes server/ into
    dependencies: [name],
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { render: entry },
    devtool: false,
    output: {
      path: path.join(outDir, 'server'),
      filename: '[name].cjs',
      chunkFilename: '[id].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        // createApi with unstable__sideEffectsInRender: queries start during a server render pass
        '@reduxjs/toolkit/query/react$': path.join(here, 'server/rtkQueryReactServer.mjs'),
        'rtk-query-react-original$': require.resolve('@reduxjs/toolkit/query/react'),
        'rtk-query-core-original$': require.resolve('@reduxjs/toolkit/query'),
      },
    },
    module: {
      rules: [
        sourceRule({ targets: 'node 20' }),
        { test: /\.css$/, loader: path.join(here, 'emptyModuleLoader.cjs'), type: 'javascript/auto' },
        // the browser build inlines or emits images; markup naming one is not rendered on the server today
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/inline' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(version),
        __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
      // one file: a renderer is loaded once per deployed version, and lazy pages resolve without reading more files
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}
