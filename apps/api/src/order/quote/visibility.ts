/**
 * Who may see which quotes: the rule of ../visibility.ts (orders) with QUOTE_HISTORY in place of ORDER_HISTORY.
 *
 * - a company user sees only quotes of their own company; the main account and a user holding QUOTE_HISTORY see
 *   every quote of the company, any other sub-user only the quotes they requested;
 * - an individual customer sees only their own quotes made without a company (today they cannot request any).
 * Another customer's quote answers like a missing one (404); a colleague's, without QUOTE_HISTORY, 403.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Caller } from '../visibility';
import { quoteSlips } from '../tables';

const QUOTE_HISTORY_PERMISSION = 'QUOTE_HISTORY';

const seesCompanyQuotes = (user: Caller) => user.isMain || user.permissionList.includes(QUOTE_HISTORY_PERMISSION);

/** The quotes a caller may see, as a condition on quote_slip. */
export function quoteScopeSql(user: Caller): SQL {
  if (!user.customerCode) return and(isNull(quoteSlips.customerCode), eq(quoteSlips.userCode, user.userCode))!;
  const company = eq(quoteSlips.customerCode, user.customerCode);
  return seesCompanyQuotes(user) ? company : and(company, eq(quoteSlips.userCode, user.userCode))!;
}

export type QuoteRelation = 'visible' | 'colleague' | 'foreign';

export function quoteRelationTo(user: Caller, quote: { customerCode: string | null; userCode: string }): QuoteRelation {
  if (!user.customerCode) return quote.customerCode === null && quote.userCode === user.userCode ? 'visible' : 'foreign';
  if (quote.customerCode !== user.customerCode) return 'foreign';
  return seesCompanyQuotes(user) || quote.userCode === user.userCode ? 'visible' : 'colleague';
}
