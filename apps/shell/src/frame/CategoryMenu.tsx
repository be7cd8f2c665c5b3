import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCategorySearchQuery } from '@shop/api-clients';
import { href } from '@shop/routes';
import { CategoryRows, categoryHref } from './CategoryRows';

const ALL_PRODUCTS = href('SearchResult');
/** a pointer passing over the nav bar on its way down does not open the menu */
const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 200;

/**
 * 全部商品分类 with its flyout: the top categories down the left, the hovered one's subcategories and their leaves on
 * the right, as buyers know it from parts shops. The tree is fetched the first time the menu opens (and then comes
 * from the store, like the home page's), so pages that never open it make no call. Keyboard: the menu opens while
 * focus is inside it.
 */
export function CategoryMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [activeCode, setActiveCode] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const { data, isError } = useCategorySearchQuery(undefined, { skip: !wanted });
  const tops = data?.children ?? [];
  const active = tops.find((t) => t.categoryCode === activeCode) ?? tops[0];

  const later = (fn: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fn, ms);
  };
  const show = () => {
    setWanted(true);
    later(() => setOpen(true), OPEN_DELAY_MS);
  };
  const hide = () => later(() => setOpen(false), CLOSE_DELAY_MS);
  const close = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <div
      className={open ? 'shop-catmenu shop-catmenu-open' : 'shop-catmenu'}
      data-testid="category-menu"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={() => {
        setWanted(true);
        setOpen(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <Link to={ALL_PRODUCTS} className="shop-catmenu-trigger" aria-haspopup="true" aria-expanded={open} onClick={close}>
        全部商品分类
      </Link>
      {open && (
        <div className="shop-catmenu-panel" role="menu" aria-label="全部商品分类">
          {isError && <div className="shop-catmenu-note">商品分类加载失败，请稍后再试</div>}
          {!data && !isError && <div className="shop-catmenu-note">加载中…</div>}
          {tops.length > 0 && (
            <>
              <ul className="shop-catmenu-tops">
                {tops.map((t) => (
                  <li
                    key={t.categoryCode}
                    className={t === active ? 'shop-catmenu-top-active' : undefined}
                    onMouseEnter={() => setActiveCode(t.categoryCode)}
                  >
                    <Link to={categoryHref(t)} role="menuitem" onFocus={() => setActiveCode(t.categoryCode)} onClick={close}>
                      {t.categoryName}
                    </Link>
                  </li>
                ))}
              </ul>
              {active && (
                <div className="shop-catmenu-sub" data-testid="category-menu-sub">
                  <CategoryRows mids={active.children ?? []} prefix="shop-catmenu" linkProps={{ role: 'menuitem', onClick: close }} />
                </div>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
