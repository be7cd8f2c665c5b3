/**
 * Cart contract (docs/buying.md, `/api/order/v1/cart/...`). Schemas in ./schemas.ts (TypeBox, server and tests
 * only); the types are re-exported type-only so no TypeBox reaches a browser bundle.
 */
import type { UnfitType } from './schemas';

export type {
  CartAddLine,
  CartAddRequest,
  CartAddResult,
  CartCampaign,
  CartCountResult,
  CartDeleteRequest,
  CartDeleteResult,
  CartError,
  CartLine,
  CartLineError,
  CartSearchResult,
  CartTotals,
  CartUpdateRequest,
  CartUpdateResult,
  NextBreak,
  UnfitType,
} from './schemas';

export const CartPaths = {
  search: '/api/order/v1/cart/search',
  count: '/api/order/v1/cart/count',
  add: '/api/order/v1/cart/add',
  update: '/api/order/v1/cart/update',
  delete: '/api/order/v1/cart/delete',
  upload: '/api/order/v1/cart/upload',
} as const;

/** Limits the pages and the server both check. */
export const CART_LIMITS = {
  /** lines one add or one upload may carry */
  linesPerAdd: 500,
  /** lines a cart may hold */
  cartLinesMax: 500,
  quantityMin: 1,
  quantityMax: 99999,
  customerPartNumberMax: 50,
  partNumberMax: 64,
  /** bytes of an uploaded CSV or XLSX */
  uploadBytesMax: 2 * 1024 * 1024,
} as const;

export const CartMessages = {
  PART_REQUIRED: '请输入型号',
  PART_NOT_FOUND: '型号不存在',
  QUANTITY_INVALID: `数量必须是 ${CART_LIMITS.quantityMin}–${CART_LIMITS.quantityMax} 的整数`,
  CUSTOMER_PART_TOO_LONG: `客户型号最多 ${CART_LIMITS.customerPartNumberMax} 个字符`,
  PART_TOO_LONG: `型号最多 ${CART_LIMITS.partNumberMax} 个字符`,
  TOO_MANY_LINES: `一次最多添加 ${CART_LIMITS.linesPerAdd} 行`,
  CART_FULL: `购物车最多 ${CART_LIMITS.cartLinesMax} 个商品，请先结算或删除部分商品`,
  /** the quantity was capped when merging into an existing line */
  QUANTITY_CAPPED: `合并后数量超过 ${CART_LIMITS.quantityMax}，已按 ${CART_LIMITS.quantityMax} 计`,
  LINE_NOT_FOUND: '购物车中没有该商品',
  NOTHING_TO_UPDATE: '请选择要修改的商品',
  UPLOAD_REQUIRED: '请上传 CSV 或 XLSX 文件',
  UPLOAD_NOT_SPREADSHEET: '文件格式不正确，请上传 CSV 或 XLSX 文件',
  UPLOAD_TOO_LARGE: `文件不能超过 ${CART_LIMITS.uploadBytesMax / 1024 / 1024} MB`,
  UPLOAD_TOO_MANY_LINES: `文件最多 ${CART_LIMITS.linesPerAdd} 行，请拆分后上传`,
  UPLOAD_EMPTY: '文件中没有可导入的行（列：型号、数量、客户型号）',
  NO_CART_PERMISSION: '您没有使用购物车的权限，请联系公司主账号',
  NO_PRICE: '该数量无报价',
} as const;

/** errorList codes of a priced line (SPEC §4 names CE7062 and CE6088; the others are this shop's). */
export const CartErrorCode = {
  NOT_FOUND: 'CE1001',
  NO_PRICE: 'CE1002',
  DISCONTINUED: 'CE6001',
  /** a replacement exists; the message names it in angle brackets */
  REPLACEMENT: 'CE6088',
  SUSPENDED: 'CE7062',
  /** a system message (S…) naming a replacement in angle brackets, for a suspended part */
  SUSPENDED_REPLACEMENT: 'S7063',
  CAMPAIGN_SHORT: 'CE8001',
} as const;

