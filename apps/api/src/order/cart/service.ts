import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CART_LIMITS,
  CartMessages,
  type CartAddResult,
  type CartLine,
  type CartLineError,
  type CartSearchResult,
  type CartUpdateRequest,
  type CartUpdateResult,
} from '@shop/api-clients/cart/types';
import type { SessionUser } from '../../auth/sessionService';
import { findPartsForPricing, partKey } from '../../catalogue/seam';
import type { Orm } from '../../db/client';
import { fenToYuan } from '../../db/money';
import { ApiError, ApiErrorCode, notFound } from '../../http/errors';
import { priceLines, pricedLineToYuan, totalsOfFen } from '../pricing';
import { cartLines } from '../tables';
import { checkLine, normalizeInput, parseQuantity, type RawCartLine } from './lineInput';

/** Who a cart belongs to: the user, inside the company they had when adding (docs/buying.md, Who sees what). */
type CartOwner = Pick<SessionUser, 'userCode' | 'customerCode'>;

function ownedBy(owner: CartOwner): SQL {
  const company = owner.customerCode === null ? isNull(cartLines.customerCode) : eq(cartLines.customerCode, owner.customerCode);
  return and(eq(cartLines.userCode, owner.userCode), company)!;
}

const badRequest = (message: string) => new ApiError(400, ApiErrorCode.INVALID_PARAM, message);

