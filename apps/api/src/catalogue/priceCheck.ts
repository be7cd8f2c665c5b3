import type { PriceBreak, PriceCheckLine, PriceCheckResult } from '@shop/api-clients/catalogue/types';
import type { Orm } from '../db/client';
import { fenToYuan, lineAmountFen, sumFen, yuanToFen, type Fen } from '../db/money';
import { findParts } from './service';

/** The price break that applies to `quantity`, if any. */
function breakFor(breaks: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  return breaks.find((b) => quantity >= b.minQty && (b.maxQty === null || quantity <= b.maxQty));
}

/** The unit price (yuan, as in the price breaks) at `quantity`; null when no break covers it. */
export function unitPriceFor(breaks: readonly PriceBreak[], quantity: number): number | null {
  return breakFor(breaks, quantity)?.unitPrice ?? null;
}

/** The unit price in fen at `quantity` (what money is computed with); null when no break covers it. */
export function unitPriceFenFor(breaks: readonly PriceBreak[], quantity: number): Fen | null {
  const hit = breakFor(breaks, quantity);
  return hit ? yuanToFen(hit.unitPrice) : null;
}

/**
 * POST /api/v1/price/check: the price of each line at its quantity break. Line totals and the sum are computed in
 * fen (db/money.ts) and answered as yuan numbers with 2 decimals.
 */
export async function checkPrices(db: Orm, lines: readonly { partNumber: string; quantity: number }[]): Promise<PriceCheckResult> {
  const parts = await findParts(
    db,
    lines.map((l) => l.partNumber),
  );
  const lineFen: Fen[] = [];
  const priceList: PriceCheckLine[] = lines.map((line) => {
    const part = parts.get(line.partNumber.trim().normalize('NFKC').toUpperCase());
    if (!part) {
      return {
        partNumber: line.partNumber,
        quantity: line.quantity,
        found: false,
        seriesCode: null,
        seriesName: null,
        brandCode: null,
        brandName: null,
        unitPrice: null,
        totalPrice: null,
        daysToShip: null,
        stockQty: null,
        priceBreaks: [],
        errorMessage: '型号不存在',
      };
    }
    const unitFen = unitPriceFenFor(part.priceBreaks, line.quantity);
    const unitPrice = unitFen === null ? null : fenToYuan(unitFen);
    const totalFen = unitFen === null ? null : lineAmountFen(unitFen, line.quantity);
    if (totalFen !== null) lineFen.push(totalFen);
    const totalPrice = totalFen === null ? null : fenToYuan(totalFen);
    return {
      partNumber: part.partNumber,
      quantity: line.quantity,
      found: true,
      seriesCode: part.seriesCode,
      seriesName: part.seriesName,
      brandCode: part.brandCode,
      brandName: part.brandName,
      unitPrice,
      totalPrice,
      daysToShip: part.daysToShip,
      stockQty: part.stockQty,
      priceBreaks: part.priceBreaks,
      errorMessage: unitPrice === null ? '该数量无报价' : '',
    };
  });
  return { priceList, totalPrice: fenToYuan(sumFen(lineFen)) };
}
