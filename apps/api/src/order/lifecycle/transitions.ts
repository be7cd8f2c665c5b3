import { CANCELLABLE_STATUSES, type OrderStatus } from '@shop/api-clients/order/types';

/**
 * The one written order lifecycle (docs/buying.md, "Checkout and orders (H3)"): from each state, the states it may
 * move to. Nothing else writes order_slip.status after confirmation; lifecycle/transition.ts checks this table.
 *
 * PENDING_CONFIRM (account period) → CONFIRMED (the shop's check, a job) | CANCELLED
 * PENDING_PAYMENT (online)         → CONFIRMED (paid) | CANCELLED
 * CONFIRMED                        → PARTIALLY_SHIPPED | SHIPPED (warehouse) | CANCELLED
 * PARTIALLY_SHIPPED                → PARTIALLY_SHIPPED (another parcel) | SHIPPED
 * SHIPPED                          → COMPLETED (delivered)
 * COMPLETED, CANCELLED: final
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING_CONFIRM: ['CONFIRMED', 'CANCELLED'],
  PENDING_PAYMENT: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['PARTIALLY_SHIPPED', 'SHIPPED', 'CANCELLED'],
  PARTIALLY_SHIPPED: ['PARTIALLY_SHIPPED', 'SHIPPED'],
  SHIPPED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

export function isCancellableStatus(status: OrderStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}
