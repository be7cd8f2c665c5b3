// `pnpm start` on a fresh clone: install, build what is not built, migrate + seed, serve at http://localhost:3000.
// It is the local shop: the sandboxes (WeChat login, later payments, SMS, mail) are on unless SANDBOXES says
// otherwise; the gateway refuses to start with them on under NODE_ENV=production.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!fs.existsSync(path.join(root, 'node_modules/.modules.yaml'))) run('pnpm', ['install', '--frozen-lockfile']);
run('pnpm', ['exec', 'tsx', 'scripts/ensureDeployed.ts']);
run('pnpm', ['exec', 'tsx', 'apps/gateway/src/main.ts'], { env: { ...process.env, SANDBOXES: process.env.SANDBOXES ?? '1' } });
