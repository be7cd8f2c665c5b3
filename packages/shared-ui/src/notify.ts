import { withAppApi } from './appApi';
import { NOTIFY_DURATION_MS } from './zIndex';

export type NotifyType = 'info' | 'success' | 'warning' | 'error';

/**
 * Global notice of SPEC §8: shown for 3 s. Returns a function that closes it early. The dialog host's message
 * instance shows it (the shell mounts the host on demand); antd's static message is fetched only when no host
 * answers, so a page that imports notify carries no antd until a notice is shown.
 */
export function notify(content: string, type: NotifyType = 'info'): () => void {
  let close: (() => void) | null = null;
  let cancelled = false;
  withAppApi((api) => {
    if (cancelled) return;
    const open = (message: NonNullable<typeof api>['message']) => {
      if (cancelled) return;
      const handle = message.open({ type, content, duration: NOTIFY_DURATION_MS / 1000 });
      close = () => handle();
    };
    if (api) open(api.message);
    else void import('antd/es/message').then((m) => open(m.default as unknown as NonNullable<typeof api>['message']));
  });
  return () => {
    cancelled = true;
    close?.();
  };
}
