import { eq } from 'drizzle-orm';
import { UNFIT_TYPE_INFO, type UnfitType } from '@shop/api-clients/cart/types';
import { ORDER_STATUS_LABELS } from '@shop/api-clients/order/types';
import { QUOTE_STATUS_LABELS } from '@shop/api-clients/quote/types';
import type { Orm } from '../../db/client';
import { lineAmountFen, sumFen, yuanToFen } from '../../db/money';
import type { SlipPdf } from '../../pdf/seam';
import { customers } from '../../user/seam';
import { findOrderForCaller } from '../access';
import { totalsOfFen } from '../pricing';
import { chinaDate } from '../quote/chinaTime';
import { findQuoteForCaller, linesOf } from '../quote';
import { effectiveStatus } from '../quote/status';
import type { InvoiceSnapshot, ShipToSnapshot } from '../tables';
import type { Caller } from '../visibility';

/** the full-width space Chinese documents separate fields with */
const GAP = '\u3000';

const PAYMENT_LABELS: Record<string, string> = { ONLINE: '在线支付', ACCOUNT_PERIOD: '账期支付（月结）' };
const INVOICE_TYPES: Record<string, string> = { '1': '增值税专用发票', '2': '增值税普通发票' };

async function companyName(db: Orm, customerCode: string | null): Promise<string> {
  if (!customerCode) return '个人客户';
  const [row] = await db.select({ name: customers.customerName }).from(customers).where(eq(customers.customerCode, customerCode));
  return row?.name ?? customerCode;
}

function shipToLines(s: ShipToSnapshot): string[] {
  const phones = [s.tel, s.mobile].filter(Boolean).join(' / ');
  return [
    `${s.province}${s.city}${s.district}${s.address}${s.zipCode ? `（邮编 ${s.zipCode}）` : ''}`,
    [s.companyName, s.department, s.receiverName, phones].filter(Boolean).join(GAP),
  ];
}

function invoiceLines(i: InvoiceSnapshot): string[] {
  return [
    `${INVOICE_TYPES[i.invoiceType] ?? '发票'}${GAP}抬头：${i.invoiceTitle}${GAP}税号：${i.taxNo}`,
    ...(i.openingBank || i.bankAccount ? [`开户行：${i.openingBank}${GAP}账号：${i.bankAccount}`] : []),
    ...(i.registeredAddress || i.registeredTel ? [`注册地址：${i.registeredAddress}${GAP}电话：${i.registeredTel}`] : []),
  ];
}

/** An order as its PDF shows it; the visibility check is findOrderForCaller's (404 / 403). */
export async function orderSlipPdf(db: Orm, caller: Caller, orderSlipNumber: string): Promise<SlipPdf> {
  const { slip, lines } = await findOrderForCaller(db, caller, orderSlipNumber);
  const amounts = lines.map((l) => lineAmountFen(yuanToFen(l.unitPrice), l.quantity));
  const totals = totalsOfFen(amounts);
  return {
    title: '订单',
    number: slip.orderSlipNumber,
    facts: [
      ['下单日期', slip.orderDate],
      ['订单状态', ORDER_STATUS_LABELS[slip.status]],
      ['支付方式', PAYMENT_LABELS[slip.paymentMethod] ?? slip.paymentMethod],
      ...(slip.customerOrderNumber ? ([['客户订单号', slip.customerOrderNumber]] as [string, string][]) : []),
      ...(slip.requestedDeliveryDate ? ([['希望交货日', slip.requestedDeliveryDate]] as [string, string][]) : []),
      ...(slip.quoteSlipNumber ? ([['报价单号', slip.quoteSlipNumber]] as [string, string][]) : []),
    ],
    parties: [
      ['客户', await companyName(db, slip.customerCode)],
      ['下单人', slip.orderUserName],
      ...(slip.customerCode ? ([['客户编号', slip.customerCode]] as [string, string][]) : []),
    ],
    blocks: [
      ...(slip.shipTo ? [{ heading: '收货地址', lines: shipToLines(slip.shipTo) }] : []),
      ...(slip.invoice ? [{ heading: '发票信息', lines: invoiceLines(slip.invoice) }] : []),
    ],
    lines: lines.map((l, i) => ({
      partNumber: l.partNumber,
      productName: l.productName,
      brandName: l.brandName,
      quantity: l.quantity,
      unitFen: yuanToFen(l.unitPrice),
      amountFen: amounts[i]!,
      delivery: l.shipDate ?? (l.daysToShip === null ? '—' : `${l.daysToShip} 天`),
      note:
        [l.customerPartNumber && `客户型号：${l.customerPartNumber}`, l.branchNumber && `分支号：${l.branchNumber}`]
          .filter(Boolean)
          .join(GAP) || undefined,
    })),
    // the total stored at confirmation is the one billed; the lines add up to it
    totals: { ...totals, totalFen: sumFen(amounts) },
    notes: ['价格均为含税价（13% 增值税）。交期列为预计发货日或发货所需工作日。', ...(slip.remark ? [`备注：${slip.remark}`] : [])],
  };
}

