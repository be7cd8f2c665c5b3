import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SERVICE_HOTLINE } from '@shop/shared-ui';
import { keywordHref } from '../lib/keywordHref';
import './filters.css';
import './SearchTips.css';
import { href } from '@shop/routes';

const HOT_KEYWORDS = ['直线导轨', '直线光轴', '深沟球轴承', '内六角圆柱头螺栓', '同步带轮', '梅花联轴器', '压缩弹簧', '气缸'];

/** Common keywords to try, as links to their results. */
export function HotKeywords() {
  return (
    <div className="v2-chips" aria-label="热门搜索">
      {HOT_KEYWORDS.map((kw) => (
        <Link key={kw} to={keywordHref(kw)} className="v2-chip">
          {kw}
        </Link>
      ))}
    </div>
  );
}

/** "未找到与「xx」相关的商品" with what to try next. */
export function NoHits({ keyword, children }: { keyword: string; children?: ReactNode }) {
  return (
    <div className="v2-section v2-empty" data-testid="no-hits">
      <h2>未找到与「{keyword}」相关的商品</h2>
      {children && <div style={{ display: 'flex', justifyContent: 'center', margin: '12px 0 4px' }}>{children}</div>}
      <ul>
        <li>请检查型号或文字是否输入有误，型号可只输入前几位（如 SFJ10）</li>
        <li>尝试更短或更通用的关键词，如「轴承」「导轨」「螺栓」</li>
        <li>
          按分类查找：<Link to={href('SearchResult')}>浏览全部商品分类</Link>，或查看<Link to={href('BrandList')}>品牌一览</Link>
        </li>
        <li>{`找不到需要的规格？可联系客服 ${SERVICE_HOTLINE} 咨询非标定制`}</li>
      </ul>
      <div style={{ marginTop: 16 }}>
        <div className="v2-muted" style={{ marginBottom: 6 }}>
          大家都在搜：
        </div>
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <HotKeywords />
        </div>
      </div>
    </div>
  );
}
