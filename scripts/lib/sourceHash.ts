import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.turbo']);

function walk(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (!/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
}

/** Hash of everything that goes into an app's bundle: its sources, the shared packages and the lockfile. */
export function sourceHash(root: string, app: string): string {
  const files: string[] = [];
  walk(path.join(root, 'apps', app, 'src'), files);
  files.push(path.join(root, 'apps', app, 'rspack.config.mjs'), path.join(root, 'apps', app, 'package.json'));
  for (const pkg of ['shared-ui', 'session', 'validation', 'api-clients', 'build-config']) walk(path.join(root, 'packages', pkg), files);
  files.push(path.join(root, 'pnpm-lock.yaml'));
  const h = crypto.createHash('sha256');
  for (const f of files.sort()) {
    if (!fs.existsSync(f)) continue;
    h.update(path.relative(root, f));
    h.update(fs.readFileSync(f));
  }
  return h.digest('hex').slice(0, 12);
}
