import { useEffect, useState } from 'react';
import { PageSpin } from '@shop/shared-ui';
import { RemoteUnavailable } from '../routing/LazyRemoteUnavailable';
import { guardedReload } from './reloadGuard';

/** A page's code failed to load (usually a new deployment removed it): reload once, else offer a manual retry. */
export function ChunkErrorRecovery() {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    // reloading is a side effect, so it runs after the render; the retry shows only when the guard refused it
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state records what the reload effect decided
    if (!guardedReload()) setGaveUp(true);
  }, []);
  return gaveUp ? <RemoteUnavailable /> : <PageSpin />;
}
