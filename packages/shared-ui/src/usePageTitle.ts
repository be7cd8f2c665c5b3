import { useEffect, useSyncExternalStore } from 'react';
import { pageTitle } from './SiteName';

/**
 * The title a page knows once its data has loaded (a series' name), which beats its route's handle.title. Pages set
 * it with usePageTitle; the shell's frame reads it with usePageTitleOverride and writes document.title from it, so
 * the two never race. A page running without the shell's frame (a remote alone, a test) still gets its title.
 */
let override: string | null = null;
const watchers = new Set<() => void>();

function setOverride(next: string | null): void {
  if (next === override) return;
  override = next;
  for (const watch of [...watchers]) watch();
}

export function usePageTitle(title: string | undefined | null): void {
  useEffect(() => {
    if (!title) return;
    // a frame that watches the override writes document.title itself; without one (a remote alone, a test) write it
    if (watchers.size === 0) document.title = pageTitle(title);
    setOverride(title);
    return () => {
      if (override === title) setOverride(null);
    };
  }, [title]);
}

export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => {
        watchers.delete(watch);
      };
    },
    () => override,
    // a server render (and the hydration of its markup) has no override: pages set it in an effect
    () => null,
  );
}
