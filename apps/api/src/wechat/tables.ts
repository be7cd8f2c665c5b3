import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/seam';

/** A WeChat identity (openid of our app) bound to one shop account; an account has at most one WeChat. */
export const wechatBindings = pgTable(
  'wechat_binding',
  {
    openid: text('openid').primaryKey(),
    userCode: text('user_code')
      .notNull()
      .references(() => users.userCode, { onDelete: 'cascade' }),
    appid: text('appid').notNull(),
    unionid: text('unionid'),
    /** from the provider's userinfo at the last login */
    nickname: text('nickname').notNull().default(''),
    headimgurl: text('headimgurl'),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('wechat_binding_user_idx').on(t.userCode)],
);

/**
 * OAuth `state` of one login attempt. Only hashes are kept: of the state (travels through the provider) and of
 * the browser nonce in the HttpOnly cookie, so a state is only accepted back in the browser that started it.
 */
export const wechatLoginStates = pgTable(
  'wechat_login_state',
  {
    stateHash: text('state_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    /** page to open after login (a path of this site) */
    redirect: text('redirect').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('wechat_login_state_expires_idx').on(t.expiresAt)],
);

/** A WeChat identity waiting to be bound to an existing or a new account; the ticket is stored as SHA-256. */
export const wechatBindTickets = pgTable(
  'wechat_bind_ticket',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    openid: text('openid').notNull(),
    appid: text('appid').notNull(),
    unionid: text('unionid'),
    nickname: text('nickname').notNull().default(''),
    headimgurl: text('headimgurl'),
    redirect: text('redirect').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('wechat_bind_ticket_expires_idx').on(t.expiresAt)],
);

/** Sandbox provider: one QR-code page (WeChat's "uuid"), waiting for a scan to be confirmed. */
export const wechatSandboxScans = pgTable(
  'wechat_sandbox_scan',
  {
    uuid: text('uuid').primaryKey(),
    appid: text('appid').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    state: text('state').notNull(),
    /** waiting | confirmed (by the phone, the QR page still has to pick it up) | done */
    status: text('status').$type<'waiting' | 'confirmed' | 'done'>().notNull().default('waiting'),
    /** the issued code, kept only until the QR page picked it up */
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_sandbox_scan_expires_idx').on(t.expiresAt)],
);

/** Sandbox provider: authorization codes (single use, 5 minutes), stored as SHA-256. */
export const wechatSandboxCodes = pgTable(
  'wechat_sandbox_code',
  {
    codeHash: text('code_hash').primaryKey(),
    appid: text('appid').notNull(),
    openid: text('openid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('wechat_sandbox_code_expires_idx').on(t.expiresAt)],
);

/** Sandbox provider: access tokens for sns/userinfo, stored as SHA-256. */
export const wechatSandboxTokens = pgTable(
  'wechat_sandbox_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    appid: text('appid').notNull(),
    openid: text('openid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_sandbox_token_expires_idx').on(t.expiresAt)],
);
