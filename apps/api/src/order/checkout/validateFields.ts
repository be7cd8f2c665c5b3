import { CheckoutMessages, ORDER_FIELD_RULES, ORDER_LIMITS, OrderErrorCode, type InvoiceInfo } from '@shop/api-clients/order/types';
import { validate } from '@shop/validation';
import { ApiError } from '../../http/errors';
import { addDays, parseDate } from './dates';

const invalid = (message: string) => new ApiError(400, OrderErrorCode.ORDER_INVALID, message);

const INVOICE_LABELS: Record<keyof Omit<InvoiceInfo, 'invoiceType'>, string> = {
  invoiceTitle: '发票抬头',
  taxNo: '税号',
  openingBank: '开户银行',
  bankAccount: '银行账号',
  registeredAddress: '注册地址',
  registeredTel: '注册电话',
};

/** Fields a 增值税专用发票 (type '1') needs besides the title and tax number: bank and registration details. */
const SPECIAL_INVOICE_REQUIRED: readonly (keyof typeof INVOICE_LABELS)[] = [
  'openingBank',
  'bankAccount',
  'registeredAddress',
  'registeredTel',
];

/**
 * SPEC §5 rules on the customer's order number: customerOrderItemBranchNumber (half-width ASCII letters, digits and
 * the listed symbols), max ORDER_LIMITS.customerOrderNumberMax. The ASCII variant, not the local-character one, since
 * the number goes onto delivery notes and the customer's own purchasing system; not the procurement variant, whose
 * quotes would break CSV exports of the order list.
 */
export function checkCustomerOrderNumber(value: string): void {
  const message = validate(value, ORDER_FIELD_RULES.customerOrderNumber);
  if (message) throw invalid(CheckoutMessages.CUSTOMER_ORDER_NUMBER(message));
}

export function checkBranchNumber(partNumber: string, value: string): void {
  const message = validate(value, ORDER_FIELD_RULES.branchNumber);
  if (message) throw invalid(CheckoutMessages.BRANCH_NUMBER(partNumber, message));
}

/** The invoice as it will be stored: trimmed, each field by its SPEC §5 rule, bank details required on type '1'. */
export function checkInvoice(raw: InvoiceInfo): InvoiceInfo {
  const inv: InvoiceInfo = {
    invoiceType: raw.invoiceType,
    invoiceTitle: raw.invoiceTitle.trim(),
    taxNo: raw.taxNo.trim(),
    openingBank: raw.openingBank.trim(),
    bankAccount: raw.bankAccount.trim(),
    registeredAddress: raw.registeredAddress.trim(),
    registeredTel: raw.registeredTel.trim(),
  };
  for (const field of Object.keys(INVOICE_LABELS) as (keyof typeof INVOICE_LABELS)[]) {
    const required = inv.invoiceType === '1' && SPECIAL_INVOICE_REQUIRED.includes(field) ? 'required|' : '';
    const message = validate(inv[field], required + ORDER_FIELD_RULES[field]);
    if (message) throw invalid(CheckoutMessages.INVOICE_FIELD(INVOICE_LABELS[field], message));
  }
  return inv;
}

/** Not before the earliest ship date of the order, not later than ORDER_LIMITS.deliveryWithinDays after today. */
export function checkRequestedDeliveryDate(value: string | undefined, earliest: string, today: string): string | null {
  if (value === undefined || value === '') return null;
  if (!parseDate(value)) throw invalid(CheckoutMessages.DELIVERY_DATE_INVALID);
  if (value < earliest) throw invalid(CheckoutMessages.DELIVERY_DATE_TOO_EARLY(earliest));
  if (value > addDays(today, ORDER_LIMITS.deliveryWithinDays))
    throw invalid(CheckoutMessages.DELIVERY_DATE_TOO_LATE(ORDER_LIMITS.deliveryWithinDays));
  return value;
}
