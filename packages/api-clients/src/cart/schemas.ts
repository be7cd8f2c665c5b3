/**
 * Cart contract schemas (docs/buying.md, `/api/order/v1/cart/...`, status envelope): written once here, the types
 * derived from them (re-exported as types by ./types.ts). Server and tests only at run time — see ../common/schemas.ts.
 *
 * Money is yuan with 2 decimals, tax included (the server counts in fen). Every price field is null when the caller
 * lacks PRICE_CHECK (`priceVisible: false`), so a page without the permission has nothing to leak.
 */
import { Answers, Body, Nullable, Query, Text, Type, type Static } from '../common/schemas';

/**
 * SPEC §4 unfit-type codes: '1' short-lead-time box, '2' large volume, '3' special order, '4' non-standard,
 * '5' unregistered, '6' multiple, '7' business unit, '8' each-time, '9' other, 's' system. null = fit.
 */
export const UnfitType = Type.Union([
  Type.Literal('1'),
  Type.Literal('2'),
  Type.Literal('3'),
  Type.Literal('4'),
  Type.Literal('5'),
  Type.Literal('6'),
  Type.Literal('7'),
  Type.Literal('8'),
  Type.Literal('9'),
  Type.Literal('s'),
]);
export type UnfitType = Static<typeof UnfitType>;

/** SPEC §4 errorList item: CE7062 temporarily not sold, CE6088 a replacement exists, S… a message naming one in <…>. */
export const CartError = Type.Object({ errorCode: Type.String(), errorMessage: Type.String() });
export type CartError = Static<typeof CartError>;

/** The next cheaper quantity break: "再买 {addQty} 件单价降至 ¥{unitPrice}". */
export const NextBreak = Type.Object({ minQty: Type.Integer(), addQty: Type.Integer(), unitPrice: Nullable(Type.Number()) });
export type NextBreak = Static<typeof NextBreak>;

/** A limited-quantity campaign running on the part (SPEC §1 限量折扣). */
export const CartCampaign = Type.Object({
  campaignCode: Type.String(),
  campaignName: Type.String(),
  /** campaign unit price (null without PRICE_CHECK) */
  campaignPrice: Nullable(Type.Number()),
  /** units left in the whole campaign */
  remainingQty: Type.Integer(),
  /** most units one order may take at the campaign price; null: no cap */
  perOrderMax: Nullable(Type.Integer()),
  /** ISO timestamp */
  endsAt: Type.String(),
  /** true when the line's unit price is the campaign price (enough units remain for the quantity) */
  applied: Type.Boolean(),
});
export type CartCampaign = Static<typeof CartCampaign>;

/** The pricing and catalogue facts of one part at one quantity (cart lines; quotes and checkout show the same). */
const pricedFields = {
  partNumber: Type.String(),
  quantity: Type.Integer(),
  /** false: the part number is not in the catalogue (errorList says so) */
  found: Type.Boolean(),
  seriesCode: Nullable(Type.String()),
  /** the series name */
  productName: Nullable(Type.String()),
  brandCode: Nullable(Type.String()),
  brandName: Nullable(Type.String()),
  ownBrand: Type.Boolean(),
  /** unit price at the quantity (quantity break, or the campaign price); null without PRICE_CHECK or without a price */
  unitPrice: Nullable(Type.Number()),
  /** unitPrice × quantity */
  amount: Nullable(Type.Number()),
  /** the catalogue unit price at the quantity before any campaign (to show the saving) */
  listUnitPrice: Nullable(Type.Number()),
  nextBreak: Nullable(NextBreak),
  campaign: Nullable(CartCampaign),
  daysToShip: Nullable(Type.Integer()),
  stockQty: Nullable(Type.Integer()),
  unfitType: Nullable(UnfitType),
  /** unfit '6': a delegate exists ("multiple non-own-brand") */
  hasDelegate: Type.Boolean(),
  /** '1' permanently discontinued, else '0' */
  discontinueFlag: Type.String(),
  /** temporarily not sold (CE7062) */
  saleSuspended: Type.Boolean(),
  replacementPartNumber: Nullable(Type.String()),
  errorList: Type.Array(CartError),
  /** can be ordered online as it is: found, fit, not discontinued, priced */
  orderable: Type.Boolean(),
  /** can go into a quote request (fit lines and most unfit codes; never discontinued or unknown parts) */
  quotable: Type.Boolean(),
};

export const CartLine = Type.Object({
  id: Type.Integer(),
  ...pricedFields,
  customerPartNumber: Type.String(),
  selected: Type.Boolean(),
  /** ISO timestamp the line was first added */
  createdAt: Type.String(),
});
export type CartLine = Static<typeof CartLine>;

