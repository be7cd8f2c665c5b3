import type { CartLine } from '@shop/api-clients/cart/types';
import { fenToYuan } from '../../db/money';
import type { PricedLine } from './priceLines';

/** The priced fields of a cart line (and of quote and checkout lines shaped like it) in the contract's yuan. */
export type PricedLineYuan = Omit<CartLine, 'id' | 'customerPartNumber' | 'selected' | 'createdAt'>;

const yuan = (fen: number | null, visible: boolean) => (visible && fen !== null ? fenToYuan(fen) : null);

/** `priceVisible` false (no PRICE_CHECK): every money field is null, the rest is answered as is. */
export function pricedLineToYuan(p: PricedLine, priceVisible: boolean): PricedLineYuan {
  return {
    partNumber: p.partNumber,
    quantity: p.quantity,
    found: p.found,
    seriesCode: p.seriesCode,
    productName: p.productName,
    brandCode: p.brandCode,
    brandName: p.brandName,
    ownBrand: p.ownBrand,
    unitPrice: yuan(p.unitFen, priceVisible),
    amount: yuan(p.amountFen, priceVisible),
    listUnitPrice: yuan(p.listUnitFen, priceVisible),
    nextBreak: p.nextBreak && {
      minQty: p.nextBreak.minQty,
      addQty: p.nextBreak.addQty,
      unitPrice: yuan(p.nextBreak.unitFen, priceVisible),
    },
    campaign: p.campaign && {
      campaignCode: p.campaign.campaignCode,
      campaignName: p.campaign.campaignName,
      campaignPrice: yuan(p.campaign.priceFen, priceVisible),
      remainingQty: p.campaign.remainingQty,
      perOrderMax: p.campaign.perOrderMax,
      endsAt: p.campaign.endsAt.toISOString(),
      applied: p.campaign.applied,
    },
    daysToShip: p.daysToShip,
    stockQty: p.stockQty,
    unfitType: p.unfitType,
    hasDelegate: p.hasDelegate,
    discontinueFlag: p.discontinueFlag,
    saleSuspended: p.saleSuspended,
    replacementPartNumber: p.replacementPartNumber,
    errorList: p.errorList,
    orderable: p.orderable,
    quotable: p.quotable,
  };
}
