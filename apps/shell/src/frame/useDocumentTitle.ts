import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle, usePageTitleOverride } from '@shop/shared-ui';

/**
 * document.title = site name, with the page's own title (usePageTitle) or else the deepest matched route's
 * handle.title.
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  let title: string | undefined = usePageTitleOverride() ?? undefined;
  if (!title) {
    for (const m of matches) {
      const h = m.handle as { title?: string } | undefined;
      if (h?.title) title = h.title;
    }
  }
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
