import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 'running': the first request of the key is under way; 'done': its answer is stored and replayed. */
export type IdempotencyState = 'running' | 'done';

/**
 * One row per Idempotency-Key and caller (idempotency/plugin.ts). The key itself is never stored: a leaked table must
 * not let anyone replay or probe another caller's answers, so the row is found by a hash of caller scope and key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    /** sha256 hex of `<scope>\n<key>`; the primary key makes the claim (insert ... on conflict do nothing) atomic */
    keyHash: text('key_hash').primaryKey(),
    /** who used the key: `user:<userCode>` for signed-in callers, `ip:<address>` on public routes */
    scope: text('scope').notNull(),
    /** sha256 hex of method, route, path parameters and the canonical query and body: the same key with another payload is refused */
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<IdempotencyState>().notNull(),
    /** while 'running': after this the claim is considered abandoned (a crashed process) and a retry may take it over */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    /** the stored answer, once 'done' */
    responseStatus: integer('response_status'),
    responseContentType: text('response_content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** the key is forgotten after this (24 h after the first request); a timer purges such rows */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idempotency_key_expires_idx').on(t.expiresAt)],
);
