import { formatCount, formatYuan } from '@shop/format';
import type { NextBreak } from '@shop/api-clients/cart/types';

/** What the cart page says, in one place (tests import these rather than retyping them). */
export const CART_TEXT = {
  NO_PRICE_PERMISSION: '无查看价格权限',
  NO_PRICE: '需询价',
  EMPTY: '购物车还是空的',
  EMPTY_HINT: '搜索型号或浏览商品目录，把需要的商品加入购物车；也可以在上方“快速下单”中粘贴型号批量加入。',
  NO_ORDER_PERMISSION: '您没有下单权限，可提交询价',
  NO_QUOTE_PERMISSION: '您没有询价权限，请联系公司主账号开通',
  NO_PRICE_CHECKOUT: '您没有查看价格的权限，不能结算，可提交询价',
  SELECT_FIRST: '请先勾选要结算的商品',
  SELECT_FIRST_QUOTE: '请先勾选要询价的商品',
  QUOTE_ONLY_SELECTED: (n: number) => `已选商品中有 ${n} 件不能直接下单（见各行提示），请取消勾选或提交询价`,
  NOT_QUOTABLE_SELECTED: (n: number) => `已选商品中有 ${n} 件不能询价（已停产或型号不存在），请取消勾选或删除`,
  DISCONTINUED: '已停产',
  SUSPENDED: '暂停销售',
  DELETE_OR_QUOTE: '请删除或询价',
  NOT_FOUND: '型号不存在',
  CAMPAIGN: '限量折扣',
  NO_CART_PERMISSION: '您没有使用购物车的权限，请联系公司主账号开通',
  DELETED: (n: number) => `已删除 ${n} 件商品`,
  REPLACED: (from: string, to: string) => `已将 ${from} 替换为 ${to}`,
} as const;

/** "当天发货" for 0 days, "N 天发货" otherwise; "—" when unknown (a part not in the catalogue). */
export function shipText(days: number | null): string {
  if (days === null) return '—';
  return days <= 0 ? '当天发货' : `${days} 天发货`;
}

/** "12,345 件" / "无库存" / "—" */
export function stockText(qty: number | null): string {
  if (qty === null) return '—';
  return qty > 0 ? `${formatCount(qty)} 件` : '无库存';
}

/** The quantity-break nudge: "再买 N 件单价降至 ¥x". */
export function nextBreakText(next: NextBreak): string | null {
  return next.unitPrice === null ? null : `再买 ${next.addQty} 件单价降至 ${formatYuan(next.unitPrice)}`;
}

/** A price, or what stands in its place: 无查看价格权限 without PRICE_CHECK, 需询价 when the part has none. */
export function priceText(value: number | null, priceVisible: boolean): string {
  if (!priceVisible) return CART_TEXT.NO_PRICE_PERMISSION;
  return value === null ? CART_TEXT.NO_PRICE : formatYuan(value);
}
