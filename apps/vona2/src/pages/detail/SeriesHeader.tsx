import { Link } from 'react-router';
import type { SeriesDetail } from '@shop/api-clients';
import { DescriptionList } from '../../components/plain/DescriptionList';
import { Tag } from '../../components/plain/Tag';
import { formatFromYuan } from '@shop/format';
import { formatCount, formatFastestDays } from '../../lib/format';
import './detail.css';
import { href } from '@shop/routes';

/** Name, code, brand, category, description and fixed attributes, with the series' price / shipping box. */
export function SeriesHeader({ detail }: { detail: SeriesDetail }) {
  // single-value specs are properties of the whole series; the attribute list may name some of them already
  const fixedSpecs = detail.specList.filter((s) => s.specValueList.length === 1 && !detail.attributes.some((a) => a.name === s.specName));
  const attrs = [
    ...fixedSpecs.map((s) => ({
      name: s.specName,
      value: `${s.specValueList[0]?.specValueDisp ?? ''}${s.specUnit ? ` ${s.specUnit}` : ''}`,
    })),
    ...detail.attributes,
  ];
  return (
    <div className="v2-section v2-header" data-testid="series-header">
      <div style={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <div>
          <h1>{detail.seriesName}</h1>
          <div className="v2-muted" style={{ marginTop: 4 }}>
            系列代码{' '}
            <span className="v2-mono" style={{ color: '#1f2329' }}>
              {detail.seriesCode}
            </span>
            <span style={{ margin: '0 8px' }}>|</span>
            品牌 <Link to={href('MakerListing', { maker: detail.brandCode })}>{detail.brandName}</Link>
            <span style={{ margin: '0 8px' }}>|</span>
            分类 <Link to={href('CategoryListing', { category: detail.categoryCode })}>{detail.categoryName}</Link>
            <span style={{ margin: '0 8px' }}>|</span>
            <Link to={href('SeriesReview', { seriesCode: detail.seriesCode })}>商品评价</Link>
          </div>
        </div>
        {detail.description && <p style={{ margin: 0 }}>{detail.description}</p>}
        {attrs.length > 0 && <DescriptionList items={attrs.map((a, i) => ({ key: `${a.name}-${i}`, label: a.name, value: a.value }))} />}
      </div>
      <div className="v2-pricebox" data-testid="series-pricebox">
        <div>
          <span className="v2-price-big">{formatFromYuan(detail.minPrice)}</span>
          <span className="v2-muted v2-small">（含税，按数量阶梯计价）</span>
        </div>
        <div className="v2-ship">{formatFastestDays(detail.minDaysToShip)}</div>
        <div>共 {formatCount(detail.partCount)} 个型号可选</div>
        <div>{detail.cadAvailable ? <Tag color="green">提供 CAD 数据</Tag> : <Tag>暂无 CAD 数据</Tag>}</div>
      </div>
    </div>
  );
}
