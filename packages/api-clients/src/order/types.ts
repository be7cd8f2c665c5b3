/**
 * Order family contract (SPEC §7 orders, `/api/order/v1/...`, status envelope). Shared by apps/api/src/order (server)
 * and the RTK Query endpoints in ./api.ts.
 */

export const OrderPaths = {
  orderSlipSearch: '/api/order/v1/orderSlip/search',
  /** SPEC §6 order-authorisation check of the after-sales pages */
  orderSlipAuthCheck: '/api/order/v1/orderSlip/authCheck',
} as const;

/** Chinese texts of the order-authorisation check (server answers them, pages show them). */
export const OrderMessages = {
  /** 403: the order belongs to the caller's company, but the caller may not see it */
  FORBIDDEN: '无权查看该订单',
  /** 404: no such order, or it belongs to another company / customer (existence is not revealed) */
  NOT_FOUND: '订单不存在',
  /** 404: the order is visible but has no such line */
  LINE_NOT_FOUND: '订单明细不存在',
} as const;

/** Machine-readable codes in errorCode of the status envelope. */
export const OrderErrorCode = {
  ORDER_FORBIDDEN: 'ORDER_FORBIDDEN',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
} as const;

/**
 * CONFIRMED: accepted, nothing shipped yet; PARTIALLY_SHIPPED; SHIPPED: every line shipped; COMPLETED: shipped and
 * received; CANCELLED.
 */
export type OrderStatus = 'CONFIRMED' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'COMPLETED' | 'CANCELLED';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  CONFIRMED: '已确认',
  PARTIALLY_SHIPPED: '部分发货',
  SHIPPED: '已发货',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
};

/** Pattern of an order slip number: SO + year + six digits (e.g. SO2026010003). */
export const ORDER_SLIP_NUMBER_PATTERN = /^SO\d{10}$/;

export interface OrderLine {
  /** line number inside the slip, as a decimal string ('1', '2', ...) */
  soLineNumber: string;
  partNumber: string;
  /** product (series) name when ordered */
  productName: string;
  brandName: string;
  quantity: number;
  /** CNY, tax included */
  unitPrice: number;
  /** quantity × unitPrice */
  amount: number;
  shippedQty: number;
}

export interface OrderSlip {
  orderSlipNumber: string;
  /** null for an individual customer's order */
  customerCode: string | null;
  orderUserCode: string;
  orderUserName: string;
  /** YYYY-MM-DD (China time) */
  orderDate: string;
  status: OrderStatus;
  statusDisp: string;
  totalAmount: number;
  lineList: OrderLine[];
}

/** GET /api/order/v1/orderSlip/search */
export type OrderSlipSearchQuery = {
  /** exact slip number (optional filter) */
  orderSlipNumber?: string;
  pageNo?: number;
  pageSize?: number;
};
export interface OrderSlipSearchResult {
  totalCount: number;
  pageNo: number;
  pageSize: number;
  /** newest first */
  orderSlipList: OrderSlip[];
}

/** GET /api/order/v1/orderSlip/authCheck */
export type OrderAuthCheckQuery = {
  soSlipNumber: string;
  soLineNumber?: string;
};

/** One line as the after-sales form needs it. */
export interface ApplicableLine {
  soLineNumber: string;
  partNumber: string;
  productName: string;
  quantity: number;
  shippedQty: number;
  /** shipped quantity minus what open after-sales applications of the line already claim */
  applicableQty: number;
}

/**
 * 200 when the caller may see the order (and line). canApply: an after-sales application can be made now (the line,
 * or with no line any line, has shipped quantity not yet claimed; the order is not cancelled).
 */
export interface OrderAuthCheckResult {
  soSlipNumber: string;
  soLineNumber?: string;
  canApply: boolean;
  /** why not, when canApply is false (Chinese) */
  cannotApplyReason?: string;
  orderDate: string;
  status: OrderStatus;
  statusDisp: string;
  /** the requested line only, or every line of the slip */
  lineList: ApplicableLine[];
}
