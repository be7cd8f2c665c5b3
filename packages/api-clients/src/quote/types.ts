/**
 * Quote contract (SPEC §7 orders, quoteSlip). Schemas in ./schemas.ts (TypeBox, server and tests only); the types
 * are re-exported type-only so no TypeBox reaches a browser bundle.
 */
import type { QuoteStatus } from './schemas';

export type { QuoteStatus } from './schemas';

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  REQUESTED: '待报价',
  ANSWERED: '已报价',
  ORDERED: '已下单',
  EXPIRED: '已过期',
};
