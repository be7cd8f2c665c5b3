import { sql } from 'drizzle-orm';
import { queryRows, type Orm } from '../db/client';
import { CATALOGUE_CHANNEL, catalogueWriteStarted } from './readCache';

/**
 * Stock and campaign units, taken and given back inside the caller's transaction (checkout confirms, cancel gives
 * back). Each is one guarded UPDATE, so concurrent orders serialise on the row and never oversell: the row lock
 * makes the second update re-read the first one's result.
 */

/**
 * Tells this process's catalogue caches, before the change, that stock or campaign units are about to change, and
 * every process's at commit (the tables' triggers notify too; this notice carries the token that lets this
 * process's caches answer from memory again). Nothing is announced for a rolled-back transaction.
 */
async function announceChange(tx: Orm): Promise<void> {
  const token = catalogueWriteStarted();
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${token})`);
}

/**
 * Takes min(qty, stock) units of the part's stock; answers the units taken (0 when none are on hand or the part is
 * unknown). The rest of the quantity ships later (days to ship), so a short stock is no refusal.
 */
export async function reserveStock(tx: Orm, partNumber: string, qty: number): Promise<number> {
  if (!Number.isSafeInteger(qty) || qty <= 0) return 0;
  await announceChange(tx);
  const rows = await queryRows<{ taken: number }>(
    tx,
    sql`with prev as (select part_number, stock_qty from catalogue_part where part_number = ${partNumber} for update)
        update catalogue_part p set stock_qty = p.stock_qty - least(${qty}::int, prev.stock_qty)
        from prev where p.part_number = prev.part_number and prev.stock_qty > 0
        returning least(${qty}::int, prev.stock_qty) as taken`,
  );
  return rows[0]?.taken ?? 0;
}

/** Gives back units reserveStock took (a cancelled order). */
export async function releaseStock(tx: Orm, partNumber: string, qty: number): Promise<void> {
  if (!Number.isSafeInteger(qty) || qty <= 0) return;
  await announceChange(tx);
  await tx.execute(sql`update catalogue_part set stock_qty = stock_qty + ${qty}::int where part_number = ${partNumber}`);
}

/**
 * Takes `qty` units of a running campaign (`sold_qty + qty <= limit_qty`, and within its per-order cap); false when
 * the campaign is not running or not enough units remain: the caller answers 该限量折扣商品剩余数量不足 and rolls back.
 */
export async function takeCampaignUnits(tx: Orm, campaignCode: string, qty: number, now: Date = new Date()): Promise<boolean> {
  if (!Number.isSafeInteger(qty) || qty <= 0) return false;
  await announceChange(tx);
  const at = now.toISOString();
  const rows = await queryRows<{ campaignCode: string }>(
    tx,
    sql`update catalogue_campaign set sold_qty = sold_qty + ${qty}::int
        where campaign_code = ${campaignCode} and sold_qty + ${qty}::int <= limit_qty
          and (per_order_max is null or ${qty}::int <= per_order_max)
          and starts_at <= ${at}::timestamptz and ends_at > ${at}::timestamptz
        returning campaign_code as "campaignCode"`,
  );
  return rows.length === 1;
}

/** Gives back campaign units (a cancelled order); never below 0, whether or not the campaign still runs. */
export async function releaseCampaignUnits(tx: Orm, campaignCode: string, qty: number): Promise<void> {
  if (!Number.isSafeInteger(qty) || qty <= 0) return;
  await announceChange(tx);
  await tx.execute(sql`update catalogue_campaign set sold_qty = greatest(0, sold_qty - ${qty}::int) where campaign_code = ${campaignCode}`);
}
