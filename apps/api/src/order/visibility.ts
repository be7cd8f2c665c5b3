/**
 * Who may see which orders (SPEC §6 order-authorisation check). The company boundary comes first:
 *
 * - a company user sees only orders of their own company (customerCode equal and not null);
 *   - the main account and a user holding ORDER_HISTORY see every order of the company;
 *   - any other sub-user sees only the orders they placed;
 * - an individual customer (no company) sees only their own orders that were placed without a company.
 *
 * The after-sales family applies the same rule to applications (through the customer and order user copied from
 * the order), so this module is the one place the rule lives.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../auth/sessionService';

const ORDER_HISTORY_PERMISSION = 'ORDER_HISTORY';

/** The orders a caller may see: those of `customerCode` (null = no company), placed by `orderUserCode` unless null. */
interface OrderScope {
  customerCode: string | null;
  /** null: every order of the company */
  orderUserCode: string | null;
}

export type Caller = Pick<SessionUser, 'userCode' | 'customerCode' | 'isMain' | 'permissionList'>;

function orderScopeOf(user: Caller): OrderScope {
  if (!user.customerCode) return { customerCode: null, orderUserCode: user.userCode };
  const seesCompany = user.isMain || user.permissionList.includes(ORDER_HISTORY_PERMISSION);
  return { customerCode: user.customerCode, orderUserCode: seesCompany ? null : user.userCode };
}

/**
 * The SQL form of orderScopeOf, for any table that carries an order's customer and order user (order_slip, and
 * cim_apply which copies them from the order).
 */
export function scopeSql(user: Caller, cols: { customerCode: PgColumn; orderUserCode: PgColumn }): SQL {
  const scope = orderScopeOf(user);
  const company = scope.customerCode === null ? isNull(cols.customerCode) : eq(cols.customerCode, scope.customerCode);
  return scope.orderUserCode === null ? company : and(company, eq(cols.orderUserCode, scope.orderUserCode))!;
}

/**
 * How an existing order relates to the caller:
 * - 'visible': the caller may see it;
 * - 'colleague': same company, placed by someone else, and the caller may not see the company's orders (403);
 * - 'foreign': another company's, an individual's, or (for an individual caller) anyone else's (answered as 404,
 *   so that order numbers of other customers cannot be probed).
 */
type OrderRelation = 'visible' | 'colleague' | 'foreign';

export function relationTo(user: Caller, order: { customerCode: string | null; orderUserCode: string }): OrderRelation {
  const scope = orderScopeOf(user);
  if (scope.customerCode === null) {
    return order.customerCode === null && order.orderUserCode === user.userCode ? 'visible' : 'foreign';
  }
  if (order.customerCode !== scope.customerCode) return 'foreign';
  if (scope.orderUserCode === null || order.orderUserCode === scope.orderUserCode) return 'visible';
  return 'colleague';
}
