import { inArray } from 'drizzle-orm';
import type { OrderStatus } from '@shop/api-clients/order/types';
import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import { findPartsForPricing, firstPartOfSeries, partKey, seriesWithBrandNames, unitPriceFenFor } from '../catalogue/seam';
import type { Orm } from '../db/client';
import { fenToYuanText, lineAmountFen, yuanToFen, type Fen } from '../db/money';
import { deriveSeed, mulberry32, pick } from '../db/seed/prng';
import type { SeedStep } from '../db/seed/steps';
import { DEMO_COMPANY, demoAccount } from '../db/seed/demoAccounts';
import { addWorkingDays } from './checkout/dates';
import { DEMO_ORDERS, DEMO_SHIP_TOS } from './demoOrders';
import { totalsOfFen } from './pricing';
import { orderLines, orderShipments, orderSlips, orderStatusHistory, type InvoiceSnapshot } from './tables';

/**
 * order-3: history rows, ship-to and invoice snapshots, VAT, ship dates, shipments, payment methods, and two orders
 * still waiting (SO2026030011 待付款, SO2026030012 待确认). order-2: amounts summed in fen.
 */
const ORDER_SEED_VERSION = 'order-3';

/** Orders added in order-3 draw their parts from a stream of their own, so the older orders keep their parts. */
const LATER_ORDERS = new Set(['SO2026030011', 'SO2026030012']);

/** The unit price in fen at this quantity; past the last break, the last break's price. */
function priceAt(breaks: readonly PriceBreak[], quantity: number): Fen {
  const last = breaks.at(-1);
  return unitPriceFenFor(breaks, quantity) ?? (last ? yuanToFen(last.unitPrice) : 0);
}

const COMPANY_INVOICE: InvoiceSnapshot = {
  invoiceType: '1',
  invoiceTitle: DEMO_COMPANY.customerName,
  taxNo: DEMO_COMPANY.taxNo,
  openingBank: '中国工商银行苏州工业园区支行',
  bankAccount: '1102-0265-0900-1234-567',
  registeredAddress: DEMO_COMPANY.address,
  registeredTel: DEMO_COMPANY.tel,
};

/** China time `hour`:00 on `date`, `days` later. */
const at = (date: string, days: number, hour: number) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + days * 86_400_000 + hour * 3_600_000);

type HistoryStep = { status: OrderStatus; actor: string; note: string; day: number };

/** The states an order went through to reach `status`, with the actor and the day after the order date. */
function historyTo(status: OrderStatus, online: boolean, userCode: string): HistoryStep[] {
  const first: HistoryStep = online
    ? { status: 'PENDING_PAYMENT', actor: userCode, note: '提交订单，待付款', day: 0 }
    : { status: 'PENDING_CONFIRM', actor: userCode, note: '提交订单（账期支付，待确认）', day: 0 };
  const confirmed: HistoryStep = {
    status: 'CONFIRMED',
    actor: 'system',
    note: online ? '已收到付款，开始备货' : '账期订单审核通过，开始备货',
    day: 0,
  };
  const path: HistoryStep[] = [first];
  if (status === first.status) return path;
  if (status === 'CANCELLED') return [...path, { status, actor: userCode, note: '取消订单：需求变更', day: 1 }];
  path.push(confirmed);
  if (status === 'CONFIRMED') return path;
  path.push({ status: 'PARTIALLY_SHIPPED', actor: 'warehouse', note: '部分发货：顺丰速运', day: 2 });
  if (status === 'PARTIALLY_SHIPPED') return path;
  path.push({ status: 'SHIPPED', actor: 'warehouse', note: '全部发货：顺丰速运', day: 4 });
  if (status === 'SHIPPED') return path;
  return [...path, { status: 'COMPLETED', actor: 'warehouse', note: '客户已签收', day: 6 }];
}

/**
 * Writes DEMO_ORDERS, each line a real catalogue part (the first part of a series drawn with the seed's PRNG) at its
 * catalogue price for the ordered quantity, with what a confirmed order carries. Needs the catalogue step to have
 * run; without parts it writes nothing.
 */
