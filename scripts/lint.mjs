// `pnpm lint`: ESLint (no warning passes), Prettier's check, and the boundary rules' own test (scripts/eslint). Each
// runs even when an earlier one failed, so that one run lists every finding; the exit code is non-zero if any failed.
// No ESLint cache: the boundary rule reads the workspace's package names, which a cached file would not see change.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const steps = [
  ['eslint', ['pnpm', 'exec', 'eslint', '--max-warnings', '0', '.']],
  ['prettier', ['pnpm', 'exec', 'prettier', '--check', '--log-level', 'warn', '.']],
  ['boundary rules', [process.execPath, '--test', '--test-reporter', 'dot', 'scripts/eslint/']],
];

let failed = 0;
for (const [name, [cmd, ...args]] of steps) {
  const started = Date.now();
  const status = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
  console.log(`lint: ${name} ${status === 0 ? 'passed' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
