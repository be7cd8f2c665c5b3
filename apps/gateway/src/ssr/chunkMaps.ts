import fs from 'node:fs';
import path from 'node:path';
import { versionDir, type AppName } from '../deployState';

/** chunks.json of a build (packages/build-config/chunkMapPlugin.mjs). */
export interface ChunkMap {
  startup: { js: string[]; css: string[] };
  pages: Record<string, { js: string[]; css: string[] }>;
}
/** What of mf-manifest.json the hints need: the remote entry and the chunks of the exposed './routes'. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}
export interface RouteTable {
  routes: { path: string; page: string; title?: string; login?: boolean }[];
}

// A version folder never changes once deployed (deploys make a new one), so what was read of it stays true.
const cache = new Map<string, unknown>();
function readJson<T>(file: string): T | null {
  if (!cache.has(file)) {
    try {
      cache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      cache.set(file, null);
    }
  }
  return cache.get(file) as T | null;
}

export function chunkMapOf(deployDir: string, app: AppName, version: string): ChunkMap | null {
  return readJson<ChunkMap>(path.join(versionDir(deployDir, app, version), 'chunks.json'));
}
export function manifestOf(deployDir: string, app: AppName, version: string): Manifest | null {
  return readJson<Manifest>(path.join(versionDir(deployDir, app, version), 'mf-manifest.json'));
}
export function routeTableOf(deployDir: string, app: AppName, version: string): RouteTable | null {
  return readJson<RouteTable>(path.join(versionDir(deployDir, app, version), 'routes.json'));
}
