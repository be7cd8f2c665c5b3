import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentMethod } from '@shop/api-clients/order/types';
import type { QuoteStatus } from '@shop/api-clients/quote/types';

/**
 * Order, quote and cart tables of the order family. No foreign keys to the user or catalogue families: each family
 * owns its tables and could move to its own database, so names, prices and addresses are copied onto an order or a
 * quote as they were when it was made (a snapshot), and customer_code / user codes decide who may see a row
 * (order/visibility.ts).
 */

/** Numbers of orders placed through the API: SO + year + this (6 digits); seeded demo orders use numbers below it. */
export const orderSlipSeq = pgSequence('order_slip_seq', { startWith: 500000, increment: 1 });
/** Numbers of quotes: QT + year + this (6 digits). */
export const quoteSlipSeq = pgSequence('quote_slip_seq', { startWith: 100000, increment: 1 });

/** A ship-to address or invoice as it was when the order was confirmed (the address book may change later). */
export interface ShipToSnapshot {
  receiverName: string;
  companyName: string;
  department: string;
  zipCode: string;
  province: string;
  city: string;
  district: string;
  address: string;
  tel: string;
  mobile: string;
}
export interface InvoiceSnapshot {
  /** '1' 增值税专用发票, '2' 增值税普通发票 */
  invoiceType: string;
  invoiceTitle: string;
  taxNo: string;
  openingBank: string;
  bankAccount: string;
  registeredAddress: string;
  registeredTel: string;
}

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
    /** yuan as exact text ('123.40'), tax included: computed and read in fen (db/money.ts), never as a float */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    /** the part of total_amount that is 13 % VAT, fixed at confirmation; '0.00' on orders seeded before it existed */
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2, mode: 'string' }).notNull().default('0.00'),
    /** 'ONLINE' or 'ACCOUNT_PERIOD' (settlementType allows it) */
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('ACCOUNT_PERIOD'),
    /** the customer's own order number (SPEC §5 customerOrderItemBranchNumber rules) */
    customerOrderNumber: text('customer_order_number').notNull().default(''),
    requestedDeliveryDate: date('requested_delivery_date', { mode: 'string' }),
    shipTo: jsonb('ship_to').$type<ShipToSnapshot>(),
    invoice: jsonb('invoice').$type<InvoiceSnapshot>(),
    remark: text('remark').notNull().default(''),
    /** the quote this order was placed from (its prices) */
    quoteSlipNumber: text('quote_slip_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    seriesCode: text('series_code'),
    quantity: integer('quantity').notNull(),
    /** yuan as exact text, tax included, like total_amount */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    shippedQty: integer('shipped_qty').notNull().default(0),
    /** the customer's own part number for this line */
    customerPartNumber: text('customer_part_number').notNull().default(''),
    /** the customer's branch number of the line (SPEC §5 customerOrderItemBranchNumber) */
    branchNumber: text('branch_number').notNull().default(''),
    daysToShip: integer('days_to_ship'),
    /** the date the line is promised to leave the warehouse (order date + days to ship, working days) */
    shipDate: date('ship_date', { mode: 'string' }),
    /** units taken from catalogue stock at confirmation (given back on cancel) */
    reservedStockQty: integer('reserved_stock_qty').notNull().default(0),
    /** the limited-quantity campaign whose price and units the line took (given back on cancel) */
    campaignCode: text('campaign_code'),
  },
  (t) => [primaryKey({ columns: [t.orderSlipNumber, t.soLineNumber] }), index('order_line_part_idx').on(t.partNumber)],
);

/** Every state an order went through, oldest first (the detail view's history). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderSlipNumber: text('order_slip_number')
      .notNull()
      .references(() => orderSlips.orderSlipNumber, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** who moved it: a user code, 'system' (jobs) or 'warehouse' (the demo command line) */
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_slip_idx').on(t.orderSlipNumber, t.at)],
);

