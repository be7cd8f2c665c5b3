import { check, index, integer, pgSequence, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ApplyStatus } from '@shop/api-clients/cim/types';

/**
 * Numbers of applications made through the API; seeded demo applications use numbers below 100. The year in
 * front of it makes AS2026000100 (see cim/service.ts).
 */
export const cimApplySeq = pgSequence('cim_apply_seq', { startWith: 100, increment: 1 });

/**
 * An after-sales application for one order line. customer_code and order_user_code are copied from the order when
 * the application is made (they never change on an order), so visibility is decided here with the order family's
 * rule without reading its tables; no foreign key to order_line for the same reason.
 */
export const cimApplies = pgTable(
  'cim_apply',
  {
    applyNum: text('apply_num').primaryKey(),
    soSlipNumber: text('so_slip_number').notNull(),
    soLineNumber: integer('so_line_number').notNull(),
    customerCode: text('customer_code'),
    orderUserCode: text('order_user_code').notNull(),
    applyUserCode: text('apply_user_code').notNull(),
    applyUserName: text('apply_user_name').notNull(),
    partNumber: text('part_number').notNull(),
    productName: text('product_name').notNull(),
    reasonCode: text('reason_code').notNull(),
    quantity: integer('quantity').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<ApplyStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cim_apply_customer_idx').on(t.customerCode, t.createdAt),
    index('cim_apply_order_user_idx').on(t.orderUserCode, t.createdAt),
    index('cim_apply_line_idx').on(t.soSlipNumber, t.soLineNumber),
    check('cim_apply_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** One rating per application. */
export const cimSatisfactions = pgTable(
  'cim_satisfaction',
  {
    applyNum: text('apply_num')
      .primaryKey()
      .references(() => cimApplies.applyNum, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    userCode: text('user_code').notNull(),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cim_satisfaction_rating_range', sql`${t.rating} between 1 and 5`)],
);
