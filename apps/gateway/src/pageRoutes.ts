import fs from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { readState, REMOTES, versionDir, type DeployState } from './deployState';

/** The shell's own pages (its router owns these; remotes' come from their deployed routes.json). */
export const SHELL_PATHS = ['/', '/msm-common/header', '/msm-common/footer'];

interface RouteTableFile {
  app: string;
  prefixes: string[];
  routes: { path: string }[];
}

const tableCache = new Map<string, RouteTableFile | null>();
function routeTable(deployDir: string, app: (typeof REMOTES)[number], version: string): RouteTableFile | null {
  const key = `${app}@${version}`;
  if (!tableCache.has(key)) {
    try {
      tableCache.set(key, JSON.parse(fs.readFileSync(path.join(versionDir(deployDir, app, version), 'routes.json'), 'utf8')));
    } catch {
      tableCache.set(key, null);
    }
  }
  return tableCache.get(key) ?? null;
}

/** Every page path the deployed site answers, for a server-side 200 / 404 without running any JavaScript. */
export function knownPagePaths(deployDir: string, state: DeployState = readState(deployDir)): string[] {
  const paths = [...SHELL_PATHS];
  for (const app of REMOTES) {
    const d = state.apps[app];
    if (!d) continue;
    const t = routeTable(deployDir, app, d.current);
    if (t) paths.push(...t.routes.map((r) => r.path));
  }
  return paths;
}

export function isKnownPage(paths: string[], pathname: string): boolean {
  return !!matchRoutes(
    paths.map((p) => ({ path: p })),
    pathname,
  );
}
