/** SPEC §4/§9: a page chunk that fails after a new build reloads the page, at most once per 10-second window. */
export const RELOAD_GUARD_KEY = 'msm_chunk_reload_at';
const RELOAD_GUARD_MS = 10_000;

export interface ReloadDeps {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

const browserDeps = (): ReloadDeps => ({
  now: () => Date.now(),
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/** Reloads unless a guarded reload already happened in the last 10 s; returns whether it reloaded. */
export function guardedReload(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  const now = deps.now();
  if (last && now - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(RELOAD_GUARD_KEY, String(now));
  deps.reload();
  return true;
}

/**
 * The same guard for a navigation that has not happened yet (the router asks for a remote's routes before it commits
 * the new URL): loads `target` in full instead of reloading the page the user is leaving.
 */
export function guardedLoad(
  target: string,
  deps: Omit<ReloadDeps, 'reload'> = browserDeps(),
  assign: (url: string) => void = (url) => window.location.assign(url),
): boolean {
  return guardedReload({ ...deps, reload: () => assign(target) });
}

export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  if (!e) return false;
  return (
    e.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|RUNTIME-00[38]/.test(
      e.message ?? '',
    )
  );
}
