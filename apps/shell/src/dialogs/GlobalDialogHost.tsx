import { useEffect, useState } from 'react';
import { onAppApiRequest, onGlobalErrorWaiting, onUncaughtShopError, showGlobalError } from '@shop/shared-ui';
import { lazyView } from '@shop/shared-ui';

const GlobalErrorDialog = lazyView(() => import('@shop/shared-ui/dialogs'), 'GlobalErrorDialog', null);

/**
 * Mounts the global error dialog (and the message/modal/notification host behind notify() and confirmBox()) the first
 * time it is needed: a global error waits in the bus, a ShopError goes unhandled, or a notice asks for the host. Until
 * then nothing of antd's Modal is downloaded. The listeners stay for the host's lifetime, so nothing raised while the
 * dialog's chunk downloads is lost: messages wait in the bus, which the dialog reads when it mounts.
 */
export function GlobalDialogHost() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const want = () => setWanted(true);
    const offWaiting = onGlobalErrorWaiting(want);
    const offRequest = onAppApiRequest(want);
    // once mounted, the dialog hears these itself too and shows a repeated text once
    const offUncaught = onUncaughtShopError(showGlobalError);
    return () => {
      offWaiting();
      offRequest();
      offUncaught();
    };
  }, []);

  return wanted ? <GlobalErrorDialog /> : null;
}
