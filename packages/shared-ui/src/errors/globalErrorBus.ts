/**
 * How any remote raises the global error dialog without importing the shell: the dialog the shell mounts subscribes
 * here. Messages raised before it mounts wait and show once it does.
 */
export type GlobalErrorListener = (message: string) => void;

const listeners = new Set<GlobalErrorListener>();
let pending: string[] = [];

export const DEFAULT_GLOBAL_ERROR_MESSAGE = '系统繁忙，请稍后再试';

export function showGlobalError(message?: string | null): void {
  const text = message && message.trim() !== '' ? message : DEFAULT_GLOBAL_ERROR_MESSAGE;
  if (listeners.size === 0) {
    pending.push(text);
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
