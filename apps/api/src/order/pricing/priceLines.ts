import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import { CartErrorCode, QUOTE_ONLY_UNFIT, type UnfitType } from '@shop/api-clients/cart/types';
import { findPartsForPricing, partKey, type PartForPricing } from '../../catalogue/seam';
import type { Orm } from '../../db/client';
import { lineAmountFen, yuanToFen, type Fen } from '../../db/money';
import { errorsOf, type PricingError } from './errors';

export interface PriceLineInput {
  partNumber: string;
  /** a whole number ≥ 1 (callers check it with their own message first) */
  quantity: number;
}

export interface PricedCampaign {
  campaignCode: string;
  campaignName: string;
  priceFen: Fen;
  remainingQty: number;
  perOrderMax: number | null;
  endsAt: Date;
  /** the line's unit price is the campaign price */
  applied: boolean;
}

/** One line priced at its quantity (docs/buying.md, Quantity breaks, Unfit lines). */
export interface PricedLine {
  /** the catalogue's spelling when found, else the input trimmed */
  partNumber: string;
  quantity: number;
  found: boolean;
  seriesCode: string | null;
  /** the series name */
  productName: string | null;
  brandCode: string | null;
  brandName: string | null;
  ownBrand: boolean;
  /** unit price at the quantity: the campaign price when applied, else the quantity break; null: no break covers it */
  unitFen: Fen | null;
  /** unitFen × quantity */
  amountFen: Fen | null;
  /** the quantity break's unit price, before any campaign */
  listUnitFen: Fen | null;
  /** the next cheaper break ("再买 addQty 件单价降至 ¥unitFen"), null when none is cheaper than unitFen */
  nextBreak: { minQty: number; addQty: number; unitFen: Fen } | null;
  campaign: PricedCampaign | null;
  daysToShip: number | null;
  stockQty: number | null;
  priceBreaks: PriceBreak[];
  unfitType: UnfitType | null;
  hasDelegate: boolean;
  discontinueFlag: string;
  saleSuspended: boolean;
  replacementPartNumber: string | null;
  errorList: PricingError[];
  /** found, fit, not discontinued or suspended, and priced: can be ordered online as it is */
  orderable: boolean;
  /** can go into a quote request: found, not discontinued or suspended, and not unfit 's' (a system block) */
  quotable: boolean;
  /** unfit 3, 5 or 8: only a quote's pricing step can price it */
  quoteOnly: boolean;
}

const UNFIT_CODES = new Set<string>(['1', '2', '3', '4', '5', '6', '7', '8', '9', 's']);

function breakIndexFor(breaks: readonly PriceBreak[], quantity: number): number {
  return breaks.findIndex((b) => quantity >= b.minQty && (b.maxQty === null || quantity <= b.maxQty));
}

function notFound(input: PriceLineInput): PricedLine {
  return {
    partNumber: input.partNumber.trim(),
    quantity: input.quantity,
    found: false,
    seriesCode: null,
    productName: null,
    brandCode: null,
    brandName: null,
    ownBrand: false,
    unitFen: null,
    amountFen: null,
    listUnitFen: null,
    nextBreak: null,
    campaign: null,
    daysToShip: null,
    stockQty: null,
    priceBreaks: [],
    unfitType: null,
    hasDelegate: false,
    discontinueFlag: '0',
    saleSuspended: false,
    replacementPartNumber: null,
    errorList: errorsOf({ found: false, priced: false, discontinueFlag: '0', saleSuspended: false, replacementPartNumber: null }),
    orderable: false,
    quotable: false,
    quoteOnly: false,
  };
}

