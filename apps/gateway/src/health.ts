import fs from 'node:fs';
import path from 'node:path';
import { readState, versionDir, REMOTES, type AppName } from './deployState';

export interface AppHealth {
  app: string;
  version: string;
  buildTime: string;
  status: 'ok';
}

/** check_health of one app: its deployed build's own build-info.json, or null when it is not deployed. */
export function appHealth(deployDir: string, app: AppName): AppHealth | null {
  const d = readState(deployDir).apps[app];
  if (!d) return null;
  try {
    const info = JSON.parse(fs.readFileSync(path.join(versionDir(deployDir, app, d.current), 'build-info.json'), 'utf8'));
    return { app, version: d.current, buildTime: String(info.buildTime), status: 'ok' };
  } catch {
    return null;
  }
}

export const HEALTH_APPS: AppName[] = [...REMOTES, 'shell'];
