import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { priceLines, type PricedLine } from '../pricing';
import { cartLines } from '../tables';

export type CartLineRow = typeof cartLines.$inferSelect;

export interface PricedCartLine {
  cart: CartLineRow;
  priced: PricedLine;
}

/**
 * The caller's cart lines with these ids (only the caller's: a cart is never read by anyone else), locked for the
 * confirmation when `lock` is set, so two confirmations of the same lines under different keys order them once:
 * the second waits for the first, then finds them deleted.
 */
export async function cartLinesOf(tx: Orm, userCode: string, ids: readonly number[], lock: boolean): Promise<CartLineRow[]> {
  if (ids.length === 0) return [];
  // the cart module's lock (cart/service.ts lockCart): an add racing the confirmation waits for it
  if (lock) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'cart:' + userCode}))`);
  const q = tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.userCode, userCode), inArray(cartLines.id, [...ids])))
    .orderBy(asc(cartLines.id));
  return lock ? q.for('update') : q;
}

/** The caller's selected cart lines, oldest first (the confirm page's lines). */
export async function selectedCartLines(db: Orm, userCode: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.userCode, userCode), eq(cartLines.selected, true)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export async function priceCartLines(db: Orm, rows: readonly CartLineRow[], now: Date): Promise<PricedCartLine[]> {
  const priced = await priceLines(
    db,
    rows.map((r) => ({ partNumber: r.partNumber, quantity: r.quantity })),
    now,
  );
  return rows.map((cart, i) => ({ cart, priced: priced[i]! }));
}
