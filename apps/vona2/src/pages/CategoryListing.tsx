import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCategorySearchQuery, useSeriesSearchQuery, type Brand, type CategoryNode, type SeriesSearchResult } from '@shop/api-clients';
import { BrandFilter } from '../components/BrandFilter';
import { CatalogueBreadcrumb } from '../components/CatalogueBreadcrumb';
import { NotFoundBlock } from '../components/NotFoundBlock';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { BusyArea } from '../components/plain/BusyArea';
import { Skeleton } from '../components/plain/Skeleton';
import { SelectedFilters, type SelectedFilter } from '../components/SelectedFilters';
import { SeriesList } from '../components/SeriesList';
import { usePageTitle } from '@shop/shared-ui';
import { bySort } from '../lib/bySort';
import { siblingsOf } from '../lib/categoryTree';
import { BRAND_FILTER_CODE, CATEGORY_SPEC_PARAM, formatCategorySpec, parseCategorySpec } from '../lib/categorySpec';
import { formatCount } from '../lib/format';
import { pageChanger, readPageNo, readPageSize, withParams } from '../lib/pageParams';
import { isNotFound } from '../lib/queryError';
import '../components/catalogue.css';
import '../components/filters.css';
import { href } from '@shop/routes';

/** /vona2/:category(/*) : a category's sub-categories, brand filter and series, all state in the URL. */
export default function CategoryListing() {
  const { category = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const pageNo = readPageNo(params);
  const pageSize = readPageSize(params);
  const selection = parseCategorySpec(params.get(CATEGORY_SPEC_PARAM));
  const brandCodes = selection[BRAND_FILTER_CODE] ?? [];

  const cat = useCategorySearchQuery({ categoryCode: category });
  const series = useSeriesSearchQuery({
    categoryCode: category,
    brandCode: brandCodes.length ? brandCodes.join(',') : undefined,
    pageNo,
    pageSize,
  });
  // the whole tree (small, cached, the home page's and the header menu's): a leaf's siblings come from it, so every
  // call the page needs starts at once
  const tree = useCategorySearchQuery();
  // what shows belongs to this URL's category: after a move to another one, the skeleton stands in until it answers
  const catData = cat.currentData;
  const node = catData?.category ?? null;
  // within one category (a page, a brand) the list on screen stays, veiled, until the next answer
  const [listedCategory, setListedCategory] = useState(() => (series.currentData ? category : null));
  if (series.currentData && listedCategory !== category) setListedCategory(category);
  const list: SeriesSearchResult | undefined = series.currentData ?? (listedCategory === category ? series.data : undefined);
  // everything above the list shows at once, so nothing on screen is pushed down by a later answer
  const ready = !!node && (list !== undefined || !!series.error) && !tree.isLoading;
  usePageTitle(isNotFound(cat.error) ? '未找到商品分类' : node?.categoryName);

  if (isNotFound(cat.error)) {
    return (
      <div className="v2-page">
        <NotFoundBlock
          title="未找到该商品分类"
          detail={`分类「${category}」不存在或已下架，请从全部商品分类重新查找。`}
          back={{ to: href('SearchResult'), label: '查看全部商品分类' }}
        />
      </div>
    );
  }

  const brands = list?.brandList ?? [];
  const setFilter = (changes: { brands?: string[] }) => {
    const next = { ...selection, [BRAND_FILTER_CODE]: changes.brands ?? brandCodes };
    setParams(withParams(params, { [CATEGORY_SPEC_PARAM]: formatCategorySpec(next, [BRAND_FILTER_CODE]), pageNo: undefined }));
  };
  const selected = selectedFilters(brandCodes, brands);
  const children = catData?.children ?? [];
  // a leaf has no children: offer its siblings instead, so the user can move sideways
  const chips = children.length > 0 ? children : node?.parentCode ? siblingsOf(tree.data?.children ?? [], node.categoryCode) : [];

  return (
    <div className="v2-page" data-testid="category-listing">
      {ready && catData && <CatalogueBreadcrumb categories={catData.breadcrumbs} />}
      {cat.error && !isNotFound(cat.error) && <QueryErrorAlert what="商品分类" error={cat.error} onRetry={cat.refetch} />}
      {!ready && !cat.error && <Skeleton rows={14} />}
      {ready && node && (
        <div className="v2-section">
          <div className="v2-section-head">
            <h1>{node.categoryName}</h1>
            <span className="v2-muted" data-testid="series-total">
              {brandCodes.length > 0 && list
                ? `符合条件的商品系列 ${formatCount(list.totalCount)} 个（本分类共 ${formatCount(node.seriesCount)} 个）`
                : `共 ${formatCount(node.seriesCount)} 个商品系列`}
            </span>
          </div>
          {chips.length > 0 && (
            <div className="v2-filter-row">
              <div className="v2-filter-label">{children.length > 0 ? '下级分类' : '同级分类'}</div>
              <div className="v2-filter-body">
                <CategoryChips nodes={chips} current={node.categoryCode} />
              </div>
            </div>
          )}
          {brands.length > 0 && (
            <div className="v2-filter-row">
              <div className="v2-filter-label">品牌</div>
              <div className="v2-filter-body">
                <BrandFilter brands={brands} selected={brandCodes} onChange={(codes) => setFilter({ brands: codes })} />
              </div>
            </div>
          )}
          <SelectedFilters filters={selected} onRemove={() => setFilter({ brands: [] })} onClear={() => setFilter({ brands: [] })} />
        </div>
      )}
      {ready && node && (
        <div className="v2-section">
          {series.error && <QueryErrorAlert what="商品系列" error={series.error} onRetry={series.refetch} />}
          {list && !series.error && (
            <BusyArea busy={!series.currentData}>
              <SeriesList
                seriesList={list.seriesList}
                totalCount={list.totalCount}
                pageNo={pageNo}
                pageSize={pageSize}
                onPage={pageChanger(params, setParams, pageSize)}
              />
            </BusyArea>
          )}
        </div>
      )}
    </div>
  );
}

function CategoryChips({ nodes, current }: { nodes: CategoryNode[]; current: string }) {
  return (
    <div className="v2-chips" data-testid="category-chips">
      {[...nodes].sort(bySort).map((c) => (
        <Link
          key={c.categoryCode}
          to={href('CategoryListing', { category: c.categoryCode })}
          className={`v2-chip${c.categoryCode === current ? ' v2-chip-on' : ''}`}
          aria-current={c.categoryCode === current ? 'page' : undefined}
        >
          {c.categoryName}
          <span className="v2-count">({formatCount(c.seriesCount)})</span>
        </Link>
      ))}
    </div>
  );
}

/** SPEC §3: brands form one group, named in their sort order and joined by ';'. */
function selectedFilters(brandCodes: string[], brands: Brand[]): SelectedFilter[] {
  if (brandCodes.length === 0) return [];
  const known = [...brands].sort(bySort).filter((b) => brandCodes.includes(b.brandCode));
  const names = known.map((b) => b.brandName);
  // a code from an old link that this category no longer lists is still shown, so the filter can be removed
  for (const code of brandCodes) if (!known.some((b) => b.brandCode === code)) names.push(code);
  return [{ code: BRAND_FILTER_CODE, label: '品牌', values: names }];
}