/** One user's cart changes one at a time (merging and the 500-line cap read what is there before writing). */
async function lockCart(tx: Orm, owner: CartOwner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'cart:' + owner.userCode}))`);
}

/** The rows of the caller's cart, oldest first; `selectedOnly` for checkout and quotes of the selected lines. */
export async function cartRowsOf(db: Orm, owner: CartOwner, opts: { selectedOnly?: boolean } = {}) {
  const where = opts.selectedOnly ? and(ownedBy(owner), eq(cartLines.selected, true)) : ownedBy(owner);
  return db.select().from(cartLines).where(where).orderBy(asc(cartLines.id));
}

/** GET cart/search: the lines priced now, and the totals of the selected lines that can be ordered. */
export async function searchCart(db: Orm, caller: SessionUser, now: Date = new Date()): Promise<CartSearchResult> {
  const rows = await cartRowsOf(db, caller);
  const priced = await priceLines(db, rows, now);
  const priceVisible = caller.permissionList.includes('PRICE_CHECK');
  const lineList: CartLine[] = rows.map((row, i) => ({
    id: row.id,
    ...pricedLineToYuan(priced[i]!, priceVisible),
    customerPartNumber: row.customerPartNumber,
    selected: row.selected,
    createdAt: row.createdAt.toISOString(),
  }));
  const counted = priced.filter((p, i) => rows[i]!.selected && p.orderable);
  const t = totalsOfFen(counted.map((p) => p.amountFen!));
  return {
    lineList,
    totals: {
      lineCount: rows.length,
      selectedCount: rows.filter((r) => r.selected).length,
      orderableCount: counted.length,
      subtotal: priceVisible ? fenToYuan(t.subtotalFen) : null,
      tax: priceVisible ? fenToYuan(t.taxFen) : null,
      total: priceVisible ? fenToYuan(t.totalFen) : null,
    },
    priceVisible,
  };
}

export async function countCart(db: Orm, owner: CartOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(ownedBy(owner));
  return row?.n ?? 0;
}

/**
 * Adds lines to the caller's cart (cart/add, cart/upload, reorder). Each line is checked on its own: a bad one gets
 * its Chinese error and the good ones are added. A part already in the cart (or twice in the lines) merges into
 * one line whose quantity adds up, capped at 99999; a customer part number sent replaces the one there. Lines that
 * would make the cart hold more than 500 parts are refused one by one. Runs in one transaction.
 */
export async function addToCart(db: Orm, owner: CartOwner, raw: readonly (RawCartLine & { lineNo?: number })[]): Promise<CartAddResult> {
  if (raw.length > CART_LIMITS.linesPerAdd) throw badRequest(CartMessages.TOO_MANY_LINES);
  const errors: CartLineError[] = [];
  const checked = raw.map((l, i) => checkLine(l, l.lineNo ?? i + 1));
  const good = checked.flatMap((c) => (c.ok ? [c] : []));
  for (const c of checked) if (!c.ok) errors.push({ lineNo: c.lineNo, partNumber: c.partNumber, message: c.message });

  const parts = await findPartsForPricing(
    db,
    good.map((g) => g.partNumber),
  );
  // merged by the catalogue's spelling, in the order first seen
  const wanted = new Map<string, { quantity: number; customerPartNumber: string }>();
  for (const g of good) {
    const part = parts.get(partKey(g.partNumber));
    if (!part) {
      errors.push({ lineNo: g.lineNo, partNumber: g.partNumber, message: CartMessages.PART_NOT_FOUND });
      continue;
    }
    const prev = wanted.get(part.partNumber);
    wanted.set(part.partNumber, {
      quantity: Math.min(CART_LIMITS.quantityMax, (prev?.quantity ?? 0) + g.quantity),
      customerPartNumber: g.customerPartNumber || prev?.customerPartNumber || '',
    });
  }

  return db.transaction(async (tx) => {
    await lockCart(tx, owner);
    const existing = new Set(
      (await tx.select({ partNumber: cartLines.partNumber }).from(cartLines).where(ownedBy(owner))).map((r) => r.partNumber),
    );
    let room = CART_LIMITS.cartLinesMax - existing.size;
    const accepted: string[] = [];
    for (const partNumber of wanted.keys()) {
      if (existing.has(partNumber)) accepted.push(partNumber);
      else if (room > 0) {
        accepted.push(partNumber);
        room--;
      }
    }
    const acceptedSet = new Set(accepted);
    for (const g of good) {
      const part = parts.get(partKey(g.partNumber));
      if (part && !acceptedSet.has(part.partNumber))
        errors.push({ lineNo: g.lineNo, partNumber: g.partNumber, message: CartMessages.CART_FULL });
    }
    if (accepted.length) {
      await tx
        .insert(cartLines)
        .values(
          accepted.map((partNumber) => ({
            userCode: owner.userCode,
            customerCode: owner.customerCode,
            partNumber,
            quantity: wanted.get(partNumber)!.quantity,
            customerPartNumber: wanted.get(partNumber)!.customerPartNumber,
          })),
        )
        .onConflictDoUpdate({
          target: [cartLines.userCode, cartLines.partNumber],
          set: {
            quantity: sql`least(${CART_LIMITS.quantityMax}, ${cartLines.quantity} + excluded.quantity)`,
            customerPartNumber: sql`case when excluded.customer_part_number <> '' then excluded.customer_part_number else ${cartLines.customerPartNumber} end`,
            selected: true,
            updatedAt: sql`now()`,
          },
        });
    }
    const [n] = await tx.select({ n: count() }).from(cartLines).where(ownedBy(owner));
    errors.sort((a, b) => a.lineNo - b.lineNo);
    return {
      added: good.filter((g) => acceptedSet.has(parts.get(partKey(g.partNumber))?.partNumber ?? '')).length,
      errors,
      count: n?.n ?? 0,
    };
  });
}

/** The caller's lines among `ids`; any other id (another user's, or none) answers 404 and nothing is changed. */
async function ownLines(tx: Orm, owner: CartOwner, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(ownedBy(owner), inArray(cartLines.id, unique)));
  if (found.length !== unique.length) throw notFound(CartMessages.LINE_NOT_FOUND);
}

/** POST cart/update: quantity, own part number, selected per line; selectAll (un)selects every line first. */
export async function updateCart(db: Orm, owner: CartOwner, req: CartUpdateRequest): Promise<CartUpdateResult> {
  const lines = req.lineList ?? [];
  if (lines.length === 0 && req.selectAll === undefined) throw badRequest(CartMessages.NOTHING_TO_UPDATE);
  const changes = lines.map((l) => {
    const quantity = l.quantity === undefined ? undefined : parseQuantity(l.quantity);
    if (quantity === null) throw badRequest(CartMessages.QUANTITY_INVALID);
    const customerPartNumber = l.customerPartNumber === undefined ? undefined : normalizeInput(l.customerPartNumber);
    if (customerPartNumber !== undefined && customerPartNumber.length > CART_LIMITS.customerPartNumberMax) {
      throw badRequest(CartMessages.CUSTOMER_PART_TOO_LONG);
    }
    return { id: l.id, quantity, customerPartNumber, selected: l.selected };
  });
  return db.transaction(async (tx) => {
    await lockCart(tx, owner);
    await ownLines(
      tx,
      owner,
      changes.map((c) => c.id),
    );
    let updated = 0;
    if (req.selectAll !== undefined) {
      const rows = await tx
        .update(cartLines)
        .set({ selected: req.selectAll, updatedAt: sql`now()` })
        .where(ownedBy(owner))
        .returning({ id: cartLines.id });
      updated = rows.length;
    }
    for (const c of changes) {
      const set = {
        ...(c.quantity !== undefined ? { quantity: c.quantity } : {}),
        ...(c.customerPartNumber !== undefined ? { customerPartNumber: c.customerPartNumber } : {}),
        ...(c.selected !== undefined ? { selected: c.selected } : {}),
      };
      if (Object.keys(set).length === 0) continue;
      await tx
        .update(cartLines)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(ownedBy(owner), eq(cartLines.id, c.id)));
      if (req.selectAll === undefined) updated++;
    }
    return { updated };
  });
}

/** POST cart/delete: the caller's lines by id (all or nothing). */
export async function deleteFromCart(db: Orm, owner: CartOwner, ids: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCart(tx, owner);
    await ownLines(tx, owner, ids);
    const rows = await tx
      .delete(cartLines)
      .where(and(ownedBy(owner), inArray(cartLines.id, [...new Set(ids)])))
      .returning({ id: cartLines.id });
    return rows.length;
  });
}

/**
 * Removes ordered or quoted parts from a cart inside the caller's transaction (checkout, quote request): by part
 * number, so a line re-added under the same part number in the meantime goes too. Answers the lines removed.
 */
export async function removeCartParts(tx: Orm, owner: CartOwner, partNumbers: readonly string[]): Promise<number> {
  if (partNumbers.length === 0) return 0;
  const rows = await tx
    .delete(cartLines)
    .where(and(ownedBy(owner), inArray(cartLines.partNumber, [...new Set(partNumbers)])))
    .returning({ id: cartLines.id });
  return rows.length;
}
