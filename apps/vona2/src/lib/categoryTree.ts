import type { CategoryNode } from '@shop/api-clients';

/**
 * The categories beside `code` in the whole tree (its parent's children, itself included), or [] when the tree does
 * not hold it. The listing reads a leaf's siblings from the tree, which it asks for together with the category and its
 * series, instead of asking for the parent once the category has answered (a third call, late, that inserted the chip
 * row above a list already on screen).
 */
export function siblingsOf(tops: CategoryNode[], code: string): CategoryNode[] {
  const walk = (nodes: CategoryNode[]): CategoryNode[] | null => {
    for (const n of nodes) {
      if (n.categoryCode === code) return nodes;
      const below = n.children?.length ? walk(n.children) : null;
      if (below) return below;
    }
    return null;
  };
  return walk(tops) ?? [];
}
