import { isShopError } from './ShopError';

/**
 * Calls `onMessage` with the message of every ShopError nobody caught (an unhandled rejection or an uncaught throw)
 * and marks it handled, so the browser does not also log it. Returns the function that stops listening.
 */
export function onUncaughtShopError(onMessage: (message: string) => void): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isShopError(event.reason)) return;
    event.preventDefault();
    onMessage(event.reason.message);
  };
  const onError = (event: ErrorEvent) => {
    if (!isShopError(event.error)) return;
    event.preventDefault();
    onMessage(event.error.message);
  };
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  return () => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
  };
}
