import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuoteSlipDetailQuery } from '@shop/api-clients/quote/api';
import type { QuoteSlip } from '@shop/api-clients/quote/types';
import { formatYuan } from '@shop/format';
import { href } from '@shop/routes';
import { useSession } from '@shop/session';
import { loadGate } from '../../components/PageState';
import { QuoteStatusTag } from '../../components/StatusTag';

/** What happens next: priced at once (order it now), or some lines wait for the shop's pricing. */
function nextStep(q: QuoteSlip): string {
  const waiting = q.lineList.filter((l) => l.unitPrice === null && !l.declineReason).length;
  if (q.status === 'REQUESTED') {
    return `其中 ${waiting} 个商品（特注品、未登录型号或每次询价品）需由报价员人工核价，通常 1 个工作日内完成；报价完成后报价单状态变为“已报价”，即可在报价单详情中按报价下单。`;
  }
  if (q.status === 'ANSWERED') {
    return `已按目录数量阶梯价完成报价，单价有效期至 ${q.validUntil ?? '—'}，在有效期内可在报价单详情中按报价下单。`;
  }
  return '可在报价单详情中查看报价。';
}

/** /order/quote/completed?quoteSlipNumber=: the end of a quote request (SPEC §4 flow pages). */
export default function QuoteCompleted() {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  const quoteSlipNumber = params.get('quoteSlipNumber')?.trim() ?? '';
  const detail = useQuoteSlipDetailQuery({ quoteSlipNumber }, { skip: !isLoggedIn || !quoteSlipNumber });

  if (!quoteSlipNumber) {
    return (
      <Card>
        <Result
          status="warning"
          title="缺少报价单号"
          extra={
            <Button type="primary" onClick={() => navigate(href('QuoteList'))}>
              报价单查询
            </Button>
          }
        />
      </Card>
    );
  }
  const gate = loadGate(detail, isLoggedIn, 'quote');
  if (gate || !detail.data) return <Card>{gate}</Card>;
  const q = detail.data;
  return (
    <Card data-testid="quote-completed">
      <Result
        status="success"
        title="询价已提交"
        subTitle={
          <>
            报价单号 <strong data-testid="quote-number">{q.quoteSlipNumber}</strong>
          </>
        }
        extra={
          <>
            <Button type="primary" onClick={() => navigate(href('QuoteDetail', { quoteSlipNumber: q.quoteSlipNumber }))}>
              查看报价单
            </Button>
            <Button onClick={() => navigate(href('QuoteList'))}>报价单查询</Button>
          </>
        }
      >
        <Descriptions
          size="small"
          column={2}
          bordered
          styles={{ label: { whiteSpace: 'nowrap' } }}
          items={[
            { key: 'status', label: '报价状态', children: <QuoteStatusTag status={q.status} /> },
            { key: 'lines', label: '商品', children: `${q.lineList.length} 种` },
            { key: 'total', label: '报价金额（含税）', children: q.totalAmount !== null ? formatYuan(q.totalAmount) : '核价中' },
            { key: 'valid', label: '有效期至', children: q.validUntil ?? '报价完成后起 30 天' },
            { key: 'next', label: '下一步', span: 'filled', children: <span data-testid="next-step">{nextStep(q)}</span> },
          ]}
        />
      </Result>
    </Card>
  );
}