export const CartTotals = Type.Object({
  /** lines in the cart */
  lineCount: Type.Integer(),
  /** selected lines */
  selectedCount: Type.Integer(),
  /** selected lines that are orderable */
  orderableCount: Type.Integer(),
  /** 不含税: round(total / 1.13); null without PRICE_CHECK */
  subtotal: Nullable(Type.Number()),
  /** 13 % VAT inside the total */
  tax: Nullable(Type.Number()),
  /** sum of the selected priced lines, tax included */
  total: Nullable(Type.Number()),
});
export type CartTotals = Static<typeof CartTotals>;

/** GET cart/search */
export const CartSearchResult = Type.Object({
  lineList: Type.Array(CartLine),
  totals: CartTotals,
  /** false when the caller lacks PRICE_CHECK: every price is null and the page shows 无查看价格权限 */
  priceVisible: Type.Boolean(),
});
export type CartSearchResult = Static<typeof CartSearchResult>;

/** A line that was not added, with why (Chinese). lineNo is 1-based in the order sent (or the file's data rows). */
export const CartLineError = Type.Object({ lineNo: Type.Integer(), partNumber: Type.String(), message: Type.String() });
export type CartLineError = Static<typeof CartLineError>;

/** cart/add and cart/upload */
export const CartAddResult = Type.Object({
  /** good lines added or merged into an existing line */
  added: Type.Integer(),
  errors: Type.Array(CartLineError),
  /** lines in the cart afterwards */
  count: Type.Integer(),
});
export type CartAddResult = Static<typeof CartAddResult>;

export const CartCountResult = Type.Object({ count: Type.Integer() });
export type CartCountResult = Static<typeof CartCountResult>;

// ---- requests

/**
 * A quantity as typed: the schema takes a number or short text so that a bad one is answered per line with
 * 数量必须是 1–99999 的整数 instead of refusing the whole paste.
 */
const LooseQuantity = Type.Union([Type.Number(), Text(20)]);

export const CartAddLine = Type.Object({
  partNumber: Text(200),
  quantity: LooseQuantity,
  customerPartNumber: Type.Optional(Text(200)),
});
export type CartAddLine = Static<typeof CartAddLine>;

/** POST cart/add: up to 500 lines (more are refused with a Chinese message by the service). */
export const CartAddRequest = Body({ lineList: Type.Array(CartAddLine, { minItems: 1, maxItems: 2000 }) });
export type CartAddRequest = Static<typeof CartAddRequest>;

/** POST cart/update: change lines by id, and/or select or unselect every line at once. */
export const CartUpdateRequest = Body({
  lineList: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer({ minimum: 1 }),
        quantity: Type.Optional(LooseQuantity),
        customerPartNumber: Type.Optional(Text(200)),
        selected: Type.Optional(Type.Boolean()),
      }),
      { maxItems: 500 },
    ),
  ),
  /** true: select every line; false: unselect every line (before lineList is applied) */
  selectAll: Type.Optional(Type.Boolean()),
});
export type CartUpdateRequest = Static<typeof CartUpdateRequest>;

export const CartUpdateResult = Type.Object({ updated: Type.Integer() });
export type CartUpdateResult = Static<typeof CartUpdateResult>;

export const CartDeleteRequest = Body({ idList: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }) });
export type CartDeleteRequest = Static<typeof CartDeleteRequest>;

export const CartDeleteResult = Type.Object({ deleted: Type.Integer() });
export type CartDeleteResult = Static<typeof CartDeleteResult>;

/**
 * POST cart/upload is multipart/form-data: a `file` field (CSV or XLSX, ≤ 500 data rows) and sessionId. The body is
 * described loosely (no `type: object`) because the multipart parser hands over file objects; the service checks it.
 */
const UploadBody = Type.Unsafe<Record<string, unknown> | undefined>({
  properties: { file: {}, sessionId: {} },
  description: 'multipart/form-data: file (CSV or XLSX, columns 型号, 数量, 客户型号), sessionId',
});

/** Request and response schemas of each cart route, as the server declares them. */
export const CartRoutes = {
  search: { querystring: Query({}), response: Answers(CartSearchResult) },
  count: { querystring: Query({}), response: Answers(CartCountResult) },
  add: { querystring: Query({}), body: CartAddRequest, response: Answers(CartAddResult) },
  update: { querystring: Query({}), body: CartUpdateRequest, response: Answers(CartUpdateResult) },
  delete: { querystring: Query({}), body: CartDeleteRequest, response: Answers(CartDeleteResult) },
  upload: { querystring: Query({}), body: UploadBody, response: Answers(CartAddResult) },
};
