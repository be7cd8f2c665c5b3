import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useFullTextSearchQuery, type FullTextSearchResult } from '@shop/api-clients';
import { CategoryDirectory } from '../components/CategoryDirectory';
import { KeywordSearch } from '../components/KeywordSearch';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { Alert } from '../components/plain/Alert';
import { Skeleton } from '../components/plain/Skeleton';
import { SearchPartTable } from '../components/SearchPartTable';
import { SeriesCard } from '../components/SeriesCard';
import { HotKeywords, NoHits } from '../components/SearchTips';
import { usePageTitle } from '@shop/shared-ui';
import { formatCount } from '../lib/format';
import { scrollToTop } from '../lib/scroll';
import { MAX_KEYWORD_LENGTH, normaliseKeyword, readPageNo, withParams } from '../lib/pageParams';
import '../components/catalogue.css';
import '../components/filters.css';
import '../components/cards.css';
import './SearchResult.css';
import { href } from '@shop/routes';

const PAGE_SIZE = 20;
/** series cards shown above the part table; the rest are one click away on a category page */
const SERIES_SHOWN = 12;

/** /vona2/result?keyword=&pageNo= : full-text search over series and part numbers. */
export default function SearchResult() {
  return <KeywordResults param="keyword" />;
}

interface KeywordResultsProps {
  /** the query parameter holding the keyword */
  param: string;
  /** shown above the hits */
  intro?: (keyword: string) => ReactNode;
  /** document title for a keyword */
  title?: (keyword: string) => string;
  /** where an empty search goes instead of emptying this page's keyword */
  emptySearchTo?: string;
}

/** The keyword search results of a page whose keyword sits in the query parameter `param`. */
export function KeywordResults({ param, intro, title = (kw) => `“${kw}”的搜索结果`, emptySearchTo }: KeywordResultsProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(param);
  const { keyword, truncated } = normaliseKeyword(raw);
  const pageNo = readPageNo(params);

  // the URL stays the source of truth: an over-long keyword is rewritten to what is actually searched
  useEffect(() => {
    if (truncated) setParams(withParams(params, { [param]: keyword }), { replace: true, state: { keywordTruncated: true } });
  }, [truncated, keyword, params, setParams, param]);
  const wasTruncated = truncated || (location.state as { keywordTruncated?: boolean } | null)?.keywordTruncated === true;

  const { data, error, isLoading, isFetching, refetch } = useFullTextSearchQuery(
    { keyword, pageNo, pageSize: PAGE_SIZE },
    { skip: !keyword || truncated },
  );
  usePageTitle(keyword ? title(keyword) : '全部商品分类');

  const search = (kw: string) => {
    const next = normaliseKeyword(kw).keyword;
    if (!next && emptySearchTo) void navigate(emptySearchTo);
    else setParams(withParams(params, { [param]: next, pageNo: undefined }));
  };
  const goPage = (n: number) => {
    setParams(withParams(params, { pageNo: n > 1 ? n : undefined }));
    scrollToTop();
  };

  return (
    <div className="v2-page" data-testid="search-result">
      {wasTruncated && <Alert type="warning" title={`关键词过长，已按前 ${MAX_KEYWORD_LENGTH} 个字符搜索`} />}
      {keyword && intro?.(keyword)}
      {!keyword && <EmptyKeyword onSearch={search} />}
      {keyword && isLoading && <Skeleton rows={10} />}
      {keyword && error && <QueryErrorAlert what="搜索结果" error={error} onRetry={refetch} />}
      {keyword && data && !error && (
        <Hits keyword={keyword} data={data} pageNo={pageNo} fetching={isFetching} onPage={goPage} onSearch={search} />
      )}
    </div>
  );
}

function EmptyKeyword({ onSearch }: { onSearch: (kw: string) => void }) {
  return (
    <>
      <div className="v2-section" data-testid="empty-keyword">
        <h2>请输入型号或关键词开始搜索</h2>
        <p className="v2-muted" style={{ margin: '6px 0 10px' }}>
          支持型号（可只输入前几位，如 SFJ10）、商品名称、品牌名称；也可以从下方分类逐级查找。
        </p>
        <div style={{ marginBottom: 10 }}>
          <KeywordSearch keyword="" onSearch={onSearch} />
        </div>
        <HotKeywords />
      </div>
      <div className="v2-section">
        <div className="v2-section-head">
          <h2>全部商品分类</h2>
          <Link to={href('BrandList')}>按品牌查找 &gt;</Link>
        </div>
        <CategoryDirectory />
      </div>
    </>
  );
}

interface HitsProps {
  keyword: string;
  data: FullTextSearchResult;
  pageNo: number;
  fetching: boolean;
  onPage: (pageNo: number) => void;
  onSearch: (kw: string) => void;
}

function Hits({ keyword, data, pageNo, fetching, onPage, onSearch }: HitsProps) {
  if (data.totalCount === 0 && data.seriesTotalCount === 0) {
    return (
      <NoHits keyword={keyword}>
        <KeywordSearch keyword={keyword} onSearch={onSearch} />
      </NoHits>
    );
  }
  const shown = data.seriesList.slice(0, SERIES_SHOWN);
  return (
    <>
      <div className="v2-section">
        <div className="v2-hitbar" data-testid="hit-counts">
          <h1 style={{ fontSize: 16 }}>“{keyword}”的搜索结果</h1>
          <span>
            共找到 <strong>{formatCount(data.totalCount)}</strong> 个型号，<strong>{formatCount(data.seriesTotalCount)}</strong> 个商品系列
          </span>
        </div>
        {data.categoryList.length > 0 && (
          <div className="v2-filter-row" style={{ marginTop: 8 }}>
            <div className="v2-filter-label">相关分类</div>
            <div className="v2-filter-body v2-chips" data-testid="hit-categories">
              {data.categoryList.map((c) => (
                <Link key={c.categoryCode} to={href('CategoryListing', { category: c.categoryCode })} className="v2-chip">
                  {c.categoryName}
                  <span className="v2-count">({formatCount(c.count)})</span>
                </Link>
              ))}
            </div>
          </div>
        )}
      </div>

      {shown.length > 0 && (
        <div className="v2-section">
          <div className="v2-section-head">
            <h2>匹配的商品系列</h2>
            <span className="v2-muted v2-small">
              {data.seriesTotalCount > shown.length
                ? `显示最相关的 ${shown.length} 个，共 ${formatCount(data.seriesTotalCount)} 个系列，可点击上方分类查看全部`
                : `共 ${formatCount(data.seriesTotalCount)} 个系列`}
            </span>
          </div>
          <div className="v2-cards">
            {shown.map((s) => (
              <SeriesCard key={s.seriesCode} series={s} />
            ))}
          </div>
        </div>
      )}

      <div className="v2-section">
        <div className="v2-section-head">
          <h2>匹配的型号</h2>
          <span className="v2-muted v2-small">价格为含税单价，悬停单价可查看数量阶梯价</span>
        </div>
        {data.totalCount === 0 ? (
          <p className="v2-muted">没有型号与“{keyword}”直接匹配，请进入上方商品系列选择规格。</p>
        ) : (
          <SearchPartTable
            parts={data.partNumberList}
            totalCount={data.totalCount}
            pageNo={pageNo}
            pageSize={data.pageSize || PAGE_SIZE}
            loading={fetching}
            onPage={onPage}
          />
        )}
      </div>
    </>
  );
}
