import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useBrandSearchQuery, useSeriesSearchQuery } from '@shop/api-clients';
import { Crumbs } from '../components/Crumbs';
import { NotFoundBlock } from '../components/NotFoundBlock';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { Button } from '../components/plain/Button';
import { Skeleton } from '../components/plain/Skeleton';
import { Tag } from '../components/plain/Tag';
import { SelectedFilters } from '../components/SelectedFilters';
import { SeriesList } from '../components/SeriesList';
import { usePageTitle } from '@shop/shared-ui';
import { formatCount } from '../lib/format';
import { pageChanger, readPageNo, readPageSize, withParams } from '../lib/pageParams';
import { isNotFound } from '../lib/queryError';
import '../components/catalogue.css';
import '../components/filters.css';
import { href } from '@shop/routes';

/** related categories shown before "展开全部" */
const CATEGORIES_FOLDED = 24;

/** /vona2/maker/:maker(/*) : one brand's series, optionally narrowed to one related category. */
export default function MakerListing() {
  const { maker = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const pageNo = readPageNo(params);
  const pageSize = readPageSize(params);
  const categoryCode = params.get('categoryCode') ?? undefined;

  const [allCategories, setAllCategories] = useState(false);
  const brands = useBrandSearchQuery();
  const series = useSeriesSearchQuery({ brandCode: maker, categoryCode, pageNo, pageSize }, { skip: !maker });
  const brand = brands.data?.find((b) => b.brandCode === maker);
  const missing = (brands.data && !brand) || isNotFound(series.error);
  usePageTitle(missing ? '未找到品牌' : brand ? `${brand.brandName} 品牌商品` : undefined);

  if (missing) {
    return (
      <div className="v2-page">
        <NotFoundBlock
          title="未找到该品牌"
          detail={`品牌「${maker}」不存在或暂无在售商品，请从品牌一览中重新选择。`}
          back={{ to: href('BrandList'), label: '查看品牌一览' }}
        />
      </div>
    );
  }

  // server order is tree order; `sort` only orders siblings, so it cannot order leaves of different parents
  const categories = series.data?.categoryList ?? [];
  const currentCategory = categories.find((c) => c.categoryCode === categoryCode);
  const setCategory = (code?: string) => setParams(withParams(params, { categoryCode: code, pageNo: undefined }));

  return (
    <div className="v2-page" data-testid="maker-listing">
      <Crumbs
        items={[
          { key: 'home', title: <Link to={href('Home')}>首页</Link> },
          { key: 'maker', title: <Link to={href('BrandList')}>品牌一览</Link> },
          { key: 'brand', title: brand?.brandName ?? maker },
        ]}
      />
      {brands.error && <QueryErrorAlert what="品牌信息" error={brands.error} onRetry={brands.refetch} />}
      <div className="v2-section">
        <div className="v2-section-head">
          <h1>
            {brand?.brandName ?? maker}
            {brand?.ownBrand && (
              <Tag color="red" style={{ marginLeft: 8, verticalAlign: 'middle' }}>
                自有品牌
              </Tag>
            )}
          </h1>
          {series.data && <span className="v2-muted">共 {formatCount(series.data.totalCount)} 个商品系列</span>}
        </div>
        {categories.length > 0 && (
          <div className="v2-filter-row">
            <div className="v2-filter-label">相关分类</div>
            <div className="v2-filter-body v2-chips" data-testid="maker-categories">
              {categories
                .filter((c, i) => allCategories || i < CATEGORIES_FOLDED || c.categoryCode === categoryCode)
                .map((c) => (
                  <button
                    type="button"
                    key={c.categoryCode}
                    className={`v2-chip${c.categoryCode === categoryCode ? ' v2-chip-on' : ''}`}
                    onClick={() => setCategory(c.categoryCode === categoryCode ? undefined : c.categoryCode)}
                  >
                    {c.categoryName}
                    <span className="v2-count">({formatCount(c.count)})</span>
                  </button>
                ))}
              {categories.length > CATEGORIES_FOLDED && (
                <Button variant="link" size="small" aria-expanded={allCategories} onClick={() => setAllCategories(!allCategories)}>
                  {allCategories ? '收起' : `展开全部 ${categories.length} 个分类`}
                </Button>
              )}
            </div>
          </div>
        )}
        <SelectedFilters
          filters={
            categoryCode ? [{ code: 'categoryCode', label: '相关分类', values: [currentCategory?.categoryName ?? categoryCode] }] : []
          }
          onRemove={() => setCategory(undefined)}
          onClear={() => setCategory(undefined)}
        />
      </div>
      <div className="v2-section">
        {series.error && <QueryErrorAlert what="商品系列" error={series.error} onRetry={series.refetch} />}
        {series.isLoading && <Skeleton rows={8} />}
        {series.data && !series.error && (
          <SeriesList
            showBrand={false}
            seriesList={series.data.seriesList}
            totalCount={series.data.totalCount}
            pageNo={pageNo}
            pageSize={pageSize}
            emptyText="该品牌暂无符合条件的在售商品系列"
            onPage={pageChanger(params, setParams, pageSize)}
          />
        )}
      </div>
    </div>
  );
}
