import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { versionDir, type AppName } from '../deployState';

export interface RenderResult {
  html: string;
  state: Record<string, unknown>;
}
/** The shell's server entry (apps/shell/src/server/render.tsx). */
export interface ShellRenderer {
  render(input: { url: string; fetch: typeof fetch; slot: boolean }): Promise<RenderResult | null>;
  SSR_SLOT_MARKUP: string;
}
/** A remote's server entry (apps/vona2/src/server.tsx). */
export interface PageRenderer {
  render(input: { url: string; fetch: typeof fetch }): Promise<RenderResult | null>;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, { file: string; mod: unknown }>();

/**
 * The server renderer of one deployed version of an app (server/render.cjs of its version folder), loaded once.
 * When the app is redeployed the previous version's module is dropped, so a gateway that runs for months holds
 * one renderer per app. null: that version has no server build (then the page renders in the browser).
 */
export function rendererOf<T>(deployDir: string, app: AppName, version: string): T | null {
  const prev = loaded.get(app);
  if (prev && prev.file === path.join(versionDir(deployDir, app, version), 'server', 'render.cjs')) return prev.mod as T;
  const file = path.join(versionDir(deployDir, app, version), 'server', 'render.cjs');
  if (!fs.existsSync(file)) return null;
  if (prev) delete require.cache[prev.file];
  const mod = require(file) as unknown;
  loaded.set(app, { file, mod });
  return mod as T;
}
