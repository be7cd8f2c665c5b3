import fs from 'node:fs';
import path from 'node:path';

/**
 * What is deployed: one JSON file (DEPLOY_DIR/state.json) replaced atomically by rename, so a reader sees either the
 * old or the new state, never half. /remotes.json is derived from it.
 */
export const APPS = ['shell', 'vona2', 'my', 'order', 'return', 'account'] as const;
export type AppName = (typeof APPS)[number];
export const REMOTES = APPS.filter((a) => a !== 'shell');

export interface AppDeployment {
  current: string;
  /** newest last; rollback steps back through it */
  history: string[];
  sourceHash?: string;
  prefixes?: string[];
}
export interface DeployState {
  apps: Partial<Record<AppName, AppDeployment>>;
}

export function isAppName(name: string): name is AppName {
  return (APPS as readonly string[]).includes(name);
}
export function statePath(deployDir: string): string {
  return path.join(deployDir, 'state.json');
}
export function versionDir(deployDir: string, app: AppName, version: string): string {
  return path.join(deployDir, app, version);
}

export function readState(deployDir: string): DeployState {
  try {
    return JSON.parse(fs.readFileSync(statePath(deployDir), 'utf8')) as DeployState;
  } catch {
    return { apps: {} };
  }
}

export function writeStateAtomically(deployDir: string, state: DeployState): void {
  fs.mkdirSync(deployDir, { recursive: true });
  const tmp = `${statePath(deployDir)}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  fs.writeSync(fd, JSON.stringify(state, null, 2));
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(tmp, statePath(deployDir));
}

/** Points `app` at `version` (which must be built), remembering the previous one for rollback. */
export function activate(deployDir: string, app: AppName, version: string, extra: Partial<AppDeployment> = {}): DeployState {
  if (!fs.existsSync(versionDir(deployDir, app, version))) throw new Error(`${app} ${version} is not built`);
  const state = readState(deployDir);
  const prev = state.apps[app];
  const history = (prev?.history ?? []).filter((v) => v !== version);
  history.push(version);
  state.apps[app] = { ...prev, ...extra, current: version, history };
  writeStateAtomically(deployDir, state);
  return state;
}

/** Repoints `app` at the version before the current one (or at `to`). */
export function rollback(deployDir: string, app: AppName, to?: string): DeployState {
  const state = readState(deployDir);
  const d = state.apps[app];
  if (!d) throw new Error(`${app} has never been deployed`);
  const idx = d.history.indexOf(d.current);
  const target = to ?? d.history[idx - 1];
  if (!target) throw new Error(`${app} has no earlier version to roll back to`);
  if (!fs.existsSync(versionDir(deployDir, app, target))) throw new Error(`${app} ${target} is no longer on disk`);
  // The rolled-back-from version moves to the end so that a second rollback returns to it.
  d.history = [...d.history.filter((v) => v !== d.current && v !== target), d.current, target];
  d.current = target;
  writeStateAtomically(deployDir, state);
  return state;
}

/** Keeps the newest `keep` versions of an app on disk (and never the current one), so old tabs still find chunks. */
export function pruneOldVersions(deployDir: string, app: AppName, keep = 5): string[] {
  const state = readState(deployDir);
  const d = state.apps[app];
  const dir = path.join(deployDir, app);
  if (!d || !fs.existsSync(dir)) return [];
  const keepSet = new Set([...d.history.slice(-keep), d.current]);
  const removed: string[] = [];
  for (const v of fs.readdirSync(dir)) {
    if (!keepSet.has(v)) {
      fs.rmSync(path.join(dir, v), { recursive: true, force: true });
      removed.push(v);
    }
  }
  d.history = d.history.filter((v) => !removed.includes(v));
  writeStateAtomically(deployDir, state);
  return removed;
}

export interface RemotesJson {
  remotes: Record<string, { version: string; manifest: string; prefixes: string[] }>;
}
export function remotesJson(state: DeployState): RemotesJson {
  const remotes: RemotesJson['remotes'] = {};
  for (const name of REMOTES) {
    const d = state.apps[name];
    if (!d) continue;
    remotes[name] = { version: d.current, manifest: `/apps/${name}/${d.current}/mf-manifest.json`, prefixes: d.prefixes ?? [] };
  }
  return { remotes };
}
