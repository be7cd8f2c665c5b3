import message from 'antd/es/message';
import { withAppApi } from './appApi';
import { NOTIFY_DURATION_MS } from './zIndex';

export type NotifyType = 'info' | 'success' | 'warning' | 'error';

/** Global notice of SPEC §8: shown for 3 s. Returns a function that closes it early. */
export function notify(content: string, type: NotifyType = 'info'): () => void {
  let close: (() => void) | null = null;
  let cancelled = false;
  withAppApi((api) => {
    if (cancelled) return;
    const handle = (api?.message ?? message).open({ type, content, duration: NOTIFY_DURATION_MS / 1000 });
    close = () => handle();
  });
  return () => {
    cancelled = true;
    close?.();
  };
}
