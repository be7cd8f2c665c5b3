import { APPS, isAppName } from '../apps/gateway/src/deployState';
import { readSettings, REPO_ROOT } from '../apps/gateway/src/settings';
import { deployApp } from './lib/deployApp';

/** pnpm deploy:remote <app> [<app>...]: build and switch one app (or several) without touching the others. */
const names = process.argv.slice(2);
if (names.length === 0 || !names.every(isAppName)) {
  console.error(`usage: pnpm deploy:remote <${APPS.join('|')}> [...]`);
  process.exit(2);
}
const { deployDir } = readSettings();
for (const name of names) deployApp(REPO_ROOT, deployDir, name as (typeof APPS)[number]);
