import { Link } from 'react-router';
import type { CategoryNode } from '@shop/api-clients';
import { Crumbs } from './Crumbs';
import { href } from '@shop/routes';

type Crumb = Pick<CategoryNode, 'categoryCode' | 'categoryName'>;

/** 首页 / 分类 … / current; every category crumb links to its listing, the last item is plain text. */
export function CatalogueBreadcrumb({ categories, current }: { categories: Crumb[]; current?: string }) {
  const items = [
    { key: 'home', title: <Link to={href('Home')}>首页</Link> },
    ...categories.map((c, i) => ({
      key: c.categoryCode,
      title:
        i === categories.length - 1 && !current ? (
          c.categoryName
        ) : (
          <Link to={href('CategoryListing', { category: c.categoryCode })}>{c.categoryName}</Link>
        ),
    })),
    ...(current ? [{ key: 'current', title: current }] : []),
  ];
  return <Crumbs items={items} />;
}
