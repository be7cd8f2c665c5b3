/**
 * A plain piece's own CSS as a React 19 hoisted <style> (deduplicated by href, like CatalogueStyles), so a page
 * carries only the CSS of the pieces it renders and the rules work the same in the shell, standalone and jest.
 */
export function PieceStyle({ name, css }: { name: string; css: string }) {
  return (
    <style href={`vona2-plain-${name}`} precedence="default">
      {css}
    </style>
  );
}
