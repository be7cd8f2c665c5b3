import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A company customer (SPEC §3 customer info; customerType '1'). Individual customers (type '2') have no row here. */
export const customers = pgTable('user_customer', {
  customerCode: text('customer_code').primaryKey(),
  customerName: text('customer_name').notNull(),
  customerType: text('customer_type').notNull(),
  settlementType: text('settlement_type').notNull(),
  settlementTypeDisp: text('settlement_type_disp').notNull(),
  taxNo: text('tax_no'),
  address: text('address'),
  zipCode: text('zip_code'),
  tel: text('tel'),
  /** '1' allows managing ship-to addresses */
  shipToManageFlag: text('ship_to_manage_flag').notNull().default('0'),
  /** '1' allows changing the ship-to address of an order */
  shipToChangeFlag: text('ship_to_change_flag').notNull().default('0'),
  /** '1' shows order cancel (with the ORDER permission) */
  orderCancelDisplayFlag: text('order_cancel_display_flag').notNull().default('0'),
  /** '0' in service; other values are the server's stop reasons */
  serviceStopType: text('service_stop_type').notNull().default('0'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserStatus = 'ACTIVE' | 'UNACTIVATED' | 'DISABLED';

export const users = pgTable(
  'user_account',
  {
    userCode: text('user_code').primaryKey(),
    /** login name as typed at registration; unique without regard to case */
    loginId: text('login_id').notNull(),
    userName: text('user_name').notNull(),
    /** see auth/password.ts for the format */
    passwordHash: text('password_hash').notNull(),
    /** null for an individual customer without a company */
    customerCode: text('customer_code').references(() => customers.customerCode),
    /** permission codes (ORDER, QUOTE, ...) and raw values ('7' = CAD) */
    permissionList: text('permission_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<UserStatus>().notNull().default('ACTIVE'),
    email: text('email'),
    cellularPhone: text('cellular_phone'),
    /** the company's main account */
    isMain: boolean('is_main').notNull().default(false),
    newTabFlag: text('new_tab_flag').notNull().default('1'),
    purchaseLinkFlag: text('purchase_link_flag').notNull().default('0'),
    promptDeliveryFlag: text('prompt_delivery_flag').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_account_login_id_lower_idx').on(sql`lower(${t.loginId})`),
    index('user_account_customer_idx').on(t.customerCode),
  ],
);

/**
 * One row per issued sessionId. Only the SHA-256 of the id is stored, so a database leak gives no usable
 * session. Every session of one login chain (login, then each refresh) shares a familyId.
 */
export const authSessions = pgTable(
  'auth_session',
  {
    idHash: text('id_hash').primaryKey(),
    userCode: text('user_code')
      .notNull()
      .references(() => users.userCode, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /**
     * SHA-256 of the HttpOnly msm_sid cookie of this login chain. A sessionId is only accepted together with that
     * cookie, so an id read by script (the GACCESSTOKENKEY cookie is script-readable per SPEC) is useless elsewhere.
     */
    bindingHash: text('binding_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** absolute end */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** idle timeout counts from here */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | rotated | reuse | admin */
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    index('auth_session_family_idx').on(t.familyId),
    index('auth_session_user_idx').on(t.userCode),
    index('auth_session_binding_idx').on(t.bindingHash),
  ],
);

/** Refresh tokens, stored as SHA-256; used once, then replaced (rotation). */
export const authRefreshTokens = pgTable(
  'auth_refresh_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id').notNull(),
    /** the session this token can renew */
    sessionIdHash: text('session_id_hash').notNull(),
    bindingHash: text('binding_hash').notNull(),
    userCode: text('user_code')
      .notNull()
      .references(() => users.userCode, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * the pair this token was rotated into, AES-GCM-sealed with a key derived from this token (which is not stored),
     * so a second refresh with it in the grace window gets the same pair (auth/tokens.ts sealWithToken)
     */
    successorSealed: text('successor_sealed'),
  },
  (t) => [index('auth_refresh_token_family_idx').on(t.familyId)],
);

/**
 * Failed logins per login id (lowercased, whether or not such an account exists, so the lock says nothing about
 * existence). Kept in the database so several API processes share the count.
 */
export const authLoginAttempts = pgTable('auth_login_attempt', {
  loginKey: text('login_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The address book (SPEC §7 shipToInfo). A company's addresses belong to the company (customer_code, every
 * colleague orders to them; changing them needs the company's shipToManageFlag '1'); an individual customer's
 * belong to that user (customer_code null, owner_user_code set).
 */
export const shipTos = pgTable(
  'user_ship_to',
  {
    shipToId: bigserial('ship_to_id', { mode: 'number' }).primaryKey(),
    customerCode: text('customer_code').references(() => customers.customerCode),
    /** the individual customer who owns it; null for a company address */
    ownerUserCode: text('owner_user_code').references(() => users.userCode, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    department: text('department').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    address: text('address').notNull(),
    tel: text('tel').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_ship_to_customer_idx').on(t.customerCode),
    index('user_ship_to_owner_idx').on(t.ownerUserCode),
    check('user_ship_to_one_owner', sql`(${t.customerCode} is null) <> (${t.ownerUserCode} is null)`),
  ],
);