/** What an unfit code means and what the buyer can do (SPEC §4). Pages show both. */
export const UNFIT_TYPE_INFO: Record<UnfitType, { label: string; meaning: string; action: string }> = {
  '1': { label: '短交期箱装品', meaning: '该型号按整箱短交期供货，不能按件在线下单', action: '请提交询价，我们将按箱数报价' },
  '2': { label: '大批量', meaning: '该型号为大批量供货商品，需确认产能和交期', action: '请提交询价，确认价格和交期后下单' },
  '3': { label: '特注品', meaning: '该型号为特殊订制品，需单独核价', action: '只能询价：提交询价后由报价员核价' },
  '4': { label: '非标品', meaning: '该型号为非标准品，需确认规格', action: '请提交询价，我们将确认规格后报价' },
  '5': { label: '未登录型号', meaning: '该型号尚未登录在线价格', action: '只能询价：提交询价后由报价员核价' },
  '6': { label: '多个供应商', meaning: '该型号有多个供货来源，需确认供货方', action: '请提交询价，我们将确认供货方后报价' },
  '7': { label: '事业部商品', meaning: '该型号由事业部单独销售', action: '请提交询价，事业部将与您联系' },
  '8': { label: '每次询价品', meaning: '该型号每次购买都需重新核价', action: '只能询价：每次购买前请提交询价' },
  '9': { label: '其他', meaning: '该型号暂时不能在线下单', action: '请提交询价或联系客服' },
  s: { label: '系统限制', meaning: '该型号因系统原因暂时不能购买', action: '请稍后再试或联系客服' },
};

/** unfit '6' with a delegate (SPEC §4 "multiple non-own-brand"). */
export const UNFIT_MULTIPLE_DELEGATE_LABEL = '多个非自有品牌供应商';

/** Unfit codes that can only go through a quote (priced by the quote's pricing step, not from the catalogue). */
export const QUOTE_ONLY_UNFIT: readonly UnfitType[] = ['3', '5', '8'];

/** The label an unfit line shows. */
export function unfitLabel(unfitType: UnfitType, hasDelegate: boolean): string {
  return unfitType === '6' && hasDelegate ? UNFIT_MULTIPLE_DELEGATE_LABEL : UNFIT_TYPE_INFO[unfitType].label;
}

/** SPEC §4 analytics classification of a discontinued line. */
export type DiscontinuedKind = 'PERMANENT' | 'PERMANENT_WITH_REPLACEMENT' | 'TEMPORARY' | 'TEMPORARY_WITH_REPLACEMENT';

const ANGLE = /<([^<>]+)>/;

/**
 * SPEC §4: permanently discontinued = discontinueFlag '1'; temporarily = error CE7062; a replacement = error CE6088,
 * or a code containing S whose message names one in angle brackets. null for a line that is neither.
 */
export function discontinuedKindOf(line: {
  discontinueFlag: string;
  errorList: { errorCode: string; errorMessage: string }[];
}): DiscontinuedKind | null {
  const permanent = line.discontinueFlag === '1';
  const temporary = line.errorList.some((e) => e.errorCode === 'CE7062');
  if (!permanent && !temporary) return null;
  const replaced = line.errorList.some((e) => e.errorCode === 'CE6088' || (e.errorCode.includes('S') && ANGLE.test(e.errorMessage)));
  if (permanent) return replaced ? 'PERMANENT_WITH_REPLACEMENT' : 'PERMANENT';
  return replaced ? 'TEMPORARY_WITH_REPLACEMENT' : 'TEMPORARY';
}

/** The replacement a line's errors name in angle brackets (CE6088 or an S… message), if any. */
export function replacementFromErrors(errorList: { errorCode: string; errorMessage: string }[]): string | null {
  for (const e of errorList) {
    if (e.errorCode !== 'CE6088' && !e.errorCode.includes('S')) continue;
    const m = ANGLE.exec(e.errorMessage);
    if (m) return m[1]!;
  }
  return null;
}
