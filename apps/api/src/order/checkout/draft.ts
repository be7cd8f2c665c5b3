import type { Fen } from '../../db/money';

/** One line about to be ordered, whichever source it came from (a cart line priced now, or a quote line). */
export interface DraftLine {
  partNumber: string;
  productName: string;
  brandName: string;
  seriesCode: string | null;
  quantity: number;
  /** tax included, fixed at confirmation */
  unitFen: Fen;
  customerPartNumber: string;
  branchNumber: string;
  daysToShip: number | null;
  /** the limited campaign whose price and units the line takes */
  campaignCode: string | null;
}