/** A quote as its PDF shows it; the visibility check is findQuoteForCaller's (404 / 403). */
export async function quoteSlipPdf(db: Orm, caller: Caller, quoteSlipNumber: string, now: Date): Promise<SlipPdf> {
  const slip = await findQuoteForCaller(db, caller, quoteSlipNumber);
  const lines = (await linesOf(db, [slip.quoteSlipNumber])).get(slip.quoteSlipNumber) ?? [];
  const status = effectiveStatus(slip, now);
  const amounts = lines.map((l) => (l.unitPrice === null ? null : lineAmountFen(yuanToFen(l.unitPrice), l.quantity)));
  const priced = amounts.filter((a): a is number => a !== null);
  return {
    title: '报价单',
    number: slip.quoteSlipNumber,
    facts: [
      ['询价日期', chinaDate(slip.requestedAt)],
      ['报价日期', slip.answeredAt ? chinaDate(slip.answeredAt) : '待报价'],
      ['有效期至', slip.validUntil ?? '报价后 30 天'],
      ['状态', QUOTE_STATUS_LABELS[status]],
      ...(slip.orderSlipNumber ? ([['订单号', slip.orderSlipNumber]] as [string, string][]) : []),
    ],
    parties: [
      ['客户', await companyName(db, slip.customerCode)],
      ['询价人', slip.userName],
      ...(slip.customerCode ? ([['客户编号', slip.customerCode]] as [string, string][]) : []),
    ],
    blocks: [],
    lines: lines.map((l, i) => ({
      partNumber: l.partNumber,
      productName: l.productName,
      brandName: l.brandName,
      quantity: l.quantity,
      unitFen: l.unitPrice === null ? null : yuanToFen(l.unitPrice),
      amountFen: amounts[i] ?? null,
      delivery: l.daysToShip === null ? (l.declineReason ? '—' : '待定') : `${l.daysToShip} 天`,
      note:
        [
          l.unfitType && l.unfitType in UNFIT_TYPE_INFO && `${UNFIT_TYPE_INFO[l.unfitType as UnfitType].label}（单独核价）`,
          l.customerPartNumber && `客户型号：${l.customerPartNumber}`,
          l.declineReason,
        ]
          .filter(Boolean)
          .join(GAP) || undefined,
    })),
    totals: slip.totalAmount === null ? null : totalsOfFen(priced),
    notes: [
      slip.validUntil
        ? `报价有效期至 ${slip.validUntil}（含），价格均为含税价（13% 增值税）；过期请重新询价。`
        : '尚在报价中：特注品等明细报价后再行通知。',
      ...(slip.remark ? [`备注：${slip.remark}`] : []),
    ],
  };
}
