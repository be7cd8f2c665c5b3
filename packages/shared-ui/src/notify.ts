import message from 'antd/es/message';
import { registeredAppApi } from './appApi';
import { NOTIFY_DURATION_MS } from './zIndex';

export type NotifyType = 'info' | 'success' | 'warning' | 'error';

/** Global notice of SPEC §8: shown for 3 s. Returns a function that closes it early. */
export function notify(content: string, type: NotifyType = 'info'): () => void {
  const api = registeredAppApi()?.message ?? message;
  const close = api.open({ type, content, duration: NOTIFY_DURATION_MS / 1000 });
  return () => close();
}
