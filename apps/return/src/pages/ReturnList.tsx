import { useEffect, useMemo } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { Link, useSearchParams } from 'react-router';
import { useApplySearchQuery } from '@shop/api-clients/cim/api';
import { APPLY_STATUS_LABELS, type AfterSalesApply, type ApplyStatus } from '@shop/api-clients/cim/types';
import { useOrderSlipSearchQuery } from '@shop/api-clients/order/api';
import type { OrderSlip } from '@shop/api-clients/order/types';
import { useSession } from '@shop/session';
import { AccessResult, SignInNotice } from '../components/AccessResult';
import { ApplyStatusTag } from '../components/ApplySummary';
import { formatYuan } from '@shop/format';
import { href } from '@shop/routes';

const PAGE_SIZE = 10;
const STATUS_OPTIONS = (Object.entries(APPLY_STATUS_LABELS) as [ApplyStatus, string][]).map(([value, label]) => ({ value, label }));

interface Filters {
  applyNum?: string;
  soSlipNumber?: string;
  status?: ApplyStatus;
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 10000 ? n : fallback;
}

/** Recent orders with a shipped line: where a new application starts. */
function ApplicableOrders() {
  const orders = useOrderSlipSearchQuery({ pageNo: 1, pageSize: 5 });
  if (orders.error) return null;
  return (
    <Card title="最近订单" size="small" style={{ marginTop: 16 }} data-testid="recent-orders">
      <Table<OrderSlip>
        size="small"
        rowKey="orderSlipNumber"
        loading={orders.isLoading}
        pagination={false}
        dataSource={orders.data?.orderSlipList ?? []}
        columns={[
          { title: '订单号', dataIndex: 'orderSlipNumber' },
          { title: '下单日期', dataIndex: 'orderDate' },
          { title: '下单人', dataIndex: 'orderUserName' },
          { title: '订单状态', dataIndex: 'statusDisp' },
          { title: '订单金额', dataIndex: 'totalAmount', align: 'right', render: (v: number) => formatYuan(v) },
          {
            title: '操作',
            key: 'apply',
            render: (_: unknown, o) =>
              o.status !== 'CANCELLED' && o.lineList.some((l) => l.shippedQty > 0) ? (
                <Link to={href('ReturnApplication', { soSlipNumber: o.orderSlipNumber })}>申请售后</Link>
              ) : (
                <span style={{ color: 'rgba(0,0,0,0.35)' }}>—</span>
              ),
          },
        ]}
      />
    </Card>
  );
}

/** /return/list: the caller's after-sales applications (those on orders they may see), filters kept in the URL. */
export default function ReturnList() {
  const { isLoggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<Filters>();
  const filters = useMemo<Filters>(
    () => ({
      applyNum: params.get('applyNum') || undefined,
      soSlipNumber: params.get('soSlipNumber') || undefined,
      status: (params.get('status') as ApplyStatus | null) || undefined,
    }),
    [params],
  );
  const pageNo = positiveInt(params.get('pageNo'), 1);
  const list = useApplySearchQuery({ ...filters, pageNo, pageSize: PAGE_SIZE }, { skip: !isLoggedIn, refetchOnMountOrArgChange: true });

  // the URL is the source of the filters; the form follows it (back/forward included)
  useEffect(() => {
    form.setFieldsValue(filters);
  }, [form, filters]);

  const search = (v: Filters) => {
    const next = new URLSearchParams();
    if (v.applyNum?.trim()) next.set('applyNum', v.applyNum.trim());
    if (v.soSlipNumber?.trim()) next.set('soSlipNumber', v.soSlipNumber.trim());
    if (v.status) next.set('status', v.status);
    setParams(next);
  };
  const goToPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('pageNo', String(p));
    setParams(next);
  };

  if (!isLoggedIn) {
    return (
      <Card title="我的售后" data-testid="return-list">
        <SignInNotice />
      </Card>
    );
  }
  return (
    <>
      <Card title="我的售后" size="small" data-testid="return-list">
        <Form<Filters> form={form} layout="inline" style={{ marginBottom: 12 }} onFinish={search}>
          <Form.Item label="售后单号" name="applyNum">
            <Input allowClear maxLength={20} />
          </Form.Item>
          <Form.Item label="订单号" name="soSlipNumber">
            <Input allowClear maxLength={20} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select allowClear options={STATUS_OPTIONS} style={{ width: 120 }} aria-label="状态" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
          </Form.Item>
        </Form>
        {list.error ? (
          <AccessResult error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Table<AfterSalesApply>
            size="small"
            rowKey="applyNum"
            loading={list.isFetching}
            dataSource={list.data?.applyList ?? []}
            locale={{ emptyText: '暂无售后申请' }}
            pagination={{
              current: pageNo,
              pageSize: PAGE_SIZE,
              total: list.data?.totalCount ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 条`,
              onChange: goToPage,
            }}
            columns={[
              {
                title: '售后单号',
                dataIndex: 'applyNum',
                render: (v: string) => <Link to={href('ReturnDetail', { applyNum: v })}>{v}</Link>,
              },
              { title: '订单号', dataIndex: 'soSlipNumber' },
              { title: '型号', dataIndex: 'partNumber' },
              { title: '申请原因', dataIndex: 'reasonName' },
              { title: '数量', dataIndex: 'quantity', align: 'right' },
              { title: '申请人', dataIndex: 'applyUserName' },
              { title: '申请日期', dataIndex: 'applyDate' },
              { title: '状态', dataIndex: 'status', render: (_: unknown, a) => <ApplyStatusTag apply={a} /> },
              {
                title: '操作',
                key: 'actions',
                render: (_: unknown, a) =>
                  a.canRate ? (
                    <Link to={href('ReturnSatisfaction', { applyNum: a.applyNum })}>评价</Link>
                  ) : (
                    <Link to={href('ReturnDetail', { applyNum: a.applyNum })}>详情</Link>
                  ),
              },
            ]}
          />
        )}
      </Card>
      <ApplicableOrders />
    </>
  );
}
