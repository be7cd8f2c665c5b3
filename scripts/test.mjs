// `pnpm test` on a fresh machine: install, typecheck, lint, every jest project (units + API integration on PGlite, and on
// PostgreSQL too when DATABASE_URL is set), then the Playwright journeys in Debian's chromium. Ends with the line
// `N passed, N failed` summed over all suites, and a non-zero exit when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, '.test-results');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts }).status ?? 1;
const must = (cmd, args, opts) => {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${status})`);
    console.log('0 passed, 1 failed');
    process.exit(status);
  }
};
const step = (name) => console.log(`\n=== ${name} ===`);

if (!fs.existsSync(path.join(root, 'node_modules/.modules.yaml'))) {
  step('install');
  must('pnpm', ['install', '--frozen-lockfile']);
}
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  step('install chromium (Debian package)');
  must('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null']);
}

const results = [];

step('typecheck');
const tc = run('pnpm', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']);
results.push({ suite: 'typecheck', passed: tc === 0 ? 1 : 0, failed: tc === 0 ? 0 : 1 });

step('lint (eslint, prettier, the boundary rules)');
const lint = run('pnpm', ['lint']);
results.push({ suite: 'lint', passed: lint === 0 ? 1 : 0, failed: lint === 0 ? 0 : 1 });

step('jest (units and API integration)');
const jestJson = path.join(out, 'jest.json');
run('pnpm', ['exec', 'jest', '--ci', '--forceExit', '--json', `--outputFile=${jestJson}`], {
  env: { ...process.env, NODE_NO_WARNINGS: '1' },
});
try {
  const j = JSON.parse(fs.readFileSync(jestJson, 'utf8'));
  results.push({ suite: 'jest', passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0) });
} catch {
  results.push({ suite: 'jest', passed: 0, failed: 1 });
}

step('playwright (browser journeys)');
const e2eJson = path.join(out, 'e2e.json');
run('pnpm', ['--filter', '@shop/e2e', 'test'], { env: { ...process.env, E2E_JSON: e2eJson, CHROMIUM_PATH: chromium } });
try {
  const e = JSON.parse(fs.readFileSync(e2eJson, 'utf8'));
  const s = e.stats;
  results.push({ suite: 'playwright', passed: s.expected + (s.flaky ?? 0), failed: s.unexpected });
} catch {
  results.push({ suite: 'playwright', passed: 0, failed: 1 });
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.suite}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
