import { eq, inArray, sql } from 'drizzle-orm';
import {
  CheckoutMessages,
  OrderErrorCode,
  ORDER_STATUS_LABELS,
  type OrderConfirmAnswer,
  type OrderConfirmRequest,
  type OrderStatus,
} from '@shop/api-clients/order/types';
import type { SessionUser } from '../../auth/sessionService';
import { reserveStock, takeCampaignUnits } from '../../catalogue/seam';
import { queryRows, type Orm } from '../../db/client';
import { fenToYuanText, lineAmountFen, yuanToFen } from '../../db/money';
import { ApiError, invalidParam } from '../../http/errors';
import { findShipToForCaller } from '../../user/seam';
import { enqueueOrderConfirmJob } from '../lifecycle/confirmJob';
import { totalsOfFen } from '../pricing';
import { cartLines, orderConfirmRequests, orderLines, orderSlips, orderStatusHistory, type ShipToSnapshot } from '../tables';
import { blockedReason } from './blockedReason';
import { cartLinesOf, priceCartLines } from './cartSource';
import { allowedPaymentMethods, findCompany, shipToChangeable } from './company';
import { addWorkingDays, chinaDate } from './dates';
import type { DraftLine } from './draft';
import { quoteDraftLines } from './quoteSource';
import { confirmRequestId } from './requestId';
import { runningConfirmations } from './running';
import { confirmTestHooks } from './testHooks';
import { checkBranchNumber, checkCustomerOrderNumber, checkInvoice, checkRequestedDeliveryDate } from './validateFields';

const refuse = (status: number, code: string, message: string) => new ApiError(status, code, message);

/** Who may order at all (before anything about the request is read). The route's access already demanded ORDER. */
export function assertMayOrder(user: SessionUser): void {
  if (!user.customerCode) throw refuse(403, OrderErrorCode.COMPANY_REQUIRED, CheckoutMessages.COMPANY_REQUIRED);
  if (!user.permissionList.includes('PRICE_CHECK'))
    throw refuse(403, OrderErrorCode.LINE_NOT_ORDERABLE, CheckoutMessages.NO_PRICE_PERMISSION);
}

