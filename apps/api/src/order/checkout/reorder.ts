import { eq, sql } from 'drizzle-orm';
import { CART_LIMITS, CartMessages } from '@shop/api-clients/cart/types';
import { CheckoutMessages, OrderErrorCode, type OrderReorderAnswer } from '@shop/api-clients/order/types';
import type { SessionUser } from '../../auth/sessionService';
import type { Orm } from '../../db/client';
import { ApiError } from '../../http/errors';
import { findOrderForCaller } from '../access';
import { priceLines } from '../pricing';
import { cartLines } from '../tables';

/**
 * POST orderSlip/reorder: the order's lines go back into the caller's own cart, merged as cart/add merges (the same
 * part adds to the line's quantity, capped at CART_LIMITS.quantityMax) and selected. Parts gone from the catalogue
 * are skipped and named; parts that are now unfit or discontinued go in anyway, so the cart shows why and offers the
 * replacement. Serialised per user (advisory lock), so the cart's line cap holds under concurrent adds.
 */
export async function reorder(db: Orm, user: SessionUser, orderSlipNumber: string, now: Date = new Date()): Promise<OrderReorderAnswer> {
  const { lines } = await findOrderForCaller(db, user, orderSlipNumber);
  const wanted = new Map<string, { partNumber: string; quantity: number; customerPartNumber: string }>();
  for (const l of lines) {
    const key = l.partNumber.toUpperCase();
    const prev = wanted.get(key);
    if (prev) prev.quantity += l.quantity;
    else wanted.set(key, { partNumber: l.partNumber, quantity: l.quantity, customerPartNumber: l.customerPartNumber });
  }
  const priced = await priceLines(db, [...wanted.values()], now);
  const found = priced.filter((p) => p.found);
  const skippedPartNumberList = priced.filter((p) => !p.found).map((p) => p.partNumber);
  if (found.length === 0) throw new ApiError(409, OrderErrorCode.LINE_NOT_ORDERABLE, CheckoutMessages.REORDER_NOTHING);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${user.userCode}`}))`);
    const existing = await tx.select({ partNumber: cartLines.partNumber }).from(cartLines).where(eq(cartLines.userCode, user.userCode));
    const have = new Set(existing.map((e) => e.partNumber));
    const newLines = found.filter((p) => !have.has(p.partNumber)).length;
    if (existing.length + newLines > CART_LIMITS.cartLinesMax)
      throw new ApiError(409, OrderErrorCode.ORDER_INVALID, CartMessages.CART_FULL);
    for (const p of found) {
      const w = wanted.get(p.partNumber.toUpperCase()) ?? { quantity: p.quantity, customerPartNumber: '' };
      const quantity = Math.min(w.quantity, CART_LIMITS.quantityMax);
      await tx
        .insert(cartLines)
        .values({
          userCode: user.userCode,
          customerCode: user.customerCode,
          partNumber: p.partNumber,
          quantity,
          customerPartNumber: w.customerPartNumber,
          selected: true,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [cartLines.userCode, cartLines.partNumber],
          set: {
            quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${CART_LIMITS.quantityMax})`,
            selected: true,
            updatedAt: now,
          },
        });
    }
  });
  return { addedCount: found.length, skippedPartNumberList };
}
