import { useState, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toApiError } from '@shop/api-clients';
import { useCartSearchQuery } from '@shop/api-clients/cart/api';
import { QUOTE_LIMITS, QuoteMessages, type QuoteConfirmRequest } from '@shop/api-clients/quote/types';
import { href, withQuery } from '@shop/routes';
import { usePermission, useSession } from '@shop/session';
import { errorText, PageSpin } from '@shop/shared-ui';
import { ThrottledButton } from '@shop/shared-ui/controls';
import { CompanyRequired } from '../../components/CompanyRequired';
import { SignInNotice } from '../../components/PageState';
import { CartQuoteLines } from '../../components/quote/CartQuoteLines';
import { CustomLinesEditor } from '../../components/quote/CustomLinesEditor';
import type { TypedLine } from '../../components/quote/pasteLines';
import { useQuoteConfirm } from '../../components/quote/useQuoteConfirm';

interface QuoteForm {
  lineList?: Partial<TypedLine>[];
  remark?: string;
}

/** What the buyer is told about pricing before submitting. */
const HOW_IT_WORKS =
  '标准品按目录数量阶梯价立即报价；特注品、未登录型号和每次询价品由报价员人工核价，通常 1 个工作日内完成。报价单价自报价之日起 30 天内有效，可直接按报价下单。';

/** A page-level refusal (no QUOTE, an unknown id) with the ways on. */
function Refusal({ title, subTitle, testId }: { title: string; subTitle?: string; testId: string }) {
  const navigate = useNavigate();
  return (
    <Card title="询价">
      <Result
        status="403"
        title={title}
        subTitle={subTitle}
        data-testid={testId}
        extra={
          <>
            <Button type="primary" onClick={() => navigate(href('Cart'))}>
              返回购物车
            </Button>
            <Button onClick={() => navigate(href('QuoteList'))}>报价单查询</Button>
          </>
        }
      />
    </Card>
  );
}

/**
 * /order/quote/:id: the quote request. `cart` sends the selected cart lines; `new` a list typed or pasted here
 * (prefilled from `?partNumber=&quantity=` when the buyer comes from a detail page). Needs QUOTE and a company.
 */
export default function Quote() {
  const { id = '' } = useParams();
  const { isLoggedIn, user } = useSession();
  const canQuote = usePermission('QUOTE');

  if (!isLoggedIn) {
    return (
      <Card title="询价">
        <SignInNotice />
      </Card>
    );
  }
  if (!user?.customerCode) {
    return (
      <Card title="询价">
        <CompanyRequired action="询价" />
      </Card>
    );
  }
  if (!canQuote) return <Refusal title={QuoteMessages.NO_QUOTE_PERMISSION} testId="no-quote-permission" />;
  if (id === 'cart') return <CartQuote />;
  if (id === 'new') return <QuoteRequest source="CUSTOM" />;
  return <Refusal title="询价方式不存在" subTitle="请从购物车或商品页发起询价。" testId="unknown-quote-source" />;
}

function CartQuote() {
  const navigate = useNavigate();
  const cart = useCartSearchQuery(undefined, { refetchOnMountOrArgChange: true });
  if (cart.error) {
    return (
      <Card title="询价">
        <Result
          status="warning"
          title={errorText(cart.error, '加载购物车失败')}
          extra={<Button onClick={() => void cart.refetch()}>重新加载</Button>}
        />
      </Card>
    );
  }
  if (!cart.data) {
    return (
      <Card title="询价">
        <PageSpin />
      </Card>
    );
  }
  const selected = cart.data.lineList.filter((l) => l.selected);
  if (selected.length === 0) {
    return (
      <Card title="询价">
        <Result
          status="info"
          title={QuoteMessages.CART_EMPTY}
          data-testid="quote-cart-empty"
          extra={
            <>
              <Button type="primary" onClick={() => navigate(href('Cart'))}>
                返回购物车
              </Button>
              <Button onClick={() => navigate(href('Quote', { id: 'new' }))}>直接填写型号询价</Button>
            </>
          }
        />
      </Card>
    );
  }
  return (
    <QuoteRequest source="CART" blocked={selected.some((l) => !l.quotable)}>
      <CartQuoteLines lines={selected} priceVisible={cart.data.priceVisible} />
    </QuoteRequest>
  );
}

function QuoteRequest({ source, blocked = false, children }: { source: 'CART' | 'CUSTOM'; blocked?: boolean; children?: ReactNode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<QuoteForm>();
  const flow = useQuoteConfirm();
  // the prefill is read once, when the page opens
  const [initialValues] = useState<QuoteForm>(() => {
    if (source === 'CART') return {};
    const partNumber = params.get('partNumber')?.trim().slice(0, 64);
    const quantity = Number(params.get('quantity'));
    const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= QUOTE_LIMITS.maxQuantity;
    return { lineList: [{ partNumber: partNumber ?? '', quantity: valid ? quantity : 1 }] };
  });

  const submit = async (v: QuoteForm) => {
    const body: QuoteConfirmRequest = {
      source,
      ...(source === 'CUSTOM'
        ? {
            lineList: (v.lineList ?? []).map((l) => ({
              partNumber: (l.partNumber ?? '').trim(),
              quantity: Number(l.quantity),
              ...(l.customerPartNumber?.trim() ? { customerPartNumber: l.customerPartNumber.trim() } : {}),
            })),
          }
        : {}),
      remark: v.remark?.trim() ?? '',
    };
    const quoteSlipNumber = await flow.submit(body);
    if (quoteSlipNumber) void navigate(withQuery(href('QuoteCompleted'), { quoteSlipNumber }), { replace: true });
  };
  const status = toApiError(flow.error)?.status;
  const unknownOutcome = flow.error !== null && (status === 'failed' || Number(status) >= 500);

  return (
    <Card
      title={source === 'CART' ? '询价：购物车中勾选的商品' : '询价：填写型号和数量'}
      size="small"
      extra={
        source === 'CUSTOM' ? (
          <Button type="link" onClick={() => navigate(href('Cart'))}>
            从购物车询价
          </Button>
        ) : (
          <Button type="link" onClick={() => navigate(href('Quote', { id: 'new' }))}>
            另填型号询价
          </Button>
        )
      }
      data-testid="quote-request"
    >
      <Alert type="info" showIcon title={HOW_IT_WORKS} style={{ marginBottom: 12 }} />
      <Form<QuoteForm> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void submit(v)}>
        {source === 'CUSTOM' ? <CustomLinesEditor /> : children}
        <Form.Item label="备注" name="remark" style={{ marginTop: 16 }}>
          <Input.TextArea
            maxLength={QUOTE_LIMITS.remarkMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="选填：用途、希望交期、包装要求等，报价员核价时参考"
          />
        </Form.Item>
      </Form>
      {flow.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={errorText(flow.error, '提交询价失败，请稍后重试')}
          description={unknownOutcome ? '请直接再次点击“提交询价”：同一次提交不会重复生成询价单。' : undefined}
          data-testid="quote-error"
        />
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={() => navigate(href('QuoteList'))} disabled={flow.running}>
          报价单查询
        </Button>
        {/* not a submit button: the throttle guards onClick only, and a native submit would pass a second click */}
        <ThrottledButton
          type="primary"
          size="large"
          onClick={() => form.submit()}
          loading={flow.running}
          disabled={blocked}
          data-testid="submit-quote"
        >
          提交询价
        </ThrottledButton>
      </div>
    </Card>
  );
}
