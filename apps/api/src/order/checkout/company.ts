import { eq } from 'drizzle-orm';
import type { InvoiceInfo, PaymentMethod } from '@shop/api-clients/order/types';
import type { Orm } from '../../db/client';
import { customers } from '../../user/seam';

/** What ordering needs of the caller's company (SPEC §3 customer info). */
export interface OrderingCompany {
  customerCode: string;
  customerName: string;
  settlementType: string;
  orderCancelDisplayFlag: string;
  /** '1': an order may go to any address of the book; otherwise only to the default one (SPEC §6) */
  shipToChangeFlag: string;
  taxNo: string;
  address: string;
  tel: string;
}

/**
 * settlementType values that bill on the account period (月结). The demo company's is '2' 月结; every other value
 * (cash, prepay, unknown) pays online. Kept as a list so another settlement code can join without touching checkout.
 */
const ACCOUNT_PERIOD_SETTLEMENT_TYPES: ReadonlySet<string> = new Set(['2']);

export async function findCompany(db: Orm, customerCode: string | null): Promise<OrderingCompany | null> {
  if (!customerCode) return null;
  const [row] = await db
    .select({
      customerCode: customers.customerCode,
      customerName: customers.customerName,
      settlementType: customers.settlementType,
      orderCancelDisplayFlag: customers.orderCancelDisplayFlag,
      shipToChangeFlag: customers.shipToChangeFlag,
      taxNo: customers.taxNo,
      address: customers.address,
      tel: customers.tel,
    })
    .from(customers)
    .where(eq(customers.customerCode, customerCode));
  if (!row) return null;
  return { ...row, taxNo: row.taxNo ?? '', address: row.address ?? '', tel: row.tel ?? '' };
}

/** Whether the caller may pick any address of the book (an individual customer always may). */
export const shipToChangeable = (company: OrderingCompany | null): boolean => !company || company.shipToChangeFlag === '1';

/** ONLINE always; ACCOUNT_PERIOD only when the company's settlementType bills monthly. */
export function allowedPaymentMethods(company: OrderingCompany | null): PaymentMethod[] {
  return company && ACCOUNT_PERIOD_SETTLEMENT_TYPES.has(company.settlementType) ? ['ONLINE', 'ACCOUNT_PERIOD'] : ['ONLINE'];
}

/** The invoice the confirm page starts from: a 增值税普通发票 to the company, bank details left for the buyer. */
export function defaultInvoiceOf(company: OrderingCompany | null): InvoiceInfo | null {
  if (!company) return null;
  return {
    invoiceType: '2',
    invoiceTitle: company.customerName,
    taxNo: company.taxNo,
    openingBank: '',
    bankAccount: '',
    registeredAddress: company.address,
    registeredTel: company.tel,
  };
}
