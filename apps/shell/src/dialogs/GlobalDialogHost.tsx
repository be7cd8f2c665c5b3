import { Suspense, useEffect, useState } from 'react';
import { onAppApiRequest, onGlobalError, onUncaughtShopError, showGlobalError } from '@shop/shared-ui';
import { lazyNamed } from '../lazy/lazyNamed';

const GlobalErrorDialog = lazyNamed(() => import('@shop/shared-ui/dialogs'), 'GlobalErrorDialog');

/**
 * Mounts the global error dialog (and the message/modal host behind notify() and confirmBox()) the first time it is
 * needed: a global error is raised, a ShopError goes unhandled, or a notice asks for the host. Until then nothing of
 * antd's Modal is downloaded. What is raised meanwhile waits in the error bus, which the dialog reads when it mounts.
 */
export function GlobalDialogHost() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    // Messages reach this listener first; it steps aside and raises them again, so they wait in the bus (nobody
    // listens any more) until the dialog mounts and reads them.
    const caught: string[] = [];
    let subscribed = false;
    const flush = () => {
      if (!subscribed || caught.length === 0) return;
      subscribed = false;
      offBus();
      want();
      for (const text of caught.splice(0)) showGlobalError(text);
    };
    const offBus = onGlobalError((text) => {
      caught.push(text);
      flush();
    });
    subscribed = true;
    flush();
    const offRequest = onAppApiRequest(want);
    const offUncaught = onUncaughtShopError(showGlobalError);
    return () => {
      if (subscribed) offBus();
      subscribed = false;
      offRequest();
      offUncaught();
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <GlobalErrorDialog />
    </Suspense>
  );
}