async function nextOrderSlipNumber(tx: Orm, today: string): Promise<string> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('order_slip_seq')::text as n`);
  return `SO${today.slice(0, 4)}${row!.n.padStart(6, '0')}`;
}

/** The price the buyer was shown, in fen; a number that is no amount of yuan (3 decimals) is a bad request. */
function expectedFen(yuan: number | undefined): number | null {
  if (yuan === undefined) return null;
  try {
    return yuanToFen(yuan);
  } catch {
    throw invalidParam('expectedUnitPrice 须为最多两位小数的金额');
  }
}

/** A cart line's draft: refused when it cannot be ordered, or its price is not what the buyer was shown. */
async function cartDraftLines(
  tx: Orm,
  user: SessionUser,
  req: OrderConfirmRequest,
  now: Date,
): Promise<{ drafts: DraftLine[]; cartIds: number[] }> {
  const wanted = req.lines.map((l) => l.cartLineId);
  if (wanted.some((id) => id === undefined)) throw refuse(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.CART_LINE_NOT_FOUND);
  const ids = wanted as number[];
  if (new Set(ids).size !== ids.length) throw refuse(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.CART_LINE_DUPLICATE);
  const rows = await cartLinesOf(tx, user.userCode, ids, true);
  if (rows.length !== ids.length) throw refuse(404, OrderErrorCode.ORDER_INVALID, CheckoutMessages.CART_LINE_NOT_FOUND);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const priced = await priceCartLines(
    tx,
    ids.map((id) => byId.get(id)!),
    now,
  );
  const drafts = priced.map(({ cart, priced: p }, i) => {
    const reason = blockedReason(p);
    if (reason !== null || p.unitFen === null) {
      throw refuse(
        409,
        OrderErrorCode.LINE_NOT_ORDERABLE,
        CheckoutMessages.LINE_NOT_ORDERABLE(p.partNumber, reason ?? CheckoutMessages.NO_LINES),
      );
    }
    const expected = expectedFen(req.lines[i]!.expectedUnitPrice);
    if (expected !== null && expected !== p.unitFen) {
      // the buyer saw the campaign price; the campaign can no longer cover the quantity
      const campaignGone = p.campaign !== null && !p.campaign.applied && expected === p.campaign.priceFen;
      throw campaignGone
        ? refuse(409, OrderErrorCode.CAMPAIGN_SOLD_OUT, CheckoutMessages.CAMPAIGN_SOLD_OUT)
        : refuse(409, OrderErrorCode.PRICE_CHANGED, CheckoutMessages.PRICE_CHANGED(p.partNumber));
    }
    return {
      partNumber: p.partNumber,
      productName: p.productName ?? p.partNumber,
      brandName: p.brandName ?? '',
      seriesCode: p.seriesCode,
      quantity: cart.quantity,
      unitFen: p.unitFen,
      customerPartNumber: cart.customerPartNumber,
      branchNumber: (req.lines[i]!.branchNumber ?? '').trim(),
      daysToShip: p.daysToShip,
      campaignCode: p.campaign?.applied ? p.campaign.campaignCode : null,
    } satisfies DraftLine;
  });
  return { drafts, cartIds: ids };
}

/**
 * POST orderSlip/confirm (docs/buying.md, Exactly once). Everything is one transaction: the request row (its id a
 * hash of the caller and the Idempotency-Key), the order, its lines and first history row, the stock and campaign
 * units, the ordered cart lines' removal (or the quote marked ordered), and the job that confirms an account-period
 * order. A crash before the commit leaves nothing; after it, a retry with the same key finds the request row and
 * answers the same requestId.
 */
export async function confirmOrder(
  db: Orm,
  user: SessionUser,
  req: OrderConfirmRequest,
  idempotencyKey: string,
  now: Date = new Date(),
): Promise<OrderConfirmAnswer> {
  assertMayOrder(user);
  const requestId = confirmRequestId(user.userCode, idempotencyKey);
  const [done] = await db.select().from(orderConfirmRequests).where(eq(orderConfirmRequests.requestId, requestId));
  if (done) return { requestId };

  const company = await findCompany(db, user.customerCode);
  if (!allowedPaymentMethods(company).includes(req.paymentMethod)) {
    throw refuse(400, OrderErrorCode.ORDER_INVALID, CheckoutMessages.PAYMENT_NOT_ALLOWED);
  }
  const customerOrderNumber = (req.customerOrderNumber ?? '').trim();
  checkCustomerOrderNumber(customerOrderNumber);
  const invoice = checkInvoice(req.invoice);
  const remark = (req.remark ?? '').trim();
  const today = chinaDate(now);

  let orderSlipNumber = '';
  runningConfirmations.add(requestId);
  try {
    await db.transaction(async (tx) => {
      orderSlipNumber = await nextOrderSlipNumber(tx, today);
      // claims the request id first: a second run under the same key (a lease taken over) waits here for the first
      // to commit, then finds its row and makes nothing
      const claimed = await tx
        .insert(orderConfirmRequests)
        .values({ requestId, userCode: user.userCode, kind: 'ORDER', resultNumber: orderSlipNumber })
        .onConflictDoNothing()
        .returning({ requestId: orderConfirmRequests.requestId });
      if (claimed.length === 0) {
        orderSlipNumber = '';
        return;
      }

      const shipToRow = await findShipToForCaller(tx, user, req.shipToId);
      if (!shipToRow.isDefault && !shipToChangeable(company))
        throw refuse(403, OrderErrorCode.ORDER_INVALID, CheckoutMessages.SHIP_TO_FIXED);
      const shipTo: ShipToSnapshot = {
        receiverName: shipToRow.receiverName,
        companyName: shipToRow.companyName,
        department: shipToRow.department,
        zipCode: shipToRow.zipCode,
        province: shipToRow.province,
        city: shipToRow.city,
        district: shipToRow.district,
        address: shipToRow.address,
        tel: shipToRow.tel,
        mobile: shipToRow.mobile,
      };

      const source =
        req.source === 'CART'
          ? await cartDraftLines(tx, user, req, now)
          : { drafts: await quoteDraftLines(tx, user, req, orderSlipNumber, now), cartIds: [] as number[] };
      const { drafts, cartIds } = source;
      for (const d of drafts) checkBranchNumber(d.partNumber, d.branchNumber);

      const shipDates = drafts.map((d) => addWorkingDays(today, d.daysToShip ?? 0));
      const earliest = shipDates.reduce((a, b) => (a > b ? a : b), today);
      const requestedDeliveryDate = checkRequestedDeliveryDate(req.requestedDeliveryDate, earliest, today);

      // campaign units first: the refusal then leaves nothing (the transaction rolls back); stock never refuses
      for (const d of drafts) {
        if (d.campaignCode && !(await takeCampaignUnits(tx, d.campaignCode, d.quantity, now))) {
          throw refuse(409, OrderErrorCode.CAMPAIGN_SOLD_OUT, CheckoutMessages.CAMPAIGN_SOLD_OUT);
        }
      }
      const reserved: number[] = [];
      for (const d of drafts) reserved.push(await reserveStock(tx, d.partNumber, d.quantity));

      const totals = totalsOfFen(drafts.map((d) => lineAmountFen(d.unitFen, d.quantity)));
      const status: OrderStatus = req.paymentMethod === 'ACCOUNT_PERIOD' ? 'PENDING_CONFIRM' : 'PENDING_PAYMENT';
      await tx.insert(orderSlips).values({
        orderSlipNumber,
        customerCode: user.customerCode,
        orderUserCode: user.userCode,
        orderUserName: user.userName,
        orderDate: today,
        status,
        totalAmount: fenToYuanText(totals.totalFen),
        taxAmount: fenToYuanText(totals.taxFen),
        paymentMethod: req.paymentMethod,
        customerOrderNumber,
        requestedDeliveryDate,
        shipTo,
        invoice,
        remark,
        quoteSlipNumber: req.source === 'QUOTE' ? (req.quoteSlipNumber ?? '').trim().toUpperCase() : null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(orderLines).values(
        drafts.map((d, i) => ({
          orderSlipNumber,
          soLineNumber: i + 1,
          partNumber: d.partNumber,
          productName: d.productName,
          brandName: d.brandName,
          seriesCode: d.seriesCode,
          quantity: d.quantity,
          unitPrice: fenToYuanText(d.unitFen),
          customerPartNumber: d.customerPartNumber,
          branchNumber: d.branchNumber,
          daysToShip: d.daysToShip,
          shipDate: shipDates[i]!,
          reservedStockQty: reserved[i]!,
          campaignCode: d.campaignCode,
        })),
      );
      await tx.insert(orderStatusHistory).values({
        orderSlipNumber,
        status,
        actor: user.userCode,
        note: status === 'PENDING_CONFIRM' ? '提交订单（账期支付，待确认）' : `提交订单，${ORDER_STATUS_LABELS[status]}`,
        at: now,
      });
      if (cartIds.length) await tx.delete(cartLines).where(inArray(cartLines.id, cartIds));
      if (status === 'PENDING_CONFIRM') await enqueueOrderConfirmJob(tx, orderSlipNumber, now);
      if (confirmTestHooks.beforeCommit) await confirmTestHooks.beforeCommit(tx, orderSlipNumber);
    });
  } finally {
    runningConfirmations.delete(requestId);
  }
  if (orderSlipNumber && confirmTestHooks.afterCommit) await confirmTestHooks.afterCommit(orderSlipNumber);
  return { requestId };
}
