/** What shared-ui's analytics calls (SPEC §7 events). */
export interface TestAnalytics {
  track(event: string, payload: Record<string, unknown>): void;
}

/**
 * Puts `target` in as the page's analytics object, window.shopAnalytics, which shared-ui's analytics sends to (as
 * the real page's tracker); null takes it away again (events are then dropped with a warning).
 */
export function setAnalytics(target: TestAnalytics | null): void {
  const w = window as { shopAnalytics?: TestAnalytics };
  if (target) w.shopAnalytics = target;
  else delete w.shopAnalytics;
}