/** Prices one line of a known part at `now` (pure: the part row carries its running campaign). */
export function priceLine(part: PartForPricing, quantity: number): PricedLine {
  const breaks = [...part.priceBreaks].sort((a, b) => a.minQty - b.minQty);
  const at = breakIndexFor(breaks, quantity);
  const listUnitFen = at >= 0 ? yuanToFen(breaks[at]!.unitPrice) : null;

  let campaign: PricedCampaign | null = null;
  const errorExtra: PricingError[] = [];
  if (part.campaign) {
    const c = part.campaign;
    const priceFen = yuanToFen(c.campaignPrice);
    const remainingQty = Math.max(0, c.limitQty - c.soldQty);
    const withinCap = c.perOrderMax === null || quantity <= c.perOrderMax;
    const applied = listUnitFen !== null && priceFen < listUnitFen && quantity <= remainingQty && withinCap;
    campaign = {
      campaignCode: c.campaignCode,
      campaignName: c.campaignName,
      priceFen,
      remainingQty,
      perOrderMax: c.perOrderMax,
      endsAt: c.endsAt,
      applied,
    };
    if (!applied && listUnitFen !== null && priceFen < listUnitFen) {
      const why =
        remainingQty === 0
          ? '限量折扣已售罄，按原价计'
          : !withinCap
            ? `限量折扣每单最多 ${c.perOrderMax} 件，本行按原价计`
            : `限量折扣仅剩 ${remainingQty} 件，本行按原价计`;
      errorExtra.push({ errorCode: CartErrorCode.CAMPAIGN_SHORT, errorMessage: why });
    }
  }
  const unitFen = campaign?.applied ? campaign.priceFen : listUnitFen;

  let nextBreak: PricedLine['nextBreak'] = null;
  if (unitFen !== null) {
    for (const b of breaks) {
      if (b.minQty <= quantity) continue;
      const fen = yuanToFen(b.unitPrice);
      if (fen < unitFen) {
        nextBreak = { minQty: b.minQty, addQty: b.minQty - quantity, unitFen: fen };
        break;
      }
    }
  }

  const unfitType = part.unfitType !== null && UNFIT_CODES.has(part.unfitType) ? (part.unfitType as UnfitType) : null;
  const discontinued = part.discontinueFlag === '1' || part.saleSuspended;
  const errorList = [
    ...errorsOf({
      found: true,
      priced: unitFen !== null,
      discontinueFlag: part.discontinueFlag,
      saleSuspended: part.saleSuspended,
      replacementPartNumber: part.replacementPartNumber,
    }),
    ...errorExtra,
  ];
  return {
    partNumber: part.partNumber,
    quantity,
    found: true,
    seriesCode: part.seriesCode,
    productName: part.seriesName,
    brandCode: part.brandCode,
    brandName: part.brandName,
    ownBrand: part.ownBrand,
    unitFen,
    amountFen: unitFen === null ? null : lineAmountFen(unitFen, quantity),
    listUnitFen,
    nextBreak,
    campaign,
    daysToShip: part.daysToShip,
    stockQty: part.stockQty,
    priceBreaks: breaks,
    unfitType,
    hasDelegate: part.hasDelegate,
    discontinueFlag: part.discontinueFlag === '1' ? '1' : '0',
    saleSuspended: part.saleSuspended,
    replacementPartNumber: part.replacementPartNumber,
    errorList,
    orderable: unfitType === null && !discontinued && unitFen !== null,
    quotable: !discontinued && unfitType !== 's',
    quoteOnly: unfitType !== null && QUOTE_ONLY_UNFIT.includes(unfitType),
  };
}

/**
 * Prices lines against the catalogue at `now`, in input order (one query for all of them). Used by the cart, the
 * quote request (H2) and checkout (H3); checkout must call it inside its transaction and then take the campaign units
 * it priced with (catalogue seam takeCampaignUnits), refusing when that fails.
 */
export async function priceLines(db: Orm, lines: readonly PriceLineInput[], now: Date = new Date()): Promise<PricedLine[]> {
  const parts = await findPartsForPricing(
    db,
    lines.map((l) => l.partNumber),
    now,
  );
  return lines.map((l) => {
    const part = parts.get(partKey(l.partNumber));
    return part ? priceLine(part, l.quantity) : notFound(l);
  });
}
