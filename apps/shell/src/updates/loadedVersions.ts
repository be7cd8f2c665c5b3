import type { LoadedVersions } from './buildCheck';

/** The versions this tab started with (set once by main.tsx from /remotes.json and the shell's own build). */
let loaded: LoadedVersions = { shell: __APP_VERSION__, remotes: {} };
export function setLoadedVersions(v: LoadedVersions): void {
  loaded = v;
}
export function getLoadedVersions(): LoadedVersions {
  return loaded;
}
