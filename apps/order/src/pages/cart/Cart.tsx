import { useEffect, useRef, useState } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { toApiError } from '@shop/api-clients';
import {
  CART_CHANGED_TAGS,
  cartApi,
  uploadCartFile,
  useCartAddMutation,
  useCartDeleteMutation,
  useCartSearchQuery,
  useCartUpdateMutation,
} from '@shop/api-clients/cart/api';
import type { CartAddLine, CartLine } from '@shop/api-clients/cart/types';
import { href } from '@shop/routes';
import { hasListPermission, Permission, useSession } from '@shop/session';
import { errorText, memberLoginUrl, pathOfLocation } from '@shop/shared-ui';
import { useCompanyNudge } from '@shop/shared-ui/company';
import { notify } from '@shop/shared-ui/notify';
import { cartActionStates } from '../../components/cart/cartActions';
import { reportUnfitAdded } from '../../components/cart/cartAnalytics';
import { CartSummary } from '../../components/cart/CartSummary';
import { CartTable } from '../../components/cart/CartTable';
import { CART_TEXT } from '../../components/cart/cartText';
import { QuickOrder } from '../../components/cart/QuickOrder';

/** Lines added whose unfit status is reported once the cart has been fetched again (SPEC §7 analytics). */
interface PendingReport {
  pick: (lines: readonly CartLine[]) => string[];
  bulk: boolean;
  after: number;
}

/** The quote page for one line: a new request with the part and quantity filled in. */
const quoteOneHref = (line: CartLine) =>
  `${href('Quote', { id: 'new' })}?${new URLSearchParams({ partNumber: line.partNumber, quantity: String(line.quantity) }).toString()}`;

/**
 * 购物车 (docs/buying.md): the caller's cart as the server prices it, quick order, and the way on to checkout or a
 * quote for the selected lines. Every change goes to the server at once, so the cart is the same after logout, on
 * another device, and in the header's count.
 */
export default function Cart() {
  const { isLoggedIn, user } = useSession();
  const location = useLocation();
  const permissions = user?.permissionList;
  const canCart = hasListPermission(permissions, Permission.CART);

  if (!isLoggedIn) {
    return (
      <Result
        status="403"
        title="请先登录"
        subTitle="登录后即可查看购物车。"
        extra={
          <Link to={memberLoginUrl(pathOfLocation(location))}>
            <Button type="primary">登录</Button>
          </Link>
        }
        data-testid="cart-login-required"
      />
    );
  }
  if (!canCart) return <Result status="403" title={CART_TEXT.NO_CART_PERMISSION} data-testid="cart-forbidden" />;
  return <CartPage />;
}

function CartPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { ensureCompany, nudgeElement } = useCompanyNudge();
  const cart = useCartSearchQuery(undefined, { refetchOnMountOrArgChange: true });
  const [addLines] = useCartAddMutation();
  const [updateLines] = useCartUpdateMutation();
  const [deleteLines] = useCartDeleteMutation();
  const [replacingId, setReplacingId] = useState<number | null>(null);
  const pending = useRef<PendingReport | null>(null);

  const lines = cart.data?.lineList ?? [];
  const priceVisible = cart.data?.priceVisible ?? false;

  // report what was just added once the cart has been priced again (the mutation's tags refetch it)
  useEffect(() => {
    const report = pending.current;
    if (!report || !cart.data || (cart.fulfilledTimeStamp ?? 0) < report.after) return;
    pending.current = null;
    reportUnfitAdded(cart.data.lineList, report.pick(cart.data.lineList), report.bulk);
  }, [cart.data, cart.fulfilledTimeStamp]);

  const failed = (e: unknown, fallback: string) => notify(errorText(e, fallback), 'error');
  const save = (body: Parameters<typeof updateLines>[0], fallback = '修改失败，请重试') =>
    updateLines(body)
      .unwrap()
      .catch((e: unknown) => failed(e, fallback));

  async function add(lineList: CartAddLine[], bulk: boolean) {
    const result = await addLines({ lineList }).unwrap();
    if (result.added > 0) pending.current = { pick: () => lineList.map((l) => l.partNumber), bulk, after: Date.now() };
    return result;
  }

  async function upload(file: File) {
    const known = new Set(lines.map((l) => l.id));
    const result = await uploadCartFile(file, { fileName: file.name });
    if (result.added > 0)
      pending.current = { pick: (now) => now.filter((l) => !known.has(l.id)).map((l) => l.partNumber), bulk: true, after: Date.now() };
    dispatch(cartApi.util.invalidateTags(CART_CHANGED_TAGS));
    return result;
  }

  async function replace(line: CartLine, replacement: string) {
    setReplacingId(line.id);
    try {
      const result = await add([{ partNumber: replacement, quantity: line.quantity, customerPartNumber: line.customerPartNumber }], false);
      if (result.added === 0) {
        notify(result.errors[0]?.message ?? '替换失败，请重试', 'error');
        return;
      }
      await deleteLines({ idList: [line.id] }).unwrap();
      notify(CART_TEXT.REPLACED(line.partNumber, replacement), 'success');
    } catch (e) {
      failed(e, '替换失败，请重试');
    } finally {
      setReplacingId(null);
    }
  }

  async function goOn(to: string) {
    // a customer without a company completes one first (the nudge modal), then comes back
    if (!user?.customerCode && !(await ensureCompany())) return;
    void navigate(to);
  }

  if (cart.error && !cart.data) {
    const status = toApiError(cart.error)?.status;
    return (
      <Result
        status={status === 403 ? '403' : 'error'}
        title={status === 403 ? CART_TEXT.NO_CART_PERMISSION : '购物车加载失败'}
        subTitle={status === 403 ? undefined : errorText(cart.error, '请稍后重试')}
        extra={
          status === 403 ? undefined : (
            <Button type="primary" onClick={() => void cart.refetch()}>
              重新加载
            </Button>
          )
        }
        data-testid="cart-error"
      />
    );
  }

  const totals = cart.data?.totals ?? { lineCount: 0, selectedCount: 0, orderableCount: 0, subtotal: null, tax: null, total: null };
  const states = cartActionStates(lines, totals, {
    hasCompany: !!user?.customerCode,
    canOrder: hasListPermission(user?.permissionList, Permission.ORDER),
    canQuote: hasListPermission(user?.permissionList, Permission.QUOTE),
    priceVisible,
  });
  const quoteAllowed = states.quote.shown;

  return (
    <div data-testid="cart-page" style={{ maxWidth: 1280, margin: '0 auto', padding: '16px 16px 0' }}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>
        购物车{cart.data && <span style={{ fontSize: 14, fontWeight: 400, color: 'rgba(0,0,0,0.45)' }}>（{totals.lineCount} 件商品）</span>}
      </h1>
      <QuickOrder onAdd={(l) => add(l, true)} onUpload={upload} />
      {cart.data && lines.length === 0 ? (
        <Empty
          data-testid="cart-empty"
          style={{ padding: '48px 0' }}
          description={
            <>
              <div style={{ fontSize: 16, marginBottom: 4 }}>{CART_TEXT.EMPTY}</div>
              <div style={{ color: 'rgba(0,0,0,0.45)' }}>{CART_TEXT.EMPTY_HINT}</div>
            </>
          }
        >
          <Link to={href('Home')}>
            <Button type="primary">去搜索商品</Button>
          </Link>
        </Empty>
      ) : (
        <>
          <CartTable
            lines={lines}
            priceVisible={priceVisible}
            loading={cart.isLoading}
            replacingId={replacingId}
            onSelect={(ids, selected) => void save({ lineList: ids.map((id) => ({ id, selected })) })}
            onSelectAll={(selected) => void save({ selectAll: selected })}
            onQuantity={(line, quantity) => void save({ lineList: [{ id: line.id, quantity }] }, '数量修改失败，请重试')}
            onCustomerPart={(line, customerPartNumber) =>
              void save({ lineList: [{ id: line.id, customerPartNumber }] }, '客户型号保存失败，请重试')
            }
            onDelete={(line) =>
              void deleteLines({ idList: [line.id] })
                .unwrap()
                .catch((e: unknown) => failed(e, '删除失败，请重试'))
            }
            onReplace={(line, replacement) => void replace(line, replacement)}
            onQuote={quoteAllowed ? (line) => void goOn(quoteOneHref(line)) : undefined}
          />
          <CartSummary
            totals={totals}
            priceVisible={priceVisible}
            checkout={states.checkout}
            quote={states.quote}
            onCheckout={() => void goOn(href('OrderConfirm'))}
            onQuote={() => void goOn(href('Quote', { id: 'cart' }))}
            onDeleteSelected={() => {
              const idList = lines.filter((l) => l.selected).map((l) => l.id);
              if (idList.length === 0) return;
              void deleteLines({ idList })
                .unwrap()
                .then((r) => notify(CART_TEXT.DELETED(r.deleted), 'success'))
                .catch((e: unknown) => failed(e, '删除失败，请重试'));
            }}
          />
        </>
      )}
      {nudgeElement}
    </div>
  );
}
