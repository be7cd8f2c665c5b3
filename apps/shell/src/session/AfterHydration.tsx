import { useEffect } from 'react';

/**
 * Runs `done` once, after the first commit: for a server-rendered page that is when hydration has finished, and the
 * signed-in header (which the anonymous server render could not know) may be filled in without a mismatch.
 */
export function AfterHydration({ done }: { done: () => void }) {
  useEffect(() => {
    done();
    // once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
