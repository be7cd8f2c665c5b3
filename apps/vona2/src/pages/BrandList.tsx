import { Link } from 'react-router';
import { useBrandSearchQuery, type Brand } from '@shop/api-clients';
import { QueryErrorAlert } from '../components/QueryErrorAlert';
import { Skeleton } from '../components/plain/Skeleton';
import { usePageTitle } from '@shop/shared-ui';
import { bySort } from '../lib/bySort';
import { formatCount } from '../lib/format';
import '../components/catalogue.css';
import '../components/filters.css';
import './BrandList.css';
import { href } from '@shop/routes';

const OWN_GROUP = '自有品牌';
const OTHER = '#';

const makerHref = (brandCode: string) => href('MakerListing', { maker: brandCode });

interface Group {
  key: string;
  title: string;
  brands: Brand[];
}

/** Own brand first, then the resold brands under the first letter of their code (A–Z). */
function groupBrands(brands: Brand[]): Group[] {
  const sorted = [...brands].sort(bySort);
  const own = sorted.filter((b) => b.ownBrand);
  const byLetter = new Map<string, Brand[]>();
  for (const b of sorted.filter((x) => !x.ownBrand)) {
    const first = b.brandCode.charAt(0).toUpperCase();
    const key = /[A-Z]/.test(first) ? first : OTHER;
    byLetter.set(key, [...(byLetter.get(key) ?? []), b]);
  }
  const letters = [...byLetter.keys()].sort((a, b) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)));
  return [
    ...(own.length ? [{ key: 'own', title: OWN_GROUP, brands: own }] : []),
    ...letters.map((l) => ({ key: l, title: l === OTHER ? '其他' : l, brands: byLetter.get(l) ?? [] })),
  ];
}

/** /maker : every brand the shop sells, grouped, each linking to its series. */
export default function BrandList() {
  const { data, error, isLoading, refetch } = useBrandSearchQuery();
  usePageTitle('品牌一览');
  const groups = groupBrands(data ?? []);
  const own = groups.find((g) => g.key === 'own');
  const letters = groups.filter((g) => g.key !== 'own');
  const jump = (key: string) => document.getElementById(`brand-group-${key}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  return (
    <div className="v2-page" data-testid="brand-list">
      <div className="v2-section">
        <div className="v2-section-head">
          <h1>品牌一览</h1>
          {data && <span className="v2-muted">共 {data.length} 个品牌</span>}
        </div>
        <p className="v2-muted" style={{ margin: '0 0 8px' }}>
          自有品牌「工品汇」与国内外知名品牌同平台选型，点击品牌查看其全部在售商品系列。
        </p>
        {groups.length > 0 && (
          <div className="v2-letters" aria-label="按首字母跳转">
            {groups.map((g) => (
              <button type="button" key={g.key} className="v2-letter" onClick={() => jump(g.key)}>
                {g.title}
              </button>
            ))}
          </div>
        )}
      </div>
      {isLoading && <Skeleton rows={8} />}
      {error && <QueryErrorAlert what="品牌列表" error={error} onRetry={refetch} />}
      {own && (
        <section id="brand-group-own" className="v2-section" data-testid="brand-group" aria-label={own.title}>
          <div className="v2-section-head">
            <h2>{own.title}</h2>
            <span className="v2-muted v2-small">铭工商城自有品牌</span>
          </div>
          <BrandLinks brands={own.brands} />
        </section>
      )}
      {letters.length > 0 && (
        <section className="v2-section" aria-label="合作品牌">
          <div className="v2-section-head">
            <h2>合作品牌（按字母排序）</h2>
            <span className="v2-muted v2-small">{letters.reduce((n, g) => n + g.brands.length, 0)} 个品牌</span>
          </div>
          {letters.map((g) => (
            <div key={g.key} id={`brand-group-${g.key}`} className="v2-filter-row" data-testid="brand-group" aria-label={g.title}>
              <h2 className="v2-filter-label" style={{ flex: '0 0 40px', fontSize: 16, color: '#0b5cad' }}>
                {g.title}
              </h2>
              <div className="v2-filter-body">
                <BrandLinks brands={g.brands} />
              </div>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

function BrandLinks({ brands }: { brands: Brand[] }) {
  return (
    <div className="v2-brand-grid">
      {brands.map((b) => (
        <Link key={b.brandCode} to={makerHref(b.brandCode)} className="v2-brand">
          <span style={{ fontWeight: 600, color: '#0b5cad' }}>{b.brandName}</span>
          {b.seriesCount !== undefined && <span className="v2-muted v2-small">{formatCount(b.seriesCount)} 个系列</span>}
        </Link>
      ))}
    </div>
  );
}
