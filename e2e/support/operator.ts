import { spawn } from 'node:child_process';
import { REPO_ROOT } from './paths';

/** Runs a root package script (deploy:remote, rollback:remote) against this run's DEPLOY_DIR, as an operator would. */
export function pnpmScript(script: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', [script, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DEPLOY_DIR: process.env.E2E_DEPLOY_DIR, NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pnpm ${script} ${args.join(' ')} exited ${code}:\n${out.slice(-3000)}`)),
    );
  });
}
