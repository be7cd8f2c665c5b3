import { useEffect } from 'react';
import { pageTitle } from '@shop/shared-ui';

/**
 * document.title = "{title} - 铭工商城" once a page knows something more specific than its route title.
 * The shell's frame writes the route title in its own effect, which runs after a child's effect on mount, so the
 * title is written again on the next tick to win that race.
 */
export function useDocumentTitle(title: string | undefined | null): void {
  useEffect(() => {
    if (!title) return;
    const text = pageTitle(title);
    document.title = text;
    const again = setTimeout(() => {
      document.title = text;
    }, 0);
    return () => clearTimeout(again);
  }, [title]);
}
