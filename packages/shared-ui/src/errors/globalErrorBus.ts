/**
 * How any remote raises the global error dialog without importing the shell: the dialog the shell mounts subscribes
 * here. Messages raised before it mounts wait and show once it does.
 */
export type GlobalErrorListener = (message: string) => void;

const listeners = new Set<GlobalErrorListener>();
let pending: string[] = [];
const waitingWatchers = new Set<() => void>();

const DEFAULT_GLOBAL_ERROR_MESSAGE = '系统繁忙，请稍后再试';

export function showGlobalError(message?: string | null): void {
  const text = message && message.trim() !== '' ? message : DEFAULT_GLOBAL_ERROR_MESSAGE;
  if (listeners.size === 0) {
    pending.push(text);
    for (const watch of [...waitingWatchers]) watch();
    return;
  }
  for (const listener of [...listeners]) listener(text);
}

/** Subscribes and delivers what was raised while nobody listened; returns the unsubscribe function. */
export function onGlobalError(listener: GlobalErrorListener): () => void {
  listeners.add(listener);
  const waiting = pending;
  pending = [];
  for (const text of waiting) listener(text);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Calls `onWaiting` whenever a message waits because no dialog listens yet (at once if one already waits), so a host
 * can mount the dialog on demand; the dialog then reads the message with onGlobalError. Returns the unsubscribe.
 */
export function onGlobalErrorWaiting(onWaiting: () => void): () => void {
  waitingWatchers.add(onWaiting);
  if (pending.length > 0) onWaiting();
  return () => {
    waitingWatchers.delete(onWaiting);
  };
}
