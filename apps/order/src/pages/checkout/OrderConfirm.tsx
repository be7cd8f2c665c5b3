import { useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '@shop/api-clients';
import { useOrderConfirmPreviewQuery } from '@shop/api-clients/order/api';
import {
  ORDER_FIELD_RULES,
  ORDER_LIMITS,
  type ConfirmPreview,
  type InvoiceInfo,
  type OrderConfirmRequest,
  type PaymentMethod,
} from '@shop/api-clients/order/types';
import { useShipToSearchQuery } from '@shop/api-clients/shipTo/api';
import type { ShipTo } from '@shop/api-clients/shipTo/types';
import { href, withQuery } from '@shop/routes';
import { usePermission, useSession } from '@shop/session';
import { errorText, PageSpin } from '@shop/shared-ui';
import { ThrottledButton } from '@shop/shared-ui/controls';
import { toAntdRules } from '@shop/validation';
import { AmountSummary } from '../../components/AmountSummary';
import { CompanyRequired } from '../../components/CompanyRequired';
import { SignInNotice } from '../../components/PageState';
import { BlockedLines, ConfirmLines, lineKey } from '../../components/checkout/ConfirmLines';
import { InvoiceFields } from '../../components/checkout/InvoiceFields';
import { ShipToPicker } from '../../components/checkout/ShipToPicker';
import { useOrderConfirm } from '../../components/checkout/useOrderConfirm';

/** A day as the date picker hands it over (a dayjs value; only its text is used here). */
interface PickedDay {
  format: (template: string) => string;
}

interface ConfirmForm {
  shipToId?: number;
  invoice: InvoiceInfo;
  customerOrderNumber?: string;
  requestedDeliveryDate?: PickedDay | null;
  paymentMethod: PaymentMethod;
  remark?: string;
  branchNumbers?: Record<string, string | undefined>;
}

const EMPTY_INVOICE: InvoiceInfo = {
  invoiceType: '1',
  invoiceTitle: '',
  taxNo: '',
  openingBank: '',
  bankAccount: '',
  registeredAddress: '',
  registeredTel: '',
};

const SECTION = { marginBottom: 12 } as const;

/** The buyer without ORDER (the design engineer): told so, and shown the way to a quote instead. */
function NoOrderPermission({ quote }: { quote?: string }) {
  const navigate = useNavigate();
  return (
    <Card title="确认订单">
      <Result
        status="403"
        title="您没有下单权限"
        subTitle="您的账号可以询价，但不能直接下单。请将所选商品提交询价，或联系贵公司的主账号开通下单权限。"
        data-testid="no-order-permission"
        extra={
          quote ? (
            <Button type="primary" onClick={() => navigate(href('QuoteDetail', { quoteSlipNumber: quote }))}>
              返回报价单
            </Button>
          ) : (
            <>
              <Button type="primary" onClick={() => navigate(href('Quote', { id: 'cart' }))}>
                改为询价
              </Button>
              <Button onClick={() => navigate(href('Cart'))}>返回购物车</Button>
            </>
          )
        }
      />
    </Card>
  );
}

/** /order/confirm: checkout of the selected cart lines, or of an answered quote at its prices (`?quote=QT…`). */
export default function OrderConfirm() {
  const { isLoggedIn, user } = useSession();
  const canOrder = usePermission('ORDER');
  const [params] = useSearchParams();
  const quote = params.get('quote')?.trim().toUpperCase() || undefined;

  if (!isLoggedIn) {
    return (
      <Card title="确认订单">
        <SignInNotice />
      </Card>
    );
  }
  if (!user?.customerCode) {
    return (
      <Card title="确认订单">
        <CompanyRequired action="下单" />
      </Card>
    );
  }
  if (!canOrder) return <NoOrderPermission quote={quote} />;
  return <Checkout quote={quote} />;
}

function Checkout({ quote }: { quote?: string }) {
  const navigate = useNavigate();
  const preview = useOrderConfirmPreviewQuery(quote ? { source: 'QUOTE', quoteSlipNumber: quote } : { source: 'CART' }, {
    refetchOnMountOrArgChange: true,
  });
  const book = useShipToSearchQuery();

  if (preview.error || book.error) {
    const error = preview.error ?? book.error;
    return (
      <Card title="确认订单">
        <Result
          status={toApiError(error)?.status === 403 ? '403' : 'warning'}
          title={errorText(error, '加载订单信息失败')}
          data-testid="confirm-load-error"
          extra={
            <>
              <Button type="primary" onClick={() => void (preview.error ? preview.refetch() : book.refetch())}>
                重新加载
              </Button>
              <Button onClick={() => navigate(quote ? href('QuoteDetail', { quoteSlipNumber: quote }) : href('Cart'))}>
                {quote ? '返回报价单' : '返回购物车'}
              </Button>
            </>
          }
        />
      </Card>
    );
  }
  if (!preview.data || !book.data) {
    return (
      <Card title="确认订单">
        <PageSpin />
      </Card>
    );
  }
  if (preview.data.lineList.length === 0) {
    return (
      <Card title="确认订单">
        <BlockedLines lines={preview.data.blockedLineList} />
        <Result
          status="info"
          title="没有可下单的商品"
          subTitle="请回到购物车勾选要购买的商品后再结算。"
          data-testid="nothing-to-order"
          extra={
            <Button type="primary" onClick={() => navigate(href('Cart'))}>
              返回购物车
            </Button>
          }
        />
      </Card>
    );
  }
  return <CheckoutForm preview={preview.data} addresses={book.data.shipToList} quote={quote} />;
}

function CheckoutForm({ preview, addresses, quote }: { preview: ConfirmPreview; addresses: readonly ShipTo[]; quote?: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<ConfirmForm>();
  const flow = useOrderConfirm();
  const [invalidCount, setInvalidCount] = useState(0);
  const initialValues = useMemo<ConfirmForm>(
    () => ({
      shipToId: (addresses.find((a) => a.isDefault) ?? addresses[0])?.shipToId,
      invoice: preview.defaultInvoice ?? EMPTY_INVOICE,
      // a company on the account period (月结) buys on it unless it chooses otherwise
      paymentMethod: preview.paymentMethodList.some((p) => p.paymentMethod === 'ACCOUNT_PERIOD') ? 'ACCOUNT_PERIOD' : 'ONLINE',
    }),
    [addresses, preview],
  );
  const shipToId = Form.useWatch('shipToId', form);
  const paymentMethod = Form.useWatch('paymentMethod', form) ?? initialValues.paymentMethod;

  const submit = async (v: ConfirmForm) => {
    const body: OrderConfirmRequest = {
      source: preview.source,
      ...(preview.source === 'QUOTE' && quote ? { quoteSlipNumber: quote } : {}),
      shipToId: v.shipToId!,
      invoice: { ...EMPTY_INVOICE, ...v.invoice },
      customerOrderNumber: v.customerOrderNumber?.trim() ?? '',
      lines: preview.lineList.map((l) => {
        const branchNumber = v.branchNumbers?.[lineKey(l)]?.trim() ?? '';
        // the price the buyer saw: if it changed meanwhile (a campaign sold out) the server refuses instead of charging more
        const expectedUnitPrice = l.unitPrice;
        return l.cartLineId !== null
          ? { cartLineId: l.cartLineId, branchNumber, expectedUnitPrice }
          : { lineNumber: l.lineNumber!, branchNumber, expectedUnitPrice };
      }),
      ...(v.requestedDeliveryDate ? { requestedDeliveryDate: v.requestedDeliveryDate.format('YYYY-MM-DD') } : {}),
      paymentMethod: v.paymentMethod,
      remark: v.remark?.trim() ?? '',
    };
    const orderSlipNumber = await flow.submit(body);
    if (orderSlipNumber) void navigate(withQuery(href('OrderCompleted'), { orderSlipNumber }), { replace: true });
  };

  const unknownOutcome =
    flow.error !== null && (toApiError(flow.error)?.status === 'failed' || Number(toApiError(flow.error)?.status) >= 500);
  return (
    <Form<ConfirmForm>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void submit(v)}
      requiredMark
      data-testid="order-confirm"
      onFinishFailed={({ errorFields }) => {
        setInvalidCount(errorFields.length);
        // the first field to fix may be far above the button: bring it into view (antd's scrollToFirstError does the
        // same, but its scroll computation stalls in jsdom, where scrollIntoView does not exist)
        requestAnimationFrame(() =>
          document.querySelector('[data-testid="order-confirm"] .ant-form-item-has-error')?.scrollIntoView?.({ block: 'center' }),
        );
      }}
      onValuesChange={() => setInvalidCount(0)}
    >
      <h2 style={{ fontSize: 18, fontWeight: 600, margin: '0 0 12px' }}>确认订单</h2>
      {preview.source === 'QUOTE' ? (
        <Alert
          type="info"
          showIcon
          style={SECTION}
          title={`按报价单 ${preview.quoteSlipNumber ?? quote ?? ''} 下单：单价为报价价格${preview.quoteValidUntil ? `，有效期至 ${preview.quoteValidUntil}` : ''}`}
          data-testid="quote-source"
        />
      ) : null}
      <BlockedLines lines={preview.blockedLineList} />

      <Card
        size="small"
        title="收货地址"
        style={SECTION}
        extra={<Link to={href('ShipToList')}>管理收货地址</Link>}
        data-testid="ship-to-section"
      >
        <Form.Item name="shipToId" rules={[{ required: true, message: '请选择收货地址' }]} style={{ marginBottom: 0 }}>
          {/* shipToChangeFlag '0': the company's orders go to its default address only */}
          <ShipToPicker list={preview.shipToChangeable ? addresses : addresses.filter((a) => a.isDefault)} value={shipToId} />
        </Form.Item>
        {!preview.shipToChangeable && (
          <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.55)', fontSize: 12 }} data-testid="ship-to-fixed">
            贵公司的订单发往默认收货地址；如需发往其他地址，请联系公司主账号。
          </div>
        )}
      </Card>

      <Card size="small" title="发票信息" style={SECTION}>
        <InvoiceFields />
      </Card>

      <Card size="small" title="订单信息" style={SECTION}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 16 }}>
          <Form.Item
            label="客户订单号"
            name="customerOrderNumber"
            rules={toAntdRules(ORDER_FIELD_RULES.customerOrderNumber)}
            extra="贵公司内部的采购单号，将打印在订单和送货单上"
          >
            <Input maxLength={ORDER_LIMITS.customerOrderNumberMax} placeholder="选填，半角字母数字" />
          </Form.Item>
          <Form.Item
            label="希望交货日期"
            name="requestedDeliveryDate"
            extra={`最早 ${preview.earliestDeliveryDate}，不填则按预计发货日发货`}
          >
            <DatePicker
              style={{ width: '100%' }}
              placeholder="选填"
              disabledDate={(d: PickedDay) => {
                const day = d.format('YYYY-MM-DD');
                return day < preview.earliestDeliveryDate || day > preview.latestDeliveryDate;
              }}
            />
          </Form.Item>
          <Form.Item label="付款方式" name="paymentMethod" rules={[{ required: true, message: '请选择付款方式' }]}>
            <Radio.Group
              options={preview.paymentMethodList.map((p) => ({ value: p.paymentMethod, label: p.paymentMethodDisp }))}
              data-testid="payment-methods"
            />
          </Form.Item>
        </div>
        <Form.Item label="备注" name="remark" style={{ marginBottom: 0 }}>
          <Input.TextArea maxLength={ORDER_LIMITS.remarkMax} showCount autoSize={{ minRows: 1, maxRows: 3 }} placeholder="选填" />
        </Form.Item>
      </Card>

      <Card size="small" title={`商品清单（${preview.lineList.length}）`} style={SECTION}>
        <ConfirmLines lines={preview.lineList} />
      </Card>

      <Card size="small">
        <div style={{ display: 'flex', alignItems: 'flex-end', gap: 24 }}>
          <div style={{ color: 'rgba(0,0,0,0.65)', fontSize: 13 }}>
            {paymentMethod === 'ACCOUNT_PERIOD'
              ? '账期支付：订单经确认后备货，货款计入贵公司月结对账单。'
              : '在线支付：提交后订单为待付款，付款完成后开始备货。'}
          </div>
          <AmountSummary subtotalAmount={preview.subtotalAmount} taxAmount={preview.taxAmount} totalAmount={preview.totalAmount} />
        </div>
        {invalidCount ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            title={`有 ${invalidCount} 项需要修改，请检查标红的内容`}
            data-testid="confirm-invalid"
          />
        ) : null}
        {flow.error ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            title={errorText(flow.error, '提交订单失败，请稍后重试')}
            description={unknownOutcome ? '请直接再次点击“提交订单”：同一次提交不会重复生成订单。' : undefined}
            data-testid="confirm-error"
          />
        ) : null}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
          <Button onClick={() => navigate(quote ? href('QuoteDetail', { quoteSlipNumber: quote }) : href('Cart'))} disabled={flow.running}>
            {quote ? '返回报价单' : '返回购物车'}
          </Button>
          {/* not a submit button: the throttle guards onClick only, and a native submit would pass a second click */}
          <ThrottledButton type="primary" size="large" onClick={() => form.submit()} loading={flow.running} data-testid="submit-order">
            提交订单
          </ThrottledButton>
        </div>
      </Card>
    </Form>
  );
}