async function seedDemoOrders(tx: Orm, prngSeed: number): Promise<{ orders: number; lines: number }> {
  const seriesRows = await seriesWithBrandNames(tx);
  if (seriesRows.length === 0) return { orders: 0, lines: 0 };
  const rng = mulberry32(deriveSeed(prngSeed, 'demo-orders'));
  const laterRng = mulberry32(deriveSeed(prngSeed, 'demo-orders-3'));

  let lineCount = 0;
  for (const plan of DEMO_ORDERS) {
    const account = demoAccount(plan.loginId);
    const draw = LATER_ORDERS.has(plan.orderSlipNumber) ? laterRng : rng;
    const picked = plan.lines.map(() => pick(draw, seriesRows));
    const firstParts = await firstPartOfSeries(
      tx,
      picked.map((s) => s.seriesCode),
    );
    const lines = plan.lines.map((l, i) => {
      const s = picked[i]!;
      const part = firstParts.get(s.seriesCode);
      if (!part) throw new Error(`series ${s.seriesCode} has no parts`);
      return { plan: l, series: s, partNumber: part.partNumber, unitFen: priceAt(part.priceBreaks, l.quantity) };
    });
    const forPricing = await findPartsForPricing(
      tx,
      lines.map((l) => l.partNumber),
      at(plan.orderDate, 0, 9),
    );
    const totals = totalsOfFen(lines.map((l) => lineAmountFen(l.unitFen, l.plan.quantity)));
    const online = plan.paymentMethod === 'ONLINE';
    await tx.insert(orderSlips).values({
      orderSlipNumber: plan.orderSlipNumber,
      customerCode: account.customerCode,
      orderUserCode: account.userCode,
      orderUserName: account.userName,
      orderDate: plan.orderDate,
      status: plan.status,
      totalAmount: fenToYuanText(totals.totalFen),
      taxAmount: fenToYuanText(totals.taxFen),
      paymentMethod: plan.paymentMethod,
      customerOrderNumber: plan.customerOrderNumber ?? '',
      shipTo: DEMO_SHIP_TOS[plan.shipTo],
      invoice: account.customerCode
        ? COMPANY_INVOICE
        : {
            invoiceType: '2',
            invoiceTitle: account.userName,
            taxNo: '',
            openingBank: '',
            bankAccount: '',
            registeredAddress: '',
            registeredTel: '',
          },
      createdAt: at(plan.orderDate, 0, 9),
      updatedAt: at(plan.orderDate, 0, 9),
    });
    await tx.insert(orderLines).values(
      lines.map((l, i) => {
        const daysToShip = forPricing.get(partKey(l.partNumber))?.daysToShip ?? 3;
        return {
          orderSlipNumber: plan.orderSlipNumber,
          soLineNumber: i + 1,
          partNumber: l.partNumber,
          productName: l.series.seriesName,
          brandName: l.series.brandName,
          seriesCode: l.series.seriesCode,
          quantity: l.plan.quantity,
          unitPrice: fenToYuanText(l.unitFen),
          shippedQty: l.plan.shippedQty,
          branchNumber: plan.customerOrderNumber ? String(i + 1).padStart(3, '0') : '',
          daysToShip,
          shipDate: addWorkingDays(plan.orderDate, daysToShip),
        };
      }),
    );
    const history = historyTo(plan.status, online, account.userCode);
    await tx.insert(orderStatusHistory).values(
      history.map((h, i) => ({
        orderSlipNumber: plan.orderSlipNumber,
        status: h.status,
        actor: h.actor,
        note: h.note,
        at: at(plan.orderDate, h.day, 9 + i),
      })),
    );
    // a partly shipped order left in one parcel so far; a shipped one in one parcel (two when it was partly shipped first)
    const shippedLines = lines.map((l, i) => ({ soLineNumber: i + 1, quantity: l.plan.shippedQty })).filter((p) => p.quantity > 0);
    if (shippedLines.length > 0) {
      const delivered = plan.status === 'COMPLETED' ? at(plan.orderDate, 6, 15) : null;
      await tx.insert(orderShipments).values({
        shipmentNumber: `SH${plan.orderSlipNumber.slice(2)}01`,
        orderSlipNumber: plan.orderSlipNumber,
        carrier: '顺丰速运',
        trackingNumber: `SF${plan.orderSlipNumber.slice(2)}01`,
        lines: shippedLines,
        shippedAt: at(plan.orderDate, plan.status === 'PARTIALLY_SHIPPED' ? 2 : 4, 14),
        deliveredAt: delivered,
      });
    }
    lineCount += lines.length;
  }
  return { orders: DEMO_ORDERS.length, lines: lineCount };
}

/** The order family's seed step (after the catalogue: the lines are catalogue parts). */
export const orderSeedStep: SeedStep = {
  name: 'order-demo-orders',
  version: ORDER_SEED_VERSION,
  run: (tx, ctx) => seedDemoOrders(tx, ctx.seed),
  async reset(tx) {
    // lines, history and shipments go with their slips (on delete cascade)
    await tx.delete(orderSlips).where(
      inArray(
        orderSlips.orderSlipNumber,
        DEMO_ORDERS.map((o) => o.orderSlipNumber),
      ),
    );
  },
};
