// Cold production build time of each app (dist removed first, `pnpm exec rspack build`, one app at a time: the
// machine has 2 cores) and the total. Builds go to each app's own dist/, never to a deploy folder.
// Usage: node bench/build-time.mjs [app ...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { emitSummary, REPO_ROOT } from './lib/gateway.mjs';

const ALL = ['shell', 'vona2', 'my', 'order', 'return', 'account'];
const apps = process.argv.slice(2).length ? process.argv.slice(2) : ALL;

function dirBytes(dir) {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    total += e.isDirectory() ? dirBytes(p) : fs.statSync(p).size;
  }
  return total;
}

const results = [];
for (const app of apps) {
  const appDir = path.join(REPO_ROOT, 'apps', app);
  const dist = path.join(appDir, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const res = spawnSync('pnpm', ['exec', 'rspack', 'build'], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NODE_NO_WARNINGS: '1', BUILD_OUT: '', APP_VERSION: 'bench' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (res.status !== 0) {
    console.error(`build of ${app} failed:\n${res.stderr.toString().slice(-2000)}`);
    results.push({ app, seconds: null, ok: false });
    continue;
  }
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js')).length;
  results.push({ app, seconds, ok: true, jsFiles: files, distKB: dirBytes(dist) / 1024 });
  console.error(`[bench] ${app} built in ${seconds.toFixed(1)} s`);
}

const total = results.reduce((a, r) => a + (r.seconds ?? 0), 0);
console.log('\nCold production build (rspack, one app at a time)');
console.log('app       seconds   js files   dist KB');
for (const r of results) {
  console.log(
    `${r.app.padEnd(8)} ${r.ok ? r.seconds.toFixed(1).padStart(8) : '  FAILED'} ${String(r.jsFiles ?? '-').padStart(10)} ${r.ok ? r.distKB.toFixed(0).padStart(9) : ''}`,
  );
}
console.log(`total    ${total.toFixed(1).padStart(8)}`);
emitSummary('build-time', {
  apps: results.map((r) => ({ app: r.app, seconds: r.seconds && +r.seconds.toFixed(1) })),
  totalSeconds: +total.toFixed(1),
});
if (results.some((r) => !r.ok)) process.exitCode = 1;
