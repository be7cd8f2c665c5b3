import { remoteForPath, type RemotesConfig } from '../federation/remotesConfig';

/**
 * When the pointer rests on, presses, or the keyboard focuses a link into another remote's page (我的订单 from the
 * catalogue), that page's code starts loading: the hundreds of milliseconds between intent and click are spent
 * downloading instead of after the click. Nothing is loaded for links the user does not go near, so a page's first
 * visit costs what it did.
 */
export function prefetchOnIntent(config: RemotesConfig, prefetch: (path: string) => Promise<void>, doc: Document = document): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.origin !== location.origin || link.target === '_blank') return;
    const { pathname } = link;
    const name = remoteForPath(config, pathname);
    if (!name || name === remoteForPath(config, location.pathname) || asked.has(pathname)) return;
    asked.add(pathname);
    void prefetch(pathname).catch(() => asked.delete(pathname));
  };
  const events = ['pointerover', 'pointerdown', 'focusin'] as const;
  for (const e of events) doc.addEventListener(e, onIntent, { passive: true });
  return () => {
    for (const e of events) doc.removeEventListener(e, onIntent);
  };
}
