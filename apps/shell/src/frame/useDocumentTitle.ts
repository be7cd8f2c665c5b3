import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle } from '@shop/shared-ui';

/** document.title = site name, with the deepest matched route's handle.title when it has one. */
export function useDocumentTitle(override?: string): void {
  const matches = useMatches();
  let title: string | undefined = override;
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
