import { CART_LIMITS, CartMessages, CartPaths, type CartAddLine, type CartLine, type CartLineError } from '@shop/api-clients/cart/types';
import { fail, ok, type Routes } from '@shop/test-support';
import { ADDABLE, CART_FIXTURE, cartLine } from './cartFixture';

const fen = (yuan: number) => Math.round(yuan * 100);

/** A fresh fake cart server: the fixture's lines, then whatever the test's calls change (ids keep counting up). */
export function cartRoutesWith(initial: readonly CartLine[] = CART_FIXTURE, { priceVisible = true } = {}): () => Routes {
  return () => {
    let lines = initial.map((l) => ({ ...l }));
    let nextId = 100;

    const priced = (l: CartLine): CartLine => {
      const amount = l.unitPrice === null ? null : (fen(l.unitPrice) * l.quantity) / 100;
      return priceVisible ? { ...l, amount } : { ...l, unitPrice: null, amount: null, listUnitPrice: null, nextBreak: null };
    };
    const search = () => {
      const list = lines.map(priced);
      const selected = list.filter((l) => l.selected);
      const totalFen = selected.reduce((s, l) => s + (l.amount === null ? 0 : fen(l.amount)), 0);
      const subtotalFen = Math.round(totalFen / 1.13);
      return ok({
        lineList: list,
        priceVisible,
        totals: {
          lineCount: list.length,
          selectedCount: selected.length,
          orderableCount: selected.filter((l) => l.orderable).length,
          subtotal: priceVisible ? subtotalFen / 100 : null,
          tax: priceVisible ? (totalFen - subtotalFen) / 100 : null,
          total: priceVisible ? totalFen / 100 : null,
        },
      });
    };
    const add = (lineList: CartAddLine[]) => {
      const errors: CartLineError[] = [];
      let added = 0;
      lineList.forEach((line, i) => {
        const partNumber = String(line.partNumber).trim().toUpperCase();
        const quantity = Number(line.quantity);
        const known = ADDABLE[partNumber];
        if (!known) return errors.push({ lineNo: i + 1, partNumber, message: CartMessages.PART_NOT_FOUND });
        if (!Number.isInteger(quantity) || quantity < CART_LIMITS.quantityMin || quantity > CART_LIMITS.quantityMax)
          return errors.push({ lineNo: i + 1, partNumber, message: CartMessages.QUANTITY_INVALID });
        added += 1;
        const existing = lines.find((l) => l.partNumber === partNumber);
        if (existing) existing.quantity = Math.min(CART_LIMITS.quantityMax, existing.quantity + quantity);
        else lines.push(cartLine({ ...known, id: nextId++, partNumber, quantity, customerPartNumber: line.customerPartNumber ?? '' }));
      });
      return ok({ added, errors, count: lines.length });
    };

    return {
      [CartPaths.search]: search,
      [CartPaths.count]: () => ok({ count: lines.length }),
      [`POST ${CartPaths.add}`]: ({ body }) => add((body?.lineList as CartAddLine[]) ?? []),
      [`POST ${CartPaths.update}`]: ({ body }) => {
        const selectAll = body?.selectAll as boolean | undefined;
        if (selectAll !== undefined) lines.forEach((l) => (l.selected = selectAll));
        const changes = (body?.lineList as Array<Partial<CartLine> & { id: number }>) ?? [];
        for (const c of changes) {
          const line = lines.find((l) => l.id === c.id);
          if (!line) return fail(404, CartMessages.LINE_NOT_FOUND, 'NOT_FOUND');
          if (c.quantity !== undefined) line.quantity = Number(c.quantity);
          if (c.customerPartNumber !== undefined) line.customerPartNumber = c.customerPartNumber;
          if (c.selected !== undefined) line.selected = c.selected;
        }
        return ok({ updated: changes.length + (selectAll === undefined ? 0 : lines.length) });
      },
      [`POST ${CartPaths.delete}`]: ({ body }) => {
        const ids = new Set((body?.idList as number[]) ?? []);
        const before = lines.length;
        lines = lines.filter((l) => !ids.has(l.id));
        return ok({ deleted: before - lines.length });
      },
    };
  };
}

/** The demo cart (CART_FIXTURE) with prices visible. */
export const cartRoutes = cartRoutesWith();
