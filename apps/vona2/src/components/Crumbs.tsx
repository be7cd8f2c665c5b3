import { Fragment, type ReactNode } from 'react';
import './Crumbs.css';

interface Crumb {
  key: string;
  title: ReactNode;
}

/**
 * A breadcrumb trail in plain markup. antd's Breadcrumb brings Menu, Dropdown and Tooltip (for crumbs with menus,
 * which the catalogue never has) to every catalogue page's first visit; this is the same trail without them.
 */
export function Crumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="v2-crumbs" aria-label="面包屑导航">
      {items.map((item, i) => (
        <Fragment key={item.key}>
          {i > 0 && (
            <span className="v2-crumb-sep" aria-hidden="true">
              /
            </span>
          )}
          <span
            className={i === items.length - 1 ? 'v2-crumb v2-crumb-current' : 'v2-crumb'}
            aria-current={i === items.length - 1 ? 'page' : undefined}
          >
            {item.title}
          </span>
        </Fragment>
      ))}
    </nav>
  );
}