/** A parcel that left the warehouse with some units of some lines. */
export const orderShipments = pgTable(
  'order_shipment',
  {
    shipmentNumber: text('shipment_number').primaryKey(),
    orderSlipNumber: text('order_slip_number')
      .notNull()
      .references(() => orderSlips.orderSlipNumber, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    lines: jsonb('lines').$type<{ soLineNumber: number; quantity: number }[]>().notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('order_shipment_slip_idx').on(t.orderSlipNumber)],
);

/**
 * The outcome of one confirmation (order or quote request), found by the result poll of SPEC §4. It is written in
 * the same transaction as the order or quote it names, so after a crash the poll finds either both or neither.
 */
export const orderConfirmRequests = pgTable(
  'order_confirm_request',
  {
    requestId: text('request_id').primaryKey(),
    userCode: text('user_code').notNull(),
    /** 'ORDER' or 'QUOTE' */
    kind: text('kind').$type<'ORDER' | 'QUOTE'>().notNull(),
    /** the order or quote number made */
    resultNumber: text('result_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_confirm_request_user_idx').on(t.userCode)],
);

/** A line of a user's cart; lives on the server so it survives logout and follows the user between devices. */
export const cartLines = pgTable(
  'order_cart_line',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userCode: text('user_code').notNull(),
    /** the user's company when the line was added (null: individual); a cart is never seen outside it */
    customerCode: text('customer_code'),
    partNumber: text('part_number').notNull(),
    quantity: integer('quantity').notNull(),
    customerPartNumber: text('customer_part_number').notNull().default(''),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_cart_line_user_part_idx').on(t.userCode, t.partNumber),
    check('order_cart_line_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A quote: requested by a user, answered (prices fixed until valid_until), then ordered or expired. */
export const quoteSlips = pgTable(
  'quote_slip',
  {
    quoteSlipNumber: text('quote_slip_number').primaryKey(),
    customerCode: text('customer_code'),
    userCode: text('user_code').notNull(),
    userName: text('user_name').notNull(),
    status: text('status').$type<QuoteStatus>().notNull(),
    /** 'CART' (selected cart lines) or 'CUSTOM' (a list typed or uploaded on the quote page) */
    source: text('source').notNull(),
    remark: text('remark').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** the last day the quoted prices hold (China date) */
    validUntil: date('valid_until', { mode: 'string' }),
    /** yuan as exact text, tax included; null until answered */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2, mode: 'string' }),
    /** the order placed from it */
    orderSlipNumber: text('order_slip_number'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quote_slip_customer_idx').on(t.customerCode, t.requestedAt), index('quote_slip_user_idx').on(t.userCode, t.requestedAt)],
);

export const quoteLines = pgTable(
  'quote_line',
  {
    quoteSlipNumber: text('quote_slip_number')
      .notNull()
      .references(() => quoteSlips.quoteSlipNumber, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    partNumber: text('part_number').notNull(),
    productName: text('product_name').notNull(),
    brandName: text('brand_name').notNull(),
    seriesCode: text('series_code'),
    quantity: integer('quantity').notNull(),
    customerPartNumber: text('customer_part_number').notNull().default(''),
    /** the part's unfit code when requested (3, 5, 8 need the pricing step) */
    unfitType: text('unfit_type'),
    /** yuan as exact text, tax included; null until priced */
    unitPrice: numeric('unit_price', { precision: 12, scale: 2, mode: 'string' }),
    daysToShip: integer('days_to_ship'),
    /** why a line could not be quoted, when the pricing step declined it (Chinese) */
    declineReason: text('decline_reason'),
  },
  (t) => [primaryKey({ columns: [t.quoteSlipNumber, t.lineNumber] }), index('quote_line_part_idx').on(t.partNumber)],
);

/**
 * A link to download one order's or quote's PDF (SPEC §7 searchPdfUrl answers it). The browser opens it in a new
 * tab, where no sessionId travels, so the link carries a random token instead: stored as its SHA-256, good for one
 * download within a few minutes, and only for the user who asked for it.
 */
export const downloadTokens = pgTable(
  'order_download_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** 'ORDER' or 'QUOTE' */
    kind: text('kind').$type<'ORDER' | 'QUOTE'>().notNull(),
    slipNumber: text('slip_number').notNull(),
    userCode: text('user_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('order_download_token_expires_idx').on(t.expiresAt)],
);
