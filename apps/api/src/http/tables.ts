import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of the HTTP rate limits (one row per limit and client address). They live in the database
 * so several API processes behind a load balancer share them.
 */
export const httpRateCounters = pgTable(
  'http_rate_counter',
  {
    /** `<limit>:<client address>`, e.g. `login:203.0.113.7` */
    bucket: text('bucket').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('http_rate_counter_window_idx').on(t.windowStartedAt)],
);
