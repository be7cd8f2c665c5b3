import {
  ORDER_LIMITS,
  PAYMENT_METHOD_LABELS,
  type BlockedLine,
  type ConfirmPreview,
  type ConfirmPreviewQuery,
  type PreviewLine,
} from '@shop/api-clients/order/types';
import type { SessionUser } from '../../auth/sessionService';
import type { Orm } from '../../db/client';
import { fenToYuan, lineAmountFen } from '../../db/money';
import { totalsOfFen } from '../pricing';
import { blockedReason } from './blockedReason';
import { priceCartLines, selectedCartLines } from './cartSource';
import { allowedPaymentMethods, defaultInvoiceOf, findCompany, shipToChangeable } from './company';
import { assertMayOrder } from './confirmOrder';
import { addDays, addWorkingDays, chinaDate } from './dates';
import { quotePreviewLines } from './quotePreview';

/**
 * GET orderSlip/confirmPreview: what the confirm page shows. Source CART: the caller's selected cart lines priced
 * now; those that cannot be ordered are listed apart with the reason (they stay in the cart). Source QUOTE: the
 * quote's lines at its prices. Nothing is written.
 */
export async function confirmPreview(db: Orm, user: SessionUser, q: ConfirmPreviewQuery, now: Date = new Date()): Promise<ConfirmPreview> {
  assertMayOrder(user);
  const today = chinaDate(now);
  const company = await findCompany(db, user.customerCode);
  const lineList: PreviewLine[] = [];
  const blockedLineList: BlockedLine[] = [];
  let quoteSlipNumber: string | null = null;
  let quoteValidUntil: string | null = null;
  const amountsFen: number[] = [];

  if (q.source === 'CART') {
    const priced = await priceCartLines(db, await selectedCartLines(db, user.userCode), now);
    for (const { cart, priced: p } of priced) {
      const reason = blockedReason(p);
      if (reason !== null || p.unitFen === null) {
        blockedLineList.push({
          cartLineId: cart.id,
          lineNumber: null,
          partNumber: p.partNumber,
          quantity: cart.quantity,
          reason: reason ?? '',
          quotable: p.quotable,
        });
        continue;
      }
      amountsFen.push(lineAmountFen(p.unitFen, cart.quantity));
      lineList.push({
        cartLineId: cart.id,
        lineNumber: null,
        partNumber: p.partNumber,
        productName: p.productName ?? p.partNumber,
        brandName: p.brandName ?? '',
        quantity: cart.quantity,
        customerPartNumber: cart.customerPartNumber,
        unitPrice: fenToYuan(p.unitFen),
        amount: fenToYuan(lineAmountFen(p.unitFen, cart.quantity)),
        daysToShip: p.daysToShip,
        shipDate: addWorkingDays(today, p.daysToShip ?? 0),
      });
    }
  } else {
    const quote = await quotePreviewLines(db, user, q.quoteSlipNumber, now);
    quoteSlipNumber = quote.quoteSlipNumber;
    quoteValidUntil = quote.validUntil;
    for (const d of quote.lines) {
      amountsFen.push(lineAmountFen(d.unitFen, d.quantity));
      lineList.push({
        cartLineId: null,
        lineNumber: d.lineNumber,
        partNumber: d.partNumber,
        productName: d.productName,
        brandName: d.brandName,
        quantity: d.quantity,
        customerPartNumber: d.customerPartNumber,
        unitPrice: fenToYuan(d.unitFen),
        amount: fenToYuan(lineAmountFen(d.unitFen, d.quantity)),
        daysToShip: d.daysToShip,
        shipDate: addWorkingDays(today, d.daysToShip ?? 0),
      });
    }
  }

  const totals = totalsOfFen(amountsFen);
  const earliest = lineList.reduce((a, l) => (l.shipDate && l.shipDate > a ? l.shipDate : a), addWorkingDays(today, 0));
  return {
    source: q.source,
    quoteSlipNumber,
    quoteValidUntil,
    lineList,
    blockedLineList,
    subtotalAmount: fenToYuan(totals.subtotalFen),
    taxAmount: fenToYuan(totals.taxFen),
    totalAmount: fenToYuan(totals.totalFen),
    paymentMethodList: allowedPaymentMethods(company).map((m) => ({ paymentMethod: m, paymentMethodDisp: PAYMENT_METHOD_LABELS[m] })),
    defaultInvoice: defaultInvoiceOf(company),
    shipToChangeable: shipToChangeable(company),
    earliestDeliveryDate: earliest,
    latestDeliveryDate: addDays(today, ORDER_LIMITS.deliveryWithinDays),
  };
}
