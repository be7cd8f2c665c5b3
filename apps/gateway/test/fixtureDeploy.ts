import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activate } from '../src/deployState';

/** A throwaway deploy folder with fake builds: enough for the gateway to serve, without running Rspack. */
export function makeDeployDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-'));
}

export function fakeBuild(
  deployDir: string,
  app: 'shell' | 'vona2' | 'my' | 'order' | 'return' | 'account',
  version: string,
  routes?: { prefixes: string[]; paths: string[] },
) {
  const dir = path.join(deployDir, app, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ app, version, buildTime: '2026-11-21T00:00:00.000Z' }));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: app }));
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), `console.log(${JSON.stringify(app + version)})`);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
  if (app === 'shell')
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>铭工商城</title><div id="root" data-version="${version}"></div>`);
  if (routes) {
    fs.writeFileSync(
      path.join(dir, 'routes.json'),
      JSON.stringify({ app, prefixes: routes.prefixes, routes: routes.paths.map((p) => ({ path: p, page: 'P' })) }),
    );
  }
  activate(deployDir, app, version, routes ? { prefixes: routes.prefixes } : {});
}
