import { APPS, isAppName, rollback } from '../apps/gateway/src/deployState';
import { readSettings } from '../apps/gateway/src/settings';

/** pnpm rollback:remote <app> [version]: repoint an app at its previous (or the named) version. */
const [name, to] = process.argv.slice(2);
if (!name || !isAppName(name)) {
  console.error(`usage: pnpm rollback:remote <${APPS.join('|')}> [version]`);
  process.exit(2);
}
const { deployDir } = readSettings();
try {
  const state = rollback(deployDir, name, to);
  console.log(`[rollback] ${name} now at ${state.apps[name]?.current}`);
} catch (error) {
  console.error(`[rollback] ${(error as Error).message}`);
  process.exit(1);
}
