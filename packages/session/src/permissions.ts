import type { AuthCheckResult, CustAttr, CustomerInfo, ReconciliationEntry, UserSession } from './types';

/** Permission codes of the auth-check list (SPEC §6). */
export const Permission = {
  ORDER: 'ORDER',
  QUOTE: 'QUOTE',
  QUOTE_HISTORY: 'QUOTE_HISTORY',
  ORDER_HISTORY: 'ORDER_HISTORY',
  PRICE_CHECK: 'PRICE_CHECK',
  USER_MANAGE: 'USER_MANAGE',
  CART: 'CART',
} as const;
export type ListPermission = (typeof Permission)[keyof typeof Permission];

/** Value in the user permission list that grants CAD download. */
export const CAD_PERMISSION_VALUE = '7';
export const INVOICE_BLACKLIST_KEY = 'invoice_blacklist';
export const INVOICE_BLACKLIST_VALUE = 'black';

/** Everything `can` answers: the list codes plus the rules derived from other data. */
export type PermissionCode = ListPermission | 'CAD' | 'SHIP_TO_MANAGE' | 'SHIP_TO_CHANGE' | 'ORDER_CANCEL' | 'RECONCILIATION';

export const ALL_LIST_PERMISSIONS: readonly ListPermission[] = Object.values(Permission);

export function hasListPermission(permissionList: readonly string[] | null | undefined, code: ListPermission): boolean {
  return !!permissionList?.includes(code);
}

export function hasCadPermission(permissionList: readonly string[] | null | undefined): boolean {
  return !!permissionList?.includes(CAD_PERMISSION_VALUE);
}

export function canManageShipTo(info: Pick<CustomerInfo, 'shipToManageFlag'> | null | undefined): boolean {
  return info?.shipToManageFlag === '1';
}

export function canChangeShipTo(info: Pick<CustomerInfo, 'shipToChangeFlag'> | null | undefined): boolean {
  return info?.shipToChangeFlag === '1';
}

export function canCancelOrder(
  permissionList: readonly string[] | null | undefined,
  info: Pick<CustomerInfo, 'orderCancelDisplayFlag'> | null | undefined,
): boolean {
  return hasListPermission(permissionList, 'ORDER') && info?.orderCancelDisplayFlag === '1';
}

export function hasReconciliationPermission(list: readonly ReconciliationEntry[] | null | undefined): boolean {
  return !!list && list.length > 0;
}

/** SPEC §6: true when the attribute lookup for invoice_blacklist answers 'black'. */
export function isInvoiceBlacklisted(attrs: readonly CustAttr[] | null | undefined): boolean {
  return !!attrs?.some((a) => a.key === INVOICE_BLACKLIST_KEY && a.value === INVOICE_BLACKLIST_VALUE);
}

/** The data permission rules read; matches the session slice state. */
export interface PermissionSource {
  user: Pick<UserSession, 'permissionList'> | null;
  authCheck: AuthCheckResult | null;
  customerInfo: CustomerInfo | null;
  reconciliationList: ReconciliationEntry[] | null;
}

/**
 * One answer for every permission. List codes come from the auth check once it has run (it is the server's
 * current word) and from the login-time list before that; CAD reads the user permission list.
 */
export function can(source: PermissionSource, code: PermissionCode): boolean {
  const list = source.authCheck?.permissionList ?? source.user?.permissionList ?? null;
  switch (code) {
    case 'CAD':
      return hasCadPermission(source.user?.permissionList) || hasCadPermission(source.authCheck?.permissionList);
    case 'SHIP_TO_MANAGE':
      return canManageShipTo(source.customerInfo);
    case 'SHIP_TO_CHANGE':
      return canChangeShipTo(source.customerInfo);
    case 'ORDER_CANCEL':
      return canCancelOrder(list, source.customerInfo);
    case 'RECONCILIATION':
      return hasReconciliationPermission(source.reconciliationList);
    default:
      return hasListPermission(list, code);
  }
}
