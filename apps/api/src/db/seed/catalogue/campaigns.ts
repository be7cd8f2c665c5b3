import type { PriceBreak } from '@shop/api-clients/catalogue/types';
import { fenToYuan, yuanToFen } from '../../money';
import { deriveSeed, mulberry32, pick, randInt } from '../prng';

export interface CampaignRow {
  campaignCode: string;
  campaignName: string;
  partNumber: string;
  campaignPrice: number;
  limitQty: number;
  soldQty: number;
  perOrderMax: number | null;
  startsAt: string;
  endsAt: string;
}

interface CampaignPart {
  partNumber: string;
  seq: number;
  priceBreaks: PriceBreak[];
  unfitType: string | null;
  discontinueFlag: string;
  saleSuspended: boolean;
  own: boolean;
}

const DAY = 24 * 3600 * 1000;
const NAMES = ['年末清仓限量特价', '新品推广限量价', '工厂直供限量折扣', '老客户回馈限量价', '季度备货限量折扣'];

/**
 * What the running campaigns look like: how many units are left matters for the demo (two campaigns with only 1–3
 * units left, so two buyers can race for the last one), one has a per-order cap. Plus one that ended and one that
 * has not started, which pricing must ignore.
 */
const SHAPES: { limit: number; left: number; perOrderMax: number | null; when: 'running' | 'ended' | 'upcoming' }[] = [
  { limit: 20, left: 1, perOrderMax: null, when: 'running' },
  { limit: 50, left: 3, perOrderMax: null, when: 'running' },
  { limit: 200, left: 150, perOrderMax: 20, when: 'running' },
  { limit: 100, left: 64, perOrderMax: null, when: 'running' },
  { limit: 500, left: 420, perOrderMax: null, when: 'running' },
  { limit: 30, left: 30, perOrderMax: 5, when: 'running' },
  { limit: 100, left: 0, perOrderMax: null, when: 'ended' },
  { limit: 80, left: 80, perOrderMax: null, when: 'upcoming' },
];

/**
 * A handful of limited-quantity campaigns on own-brand parts that are fit and on sale (never a series' first part,
 * which demo orders price at list). Campaign prices are 78–90 % of the part's cheapest break, so they undercut every
 * break. Dates are relative to `now` (midnight UTC): the running ones started days ago and end weeks from now.
 */
export function drawCampaigns(parts: readonly CampaignPart[], seed: number, now: Date): CampaignRow[] {
  const rng = mulberry32(deriveSeed(seed, 'campaigns'));
  const candidates = parts.filter((p) => p.own && p.seq > 1 && p.unfitType === null && p.discontinueFlag !== '1' && !p.saleSuspended);
  const day0 = Math.floor(now.getTime() / DAY) * DAY;
  const taken = new Set<string>();
  const out: CampaignRow[] = [];
  SHAPES.forEach((shape, i) => {
    let part: CampaignPart | undefined;
    for (let tries = 0; tries < 50 && candidates.length; tries++) {
      const c = pick(rng, candidates);
      if (!taken.has(c.partNumber)) {
        part = c;
        break;
      }
    }
    if (!part) return;
    taken.add(part.partNumber);
    const cheapestFen = Math.min(...part.priceBreaks.map((b) => yuanToFen(b.unitPrice)));
    if (cheapestFen < 2) return;
    const priceFen = Math.min(cheapestFen - 1, Math.max(1, Math.round((cheapestFen * randInt(rng, 78, 90)) / 100)));
    const start = shape.when === 'running' ? day0 - randInt(rng, 1, 10) * DAY : shape.when === 'ended' ? day0 - 60 * DAY : day0 + 10 * DAY;
    const end = shape.when === 'running' ? day0 + randInt(rng, 14, 45) * DAY : shape.when === 'ended' ? day0 - 30 * DAY : day0 + 40 * DAY;
    out.push({
      campaignCode: `XL${String(i + 1).padStart(3, '0')}`,
      campaignName: NAMES[i % NAMES.length]!,
      partNumber: part.partNumber,
      campaignPrice: fenToYuan(priceFen),
      limitQty: shape.limit,
      soldQty: shape.limit - shape.left,
      perOrderMax: shape.perOrderMax,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
    });
  });
  return out;
}
