import { Link } from 'react-router';
import type { CategoryNode } from '@shop/api-clients';
import { href } from '@shop/routes';

/** The catalogue page of a category (vona2's /vona2/{categoryCode}). */
export const categoryHref = (c: Pick<CategoryNode, 'categoryCode'>) => href('CategoryListing', { category: c.categoryCode });

/**
 * Mid-level categories, each with its leaves on the same row: the directory the home page and the header's category
 * menu both show. Class names are `${prefix}-row`, `-mid` and `-leaves`; `linkProps` go on every link (the menu's
 * role and close-on-click).
 */
export function CategoryRows({
  mids,
  prefix,
  linkProps,
}: {
  mids: CategoryNode[];
  prefix: string;
  linkProps?: { role?: string; onClick?: () => void };
}) {
  return (
    <>
      {mids.map((mid) => (
        <div key={mid.categoryCode} className={`${prefix}-row`}>
          <Link className={`${prefix}-mid`} to={categoryHref(mid)} {...linkProps}>
            {mid.categoryName}
          </Link>
          <span className={`${prefix}-leaves`}>
            {(mid.children ?? []).map((leaf) => (
              <Link key={leaf.categoryCode} to={categoryHref(leaf)} {...linkProps}>
                {leaf.categoryName}
              </Link>
            ))}
          </span>
        </div>
      ))}
    </>
  );
}
