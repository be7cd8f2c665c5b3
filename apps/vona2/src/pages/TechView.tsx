import { Link, useSearchParams } from 'react-router';
import { PageError } from '../lib/pageError';
import { KeywordResults } from './SearchResult';
import { href } from '@shop/routes';
import { keywordHref } from '../lib/keywordHref';

const TECH_VIEW_PARAM = 'kw';
const TECH_VIEW_ERROR = { message: '参数错误', detail: '参数 kw 缺失或为空' } as const;

/**
 * /vona2/result/tech_view?kw= : SPEC §2/§5 only fix its contract (a non-empty kw, else 500 参数错误, which the gateway
 * also answers for the first load, apps/gateway/src/pageGuards.ts). These links come from technical material (drawings,
 * selection guides) that names a part or a term; the buyer following one expects the products behind it with their
 * specifications. The shop has no separate technical-document service, so the page is the keyword search over series
 * and part numbers for kw, introduced as the technical view, with the way to each series' spec table, selection and CAD.
 */
export default function TechView() {
  const [params] = useSearchParams();
  const kw = params.get(TECH_VIEW_PARAM);
  // thrown, not drawn: the shell's route error view shows it as the 500 screen with its detail and the url
  if (!kw || !kw.trim()) throw new PageError(500, TECH_VIEW_ERROR.message, TECH_VIEW_ERROR.detail);
  return (
    <KeywordResults
      param={TECH_VIEW_PARAM}
      title={(keyword) => `“${keyword}”的技术视图`}
      emptySearchTo={href('SearchResult')}
      intro={(keyword) => (
        <div className="v2-section" data-testid="tech-view">
          <div className="v2-section-head">
            <h2>技术视图：{keyword}</h2>
            <Link to={keywordHref(keyword)}>切换到普通搜索 &gt;</Link>
          </div>
          <p className="v2-muted v2-small" style={{ margin: 0 }}>
            以下为与“{keyword}”相关的商品系列和型号。点击商品系列可查看完整规格参数表、按规格选型并下载 CAD 数据；型号表中的单价为含税价。
          </p>
        </div>
      )}
    />
  );
}
