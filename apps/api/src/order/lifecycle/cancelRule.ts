import { CheckoutMessages, ORDER_STATUS_LABELS, type OrderStatus } from '@shop/api-clients/order/types';
import type { Caller } from '../visibility';
import { isCancellableStatus } from './transitions';

/**
 * Why the caller may not cancel this (visible) order, or null when they may (SPEC §6: ORDER permission and the
 * company's orderCancelDisplayFlag '1'; the lifecycle: only before anything shipped).
 */
export function cancelRefusal(user: Caller, orderCancelDisplayFlag: string | null, status: OrderStatus): string | null {
  if (!user.permissionList.includes('ORDER') || orderCancelDisplayFlag !== '1') return CheckoutMessages.CANCEL_NO_PERMISSION;
  if (!isCancellableStatus(status)) return CheckoutMessages.CANCEL_NOT_ALLOWED(ORDER_STATUS_LABELS[status]);
  return null;
}
