import { sql } from 'drizzle-orm';
import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import { queryRows, type Orm } from '../../db/client';

/** A catalogue part as the quote tests and the seed step read it (raw SQL: the catalogue's tables are its own). */
export interface PartRow {
  partNumber: string;
  priceBreaks: PriceBreak[];
  daysToShip: number;
}

/**
 * `count` fit, on-sale parts with a price for quantity 1, in a stable order after `skip` (tests and the seed pick
 * their parts here and turn some into special-order or discontinued ones for the case they need).
 */
export async function fitParts(db: Orm, count: number, skip = 0): Promise<PartRow[]> {
  const rows = await queryRows<{ part_number: string; price_breaks: PriceBreak[]; days_to_ship: number }>(
    db,
    sql`select part_number, price_breaks, days_to_ship from catalogue_part
      where unfit_type is null and discontinue_flag = '0' and not sale_suspended
        and jsonb_array_length(price_breaks) > 0 and (price_breaks->0->>'minQty')::int = 1
      order by part_number limit ${count} offset ${skip}`,
  );
  return rows.map((r) => ({ partNumber: r.part_number, priceBreaks: r.price_breaks, daysToShip: r.days_to_ship }));
}

/** Parts of one unfit code, in a stable order. */
export async function partsWithUnfit(db: Orm, unfitType: string, count: number): Promise<PartRow[]> {
  const rows = await queryRows<{ part_number: string; price_breaks: PriceBreak[]; days_to_ship: number }>(
    db,
    sql`select part_number, price_breaks, days_to_ship from catalogue_part
      where unfit_type = ${unfitType} and discontinue_flag = '0' and not sale_suspended and jsonb_array_length(price_breaks) > 0
      order by part_number limit ${count}`,
  );
  return rows.map((r) => ({ partNumber: r.part_number, priceBreaks: r.price_breaks, daysToShip: r.days_to_ship }));
}
