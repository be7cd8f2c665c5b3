/** One line of the purchase list kept with the session (its fields beyond these are not specified). */
export interface PurchaseListItem {
  partNumber: string;
  quantity: number;
  seriesCode?: string;
  [extra: string]: unknown;
}

/** The user session entity of SPEC §3, stored locally under `msm_user`. */
export interface UserSession {
  userName: string;
  userCode: string;
  sessionId: string;
  customerCode: string | null;
  customerName: string | null;
  customerType: string | null;
  settlementType: string | null;
  settlementTypeDisp: string | null;
  /** '0' means the new-tab flag is active */
  newTabFlag: string;
  /** raw permission values; '7' grants CAD */
  permissionList: string[];
  /** set and not '1' means logged in */
  sessionStatus: string;
  /** the opaque refresh token the client keeps (named refreshTokenHash by the spec) */
  refreshTokenHash: string;
  /** '1' marks a purchase-link user */
  purchaseLinkFlag: string;
  promptDeliveryFlag: string;
  purchaseList: PurchaseListItem[];
}

/** Result of GET /api/user/v1/auth/check (SPEC §3). */
export interface AuthCheckResult {
  permissionList: string[];
  cellularPhone: string | null;
}

/** Result of GET /api/user/v1/customerInfo (SPEC §3). */
export interface CustomerInfo {
  shipToManageFlag: string;
  shipToChangeFlag: string;
  customerCode: string | null;
  serviceStopType: string;
  orderCancelDisplayFlag: string;
}

/** Reconciliation entry (SPEC §3); a non-empty list grants reconciliation. */
export interface ReconciliationEntry {
  is_current: string;
  exclude_campaign_flag: string;
  [extra: string]: unknown;
}

/** One key/value of the invoice service's getUserCustAttr answer. */
export interface CustAttr {
  key: string;
  value: string | null;
}

/** What the refresh call returns: at least a new sessionId and refresh token, optionally fresh session fields. */
export type RefreshResult = Partial<UserSession> & { sessionId: string; refreshTokenHash: string };
