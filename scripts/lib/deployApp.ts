import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { activate, pruneOldVersions, versionDir, type AppName } from '../../apps/gateway/src/deployState';
import { unmetSharedNeeds } from '../../apps/gateway/src/sharedNeeds';
import { compressAssets } from './compressAssets';
import { sourceHash } from './sourceHash';

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

function newVersion(hash: string): string {
  const t = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  return `${t}-${hash.slice(0, 6)}`;
}

/**
 * Builds one app into DEPLOY_DIR/<app>/<version> (through a temporary folder, renamed when complete) and then
 * atomically repoints the deploy state at it. No other app is built or touched. A remote whose shared modules the live
 * shell does not provide (a new antd entry, a bumped React) is refused and nothing changes: deploy the shell first.
 */
export function deployApp(root: string, deployDir: string, app: AppName): string {
  const hash = sourceHash(root, app);
  let version = newVersion(hash);
  while (fs.existsSync(versionDir(deployDir, app, version))) version += 'b';
  const finalDir = versionDir(deployDir, app, version);
  const tmpDir = `${finalDir}.building`;
  const started = Date.now();
  const res = spawnSync('pnpm', ['exec', 'rspack', 'build'], {
    cwd: path.join(root, 'apps', app),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_NO_WARNINGS: '1',
      BUILD_OUT: tmpDir,
      APP_VERSION: version,
      PUBLIC_PATH: `/apps/${app}/${version}/`,
    },
  });
  if (res.status !== 0) {
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw new Error(`build of ${app} failed`);
  }
  if (app !== 'shell') {
    const unmet = unmetSharedNeeds(deployDir, tmpDir);
    if (unmet.length > 0) {
      fs.rmSync(tmpDir, { recursive: true, force: true });
      throw new Error(`${app} not deployed: the live shell cannot serve it; deploy the shell first.\n  ${unmet.join('\n  ')}`);
    }
  }
  // brotli and gzip files beside the originals, before the folder goes live: the gateway serves them as they are
  const packed = compressAssets(tmpDir);
  console.log(
    `[deploy] ${app}: ${packed.files} files compressed once (${kb(packed.rawBytes)} KB -> br ${kb(packed.brBytes)} KB, gzip ${kb(packed.gzBytes)} KB)`,
  );
  fs.renameSync(tmpDir, finalDir);
  let prefixes: string[] | undefined;
  const routesFile = path.join(finalDir, 'routes.json');
  if (fs.existsSync(routesFile)) prefixes = JSON.parse(fs.readFileSync(routesFile, 'utf8')).prefixes;
  activate(deployDir, app, version, { sourceHash: hash, ...(prefixes ? { prefixes } : {}) });
  pruneOldVersions(deployDir, app, 5);
  console.log(`[deploy] ${app} ${version} live (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return version;
}
