/**
 * Rows the checkout and order tests start from, written with plain SQL on a seeded test database (the tables of the
 * catalogue and user families are theirs: tests name them only in SQL, as a person at the database would).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@shop/api-clients/confirm';
import { OrderPaths, type OrderConfirmRequest } from '@shop/api-clients/order/types';
import { queryRows, type Orm } from '../../db/client';
import type { Caller } from '../testing';

export interface TestPart {
  partNumber: string;
  /** unit price in yuan at quantity 1..9 (the first break) */
  unitPrice: number;
  stockQty: number;
  daysToShip: number;
}

/** Fit, sold, priced-from-1 parts without a campaign, in a stable order. */
export async function orderableParts(db: Orm, n: number): Promise<TestPart[]> {
  const rows = await queryRows<{
    partNumber: string;
    priceBreaks: { minQty: number; unitPrice: number }[];
    stockQty: number;
    daysToShip: number;
  }>(
    db,
    sql`select part_number as "partNumber", price_breaks as "priceBreaks", stock_qty as "stockQty", days_to_ship as "daysToShip"
        from catalogue_part p
        where unfit_type is null and discontinue_flag = '0' and not sale_suspended
          and (price_breaks -> 0 ->> 'minQty')::int = 1
          and not exists (select 1 from catalogue_campaign c where c.part_number = p.part_number)
        order by part_number limit ${n}`,
  );
  if (rows.length < n) throw new Error(`only ${rows.length} orderable parts`);
  return rows.map((r) => ({
    partNumber: r.partNumber,
    unitPrice: Number(r.priceBreaks[0]!.unitPrice),
    stockQty: r.stockQty,
    daysToShip: r.daysToShip,
  }));
}

/** A part with this unfit code, or a discontinued one ('discontinued'). */
export async function blockedPart(db: Orm, kind: string): Promise<string> {
  const where = kind === 'discontinued' ? sql`discontinue_flag = '1'` : sql`unfit_type = ${kind}`;
  const [row] = await queryRows<{ partNumber: string }>(
    db,
    sql`select part_number as "partNumber" from catalogue_part where ${where} order by part_number limit 1`,
  );
  if (!row) throw new Error(`no part of kind ${kind}`);
  return row.partNumber;
}

export async function setStock(db: Orm, partNumber: string, qty: number): Promise<void> {
  await db.execute(sql`update catalogue_part set stock_qty = ${qty} where part_number = ${partNumber}`);
}

export async function stockOf(db: Orm, partNumber: string): Promise<number> {
  const [row] = await queryRows<{ q: number }>(db, sql`select stock_qty as q from catalogue_part where part_number = ${partNumber}`);
  return row!.q;
}

/** A running limited campaign on the part. */
export async function addCampaign(db: Orm, partNumber: string, campaignPrice: string, limitQty: number): Promise<string> {
  const code = `CT${randomUUID().slice(0, 8)}`;
  await db.execute(sql`insert into catalogue_campaign (campaign_code, campaign_name, part_number, campaign_price, limit_qty, sold_qty, starts_at, ends_at)
    values (${code}, '测试限量折扣', ${partNumber}, ${campaignPrice}, ${limitQty}, 0, now() - interval '1 day', now() + interval '30 days')`);
  return code;
}

export async function campaignSold(db: Orm, code: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select sold_qty as n from catalogue_campaign where campaign_code = ${code}`);
  return row!.n;
}

/** A selected line in the user's cart; answers its id. */
export async function putInCart(db: Orm, who: Caller, partNumber: string, quantity: number): Promise<number> {
  const { userCode, customerCode } = who.login.session;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into order_cart_line (user_code, customer_code, part_number, quantity, customer_part_number, selected)
        values (${userCode}, ${customerCode}, ${partNumber}, ${quantity}, 'MY-' || ${partNumber}, true)
        on conflict (user_code, part_number) do update set quantity = excluded.quantity, selected = true
        returning id::int as id`,
  );
  return row!.id;
}

export async function emptyCart(db: Orm, who: Caller): Promise<void> {
  await db.execute(sql`delete from order_cart_line where user_code = ${who.login.session.userCode}`);
}

/** The company's (or the individual's) default address. */
export async function shipToIdOf(db: Orm, who: Caller): Promise<number> {
  const { userCode, customerCode } = who.login.session;
  const [row] = await queryRows<{ id: number }>(
    db,
    customerCode
      ? sql`select ship_to_id::int as id from user_ship_to where customer_code = ${customerCode} order by is_default desc, ship_to_id limit 1`
      : sql`select ship_to_id::int as id from user_ship_to where owner_user_code = ${userCode} order by is_default desc, ship_to_id limit 1`,
  );
  if (!row) throw new Error('no ship-to');
  return row.id;
}

export async function countRows(
  db: Orm,
  table: 'order_slip' | 'order_line' | 'order_confirm_request' | 'order_status_history',
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}

export const COMPANY_INVOICE = {
  invoiceType: '2',
  invoiceTitle: '苏州精工自动化设备有限公司',
  taxNo: '91320594MA1WXYZ12K',
  openingBank: '',
  bankAccount: '',
  registeredAddress: '江苏省苏州市工业园区星湖街 328 号 12 幢',
  registeredTel: '0512-6288-7788',
} as const;

export function confirmBody(shipToId: number, cartLineIds: number[], extra: Partial<OrderConfirmRequest> = {}): OrderConfirmRequest {
  return {
    source: 'CART',
    shipToId,
    invoice: { ...COMPANY_INVOICE },
    customerOrderNumber: 'PO-TEST-1',
    lines: cartLineIds.map((id, i) => ({ cartLineId: id, branchNumber: String(i + 1).padStart(3, '0') })),
    paymentMethod: 'ACCOUNT_PERIOD',
    ...extra,
  };
}

/** POST orderSlip/confirm as the browser sends it (sessionId in the query, the key in the header). */
export function postConfirm(app: FastifyInstance, who: Caller, body: OrderConfirmRequest, key: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: OrderPaths.orderSlipConfirm,
    query: { sessionId: who.login.sessionId },
    headers: { ...who.login.headers, [IDEMPOTENCY_HEADER]: key },
    payload: body,
  });
}
