import { deriveSeed, mulberry32, pick, type Rng } from '../prng';

/**
 * Which parts cannot simply be bought online (SPEC §4 unfit codes, discontinued and suspended parts), drawn after
 * the catalogue from a PRNG stream of its own, so the part numbers and prices of a seed stay what they were.
 * A few per cent of parts in all, each code where a buyer would meet it; the first part of every series stays
 * fit and on sale (demo orders and the replacements use it).
 */

/** The fields of a part row this pass sets. */
export interface BuyabilityFields {
  unfitType: string | null;
  hasDelegate: boolean;
  discontinueFlag: string;
  saleSuspended: boolean;
  replacementPartNumber: string | null;
}

/** What the pass reads of a part and its series. */
export interface PartFacts extends BuyabilityFields {
  partNumber: string;
  seriesCode: string;
  seq: number;
  daysToShip: number;
  stockQty: number;
}

export interface SeriesFacts {
  /** the shop's own brand */
  own: boolean;
  /** a fastener-like leaf whose parts cost under 1 yuan (boxes, large volumes) */
  cheap: boolean;
  /** a brand with few series in the catalogue (rarely registered) */
  rareBrand: boolean;
  partCount: number;
}

type Kind = '1' | '2' | '3' | '4' | '5' | '6' | '6d' | '7' | '8' | '9' | 's' | 'perm' | 'permR' | 'temp' | 'tempR';

/** Every kind must occur at least once, at any scale (tests and the demo rely on each). */
const ALL_KINDS: readonly Kind[] = ['1', '2', '3', '4', '5', '6', '6d', '7', '8', '9', 's', 'perm', 'permR', 'temp', 'tempR'];

/** The kind a part draws, by where it sits; null: fit and on sale (most parts). */
function draw(rng: Rng, p: PartFacts, s: SeriesFacts): Kind | null {
  const r = rng();
  let acc = 0;
  const chance = (prob: number) => {
    acc += prob;
    return r < acc;
  };
  // made-to-order parts (long lead times) are priced each time
  if (p.daysToShip >= 15 && chance(0.05)) return '8';
  // the largest sizes of a series (its last parts) are special orders
  if (p.seq > s.partCount - 2 && chance(0.06)) return '3';
  if (s.cheap && chance(0.01)) return '1';
  if (s.cheap && p.stockQty === 0 && chance(0.01)) return '2';
  if (!s.own && s.rareBrand && chance(0.012)) return '5';
  if (!s.own && chance(0.004)) return '6';
  if (!s.own && chance(0.004)) return '6d';
  if (!s.own && chance(0.002)) return '7';
  if (chance(0.002)) return '4';
  if (chance(0.0015)) return '9';
  if (chance(0.0005)) return 's';
  if (chance(0.003)) return 'perm';
  if (chance(0.003)) return 'permR';
  if (chance(0.0025)) return 'temp';
  if (chance(0.0025)) return 'tempR';
  return null;
}

const FIT: BuyabilityFields = {
  unfitType: null,
  hasDelegate: false,
  discontinueFlag: '0',
  saleSuspended: false,
  replacementPartNumber: null,
};

function apply(p: PartFacts, kind: Kind): void {
  Object.assign(p, FIT);
  if (kind === '6d') Object.assign(p, { unfitType: '6', hasDelegate: true });
  else if (kind === 'perm' || kind === 'permR') p.discontinueFlag = '1';
  else if (kind === 'temp' || kind === 'tempR') p.saleSuspended = true;
  else p.unfitType = kind;
}

const wantsReplacement = (k: Kind) => k === 'permR' || k === 'tempR';

/**
 * Sets the buyability fields of `parts` (in place). `seriesOf` gives each part's series facts. Deterministic for a
 * seed: the same catalogue always gets the same codes.
 */
export function assignBuyability(parts: PartFacts[], seriesOf: (seriesCode: string) => SeriesFacts, seed: number): void {
  const rng = mulberry32(deriveSeed(seed, 'buyability'));
  const kinds = new Map<number, Kind>();
  parts.forEach((p, i) => {
    Object.assign(p, FIT);
    if (p.seq === 1) return;
    const kind = draw(rng, p, seriesOf(p.seriesCode));
    if (kind) kinds.set(i, kind);
  });

  // a small catalogue (tests) may miss a kind: give it to parts drawn from the stream, where it fits best first
  const seen = new Set(kinds.values());
  for (const kind of ALL_KINDS) {
    if (seen.has(kind)) continue;
    const free = parts.map((_, i) => i).filter((i) => parts[i]!.seq > 1 && !kinds.has(i));
    const fitting = free.filter((i) => {
      const p = parts[i]!;
      const s = seriesOf(p.seriesCode);
      if (kind === '8') return p.daysToShip >= 15;
      if (kind === '3') return p.seq > s.partCount - 2;
      if (kind === '1' || kind === '2') return s.cheap;
      if (kind === '5' || kind === '6' || kind === '6d' || kind === '7') return !s.own;
      return true;
    });
    const from = fitting.length ? fitting : free;
    if (from.length) kinds.set(pick(rng, from), kind);
  }

  for (const [i, kind] of kinds) apply(parts[i]!, kind);

  // replacements: the neighbouring smaller size when it is on sale, else the series' first part (always on sale)
  const firstOf = new Map<string, PartFacts>();
  for (const p of parts) if (p.seq === 1) firstOf.set(p.seriesCode, p);
  for (const [i, kind] of kinds) {
    if (!wantsReplacement(kind)) continue;
    const prev = parts[i - 1];
    const clean = prev && prev.seriesCode === parts[i]!.seriesCode && !kinds.has(i - 1) ? prev : firstOf.get(parts[i]!.seriesCode);
    parts[i]!.replacementPartNumber = clean && clean !== parts[i] ? clean.partNumber : null;
  }
}

/** The kinds as counted (for the seed log and the tests). */
export function buyabilityCounts(parts: readonly BuyabilityFields[]): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (k: string) => (out[k] = (out[k] ?? 0) + 1);
  for (const p of parts) {
    if (p.unfitType) add(p.unfitType === '6' && p.hasDelegate ? '6d' : p.unfitType);
    if (p.discontinueFlag === '1') add(p.replacementPartNumber ? 'permR' : 'perm');
    if (p.saleSuspended) add(p.replacementPartNumber ? 'tempR' : 'temp');
  }
  return out;
}
