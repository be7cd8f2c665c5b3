import { useEffect, useState } from 'react';
import { PageSpin } from '@shop/shared-ui';
import { RemoteUnavailable } from '../routing/LazyRemoteUnavailable';
import { guardedReload } from './reloadGuard';

/** A page's code failed to load (usually a new deployment removed it): reload once, else offer a manual retry. */
export function ChunkErrorRecovery() {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!guardedReload()) setGaveUp(true);
  }, []);
  return gaveUp ? <RemoteUnavailable /> : <PageSpin />;
}
