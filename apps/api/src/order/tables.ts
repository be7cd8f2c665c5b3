import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@shop/api-clients/order/types';

/**
 * An order slip. customer_code and order_user_code decide who may see it (see order/visibility.ts). No foreign
 * keys to the user or catalogue families: each family owns its tables and could move to its own database, so
 * names and part descriptions are copied onto the order as they were when it was placed.
 */
export const orderSlips = pgTable(
  'order_slip',
  {
    orderSlipNumber: text('order_slip_number').primaryKey(),
    /** null: an individual customer's order */
    customerCode: text('customer_code'),
    orderUserCode: text('order_user_code').notNull(),
    orderUserName: text('order_user_name').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** yuan as exact text ('123.40'): computed and read in fen (db/money.ts), never as a float */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_slip_customer_idx').on(t.customerCode, t.orderDate), index('order_slip_user_idx').on(t.orderUserCode, t.orderDate)],
);

export const orderLines = pgTable(
  'order_line',
  {
    orderSlipNumber: text('order_slip_number')
      .notNull()
      .references(() => orderSlips.orderSlipNumber, { onDelete: 'cascade' }),
    soLineNumber: integer('so_line_number').notNull(),
    /** a catalogue_part part number */
    partNumber: text('part_number').notNull(),
    productName: text('product_name').notNull(),
    brandName: text('brand_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** yuan as exact text, like total_amount */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    shippedQty: integer('shipped_qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orderSlipNumber, t.soLineNumber] })],
);
