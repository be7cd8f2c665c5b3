import fs from 'node:fs';
import { APPS, readState, versionDir } from '../apps/gateway/src/deployState';
import { readSettings, REPO_ROOT } from '../apps/gateway/src/settings';
import { deployApp } from './lib/deployApp';
import { sourceHash } from './lib/sourceHash';

/** Builds and deploys every app whose deployed build is missing or older than its sources. */
const { deployDir } = readSettings();
const state = readState(deployDir);
for (const app of APPS) {
  const d = state.apps[app];
  const fresh = d && fs.existsSync(versionDir(deployDir, app, d.current)) && d.sourceHash === sourceHash(REPO_ROOT, app);
  if (fresh) console.log(`[deploy] ${app} ${d.current} is up to date`);
  else deployApp(REPO_ROOT, deployDir, app);
}
