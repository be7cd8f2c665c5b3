import type { PriceBreak, PriceCheckLine, PriceCheckResult } from '@shop/api-clients/catalogue/types';
import type { Orm } from '../db/client';
import { findParts } from './service';

export function unitPriceFor(breaks: readonly PriceBreak[], quantity: number): number | null {
  const hit = breaks.find((b) => quantity >= b.minQty && (b.maxQty === null || quantity <= b.maxQty));
  return hit ? hit.unitPrice : null;
}

/** POST /api/v1/price/check: the price of each line at its quantity break. */
export async function checkPrices(db: Orm, lines: readonly { partNumber: string; quantity: number }[]): Promise<PriceCheckResult> {
  const parts = await findParts(db, lines.map((l) => l.partNumber));
  let total = 0;
  const priceList: PriceCheckLine[] = lines.map((line) => {
    const part = parts.get(line.partNumber.trim().normalize('NFKC').toUpperCase());
    if (!part) {
      return {
        partNumber: line.partNumber, quantity: line.quantity, found: false, seriesCode: null, seriesName: null, brandCode: null,
        brandName: null, unitPrice: null, totalPrice: null, daysToShip: null, stockQty: null, priceBreaks: [], errorMessage: '型号不存在',
      };
    }
    const unitPrice = unitPriceFor(part.priceBreaks, line.quantity);
    const totalPrice = unitPrice === null ? null : Math.round(unitPrice * line.quantity * 100) / 100;
    if (totalPrice !== null) total += totalPrice;
    return {
      partNumber: part.partNumber, quantity: line.quantity, found: true, seriesCode: part.seriesCode, seriesName: part.seriesName,
      brandCode: part.brandCode, brandName: part.brandName, unitPrice, totalPrice, daysToShip: part.daysToShip, stockQty: part.stockQty,
      priceBreaks: part.priceBreaks, errorMessage: unitPrice === null ? '该数量无报价' : '',
    };
  });
  return { priceList, totalPrice: Math.round(total * 100) / 100 };
}
