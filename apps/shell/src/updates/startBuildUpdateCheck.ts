import { BUILD_CHECK_INTERVAL_MS, type LoadedVersions } from './buildCheck';

export { versionsOf } from './buildCheck';

/**
 * Polls for a newer deployment and offers a reload (offerBuildUpdate.tsx, fetched at the first check). Started once
 * by main.tsx with the versions this tab runs; returns the function that stops it.
 */
export function startBuildUpdateCheck(loaded: LoadedVersions, intervalMs = BUILD_CHECK_INTERVAL_MS): () => void {
  const t = window.setInterval(() => {
    void import('./offerBuildUpdate').then(
      (m) => m.offerBuildUpdate(loaded),
      () => {
        // offline: the next check tries again
      },
    );
  }, intervalMs);
  return () => window.clearInterval(t);
}
