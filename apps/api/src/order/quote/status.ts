import { sql, type SQL } from 'drizzle-orm';
import type { QuoteStatus } from '@shop/api-clients/quote/types';
import { quoteSlips } from '../tables';
import { chinaDate } from './chinaTime';

/**
 * Expiry is decided when a quote is read: an ANSWERED quote whose validUntil (a China date) is before today is
 * EXPIRED, whatever the stored status says, so a quote never shows or orders as valid past its date even between
 * sweeps. expireQuotes (run hourly by the quote routes' timer) writes the same state into the row.
 */
export function effectiveStatus(row: { status: QuoteStatus; validUntil: string | null }, now: Date): QuoteStatus {
  return row.status === 'ANSWERED' && row.validUntil !== null && row.validUntil < chinaDate(now) ? 'EXPIRED' : row.status;
}

/** effectiveStatus in SQL, for filters and counts. */
export function effectiveStatusSql(now: Date): SQL<QuoteStatus> {
  const today = chinaDate(now);
  return sql<QuoteStatus>`(case when ${quoteSlips.status} = 'ANSWERED' and ${quoteSlips.validUntil} < ${today}::date
    then 'EXPIRED' else ${quoteSlips.status} end)`;
}
