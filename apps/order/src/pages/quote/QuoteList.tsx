import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { useQuoteSlipCountQuery, useQuoteSlipSearchQuery } from '@shop/api-clients/quote/api';
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteSlip, type QuoteStatus } from '@shop/api-clients/quote/types';
import { formatYuan } from '@shop/format';
import { href } from '@shop/routes';
import { usePermission, useSession } from '@shop/session';
import { LoadFailure, SignInNotice } from '../../components/PageState';
import { PartNumber } from '../../components/PartNumber';
import { SlipFilterForm, StatusTabs, useSlipListParams, type SlipFilterValues } from '../../components/SlipFilters';
import { QuoteStatusTag } from '../../components/StatusTag';

const PAGE_SIZE = 20;

const queryOf = (f: SlipFilterValues) => ({
  quoteSlipNumber: f.number,
  partNumber: f.partNumber,
  dateFrom: f.dateFrom,
  dateTo: f.dateTo,
});

function linesSummary(q: QuoteSlip) {
  const first = q.lineList[0];
  const waiting = q.lineList.filter((l) => l.unitPrice === null && !l.declineReason).length;
  return (
    <>
      {first ? <PartNumber value={first.partNumber} /> : null}
      <span style={{ color: 'rgba(0,0,0,0.55)' }}>{q.lineList.length > 1 ? ` 等 ${q.lineList.length} 种` : ''}</span>
      {q.status === 'REQUESTED' && waiting ? <div style={{ fontSize: 12, color: '#d48806' }}>{waiting} 种核价中</div> : null}
    </>
  );
}

/**
 * /order/quote/list: the quotes the caller may see (their own, or the company's with QUOTE_HISTORY), searched by
 * number, part number, request date and status, with a count per status. Filters, tab and page live in the URL.
 */
export default function QuoteList() {
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const canQuote = usePermission('QUOTE');
  const { filters, status, pageNo, search, setStatus, setPage } = useSlipListParams<QuoteStatus>(QUOTE_STATUSES);
  const counts = useQuoteSlipCountQuery(queryOf(filters), { skip: !isLoggedIn, refetchOnMountOrArgChange: true });
  const list = useQuoteSlipSearchQuery(
    { ...queryOf(filters), status, pageNo, pageSize: PAGE_SIZE },
    { skip: !isLoggedIn, refetchOnMountOrArgChange: true },
  );
  if (!isLoggedIn) {
    return (
      <Card title="报价单查询" data-testid="quote-list">
        <SignInNotice />
      </Card>
    );
  }
  const byStatus: Partial<Record<QuoteStatus, number>> = {};
  for (const c of counts.data?.statusCountList ?? []) byStatus[c.status] = c.count;
  return (
    <Card
      title="报价单查询"
      size="small"
      data-testid="quote-list"
      extra={
        canQuote ? (
          <Button type="primary" size="small" onClick={() => navigate(href('Quote', { id: 'new' }))}>
            新建询价
          </Button>
        ) : null
      }
    >
      <SlipFilterForm numberLabel="报价单号" numberPlaceholder="如 QT2026100001" dateLabel="询价日期" values={filters} onSearch={search} />
      <StatusTabs
        active={status}
        labels={QUOTE_STATUS_LABELS}
        counts={counts.data ? { totalCount: counts.data.totalCount, byStatus } : undefined}
        onChange={setStatus}
      />
      {list.error ? (
        <LoadFailure error={list.error} kind="quote" onRetry={() => void list.refetch()} />
      ) : (
        <Table<QuoteSlip>
          size="small"
          rowKey="quoteSlipNumber"
          loading={list.isFetching}
          dataSource={list.data?.quoteSlipList ?? []}
          locale={{ emptyText: '没有符合条件的报价单' }}
          scroll={{ x: 960 }}
          data-testid="quote-table"
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: list.data?.totalCount ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 个报价单`,
            onChange: setPage,
          }}
          columns={[
            {
              title: '报价单号',
              dataIndex: 'quoteSlipNumber',
              render: (v: string) => (
                <Link to={href('QuoteDetail', { quoteSlipNumber: v })}>
                  <PartNumber value={v} />
                </Link>
              ),
            },
            { title: '询价日期', dataIndex: 'requestDate', width: 100 },
            { title: '询价人', dataIndex: 'userName', width: 80 },
            { title: '商品', key: 'lines', render: (_: unknown, q) => linesSummary(q) },
            {
              title: '报价金额（含税）',
              dataIndex: 'totalAmount',
              align: 'right',
              render: (v: number | null) =>
                v !== null ? <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatYuan(v)}</span> : '—',
            },
            { title: '有效期至', dataIndex: 'validUntil', width: 100, render: (v: string | null) => v ?? '—' },
            { title: '状态', dataIndex: 'status', width: 80, render: (s: QuoteStatus) => <QuoteStatusTag status={s} /> },
            {
              title: '操作',
              key: 'actions',
              width: 80,
              render: (_: unknown, q) => <Link to={href('QuoteDetail', { quoteSlipNumber: q.quoteSlipNumber })}>详情</Link>,
            },
          ]}
        />
      )}
    </Card>
  );
}
