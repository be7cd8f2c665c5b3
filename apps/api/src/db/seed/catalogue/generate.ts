import type { PriceBreak, SpecItem } from '@shop/api-clients/catalogue/types';
import { indexTokens } from '../../../catalogue/tokenize';
import { deriveSeed, mulberry32, pick, pickOrdered, pickRun, randInt, type Rng } from '../prng';
import { fenToYuan, yuanToFen } from '../../money';
import { BRANDS, OWN_BRAND_CODE, type BrandDef } from './brands';
import { isLeaf, type CategoryDef, type LeafDef, type SpecDef, type SpecValueDef } from './templates';
import { CATEGORY_TREE } from './tree';
import { assignBuyability, type BuyabilityFields, type SeriesFacts } from './buyability';
import { drawCampaigns, type CampaignRow } from './campaigns';

interface GenOptions {
  /** 1 = the full catalogue (~2,400 series, ~120,000 parts); 0.02 for tests. Every leaf keeps at least one series. */
  scale?: number;
  /** PRNG seed; the same seed and scale always give the same catalogue */
  seed?: number;
  /** campaign dates are relative to this (default: now): the running ones are running when the seed is written */
  now?: Date;
}
export const DEFAULT_SEED = 20240601;

interface CategoryRow {
  categoryCode: string;
  categoryName: string;
  parentCode: string | null;
  level: number;
  sort: number;
  seriesCount: number;
}
interface BrandRow {
  brandCode: string;
  brandName: string;
  brandNameEn: string;
  ownBrand: boolean;
  sort: number;
  seriesCount: number;
}
interface SeriesRow {
  seriesCode: string;
  seriesName: string;
  brandCode: string;
  categoryCode: string;
  sort: number;
  description: string;
  attributes: { name: string; value: string }[];
  specList: SpecItem[];
  specSummary: string;
  cadAvailable: boolean;
  minPrice: number;
  minDaysToShip: number;
  partCount: number;
  searchTokens: string[];
}
interface PartRow extends BuyabilityFields {
  partNumber: string;
  partNumberUpper: string;
  seriesCode: string;
  seq: number;
  specValues: Record<string, string>;
  specKeys: Record<string, string>;
  priceBreaks: PriceBreak[];
  daysToShip: number;
  stockQty: number;
}
export interface Catalogue {
  categories: CategoryRow[];
  brands: BrandRow[];
  series: SeriesRow[];
  parts: PartRow[];
  campaigns: CampaignRow[];
}

const SUFFIXES: string[] = (() => {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('');
  return ['', ...letters, ...letters.flatMap((a) => letters.map((b) => a + b))];
})();
/** runs of sizes (pick up to 4 or more) are stretched by this much: the templates state typical ranges */
const SIZE_DENSITY = 1.45;
/** templates list series counts in proportion; this sets the full catalogue's size (~2,400 series) */
const SERIES_FACTOR = 1.15;
const BREAK_DISCOUNTS = [1, 0.95, 0.9, 0.85];
const BRAND_BY_CODE = new Map(BRANDS.map((b) => [b.code, b]));

function fill(pattern: string, vars: Record<string, string>): string {
  return pattern.replace(/\{([A-Z0-9]+)\}/g, (_, k: string) => {
    const v = vars[k];
    if (v === undefined) throw new Error(`pattern ${pattern}: no value for ${k}`);
    return v;
  });
}

/**
 * `unit` is a synthetic price level (a base price times brand and size factors, a float by nature); each break's
 * price is rounded to whole fen once and compared in fen, so the yuan numbers written are exact 2-decimal values.
 */
function priceBreaks(unit: number, bounds: readonly number[]): PriceBreak[] {
  let last = Infinity;
  return bounds.map((minQty, i) => {
    const next = bounds[i + 1];
    let fen = Math.max(1, Math.round(unit * (BREAK_DISCOUNTS[i] ?? 0.85) * 100));
    if (fen > last) fen = last;
    last = fen;
    return { minQty, maxQty: next === undefined ? null : next - 1, unitPrice: fenToYuan(fen) };
  });
}

function specSummary(specs: SpecDef[], chosen: SpecValueDef[][]): string {
  const parts: string[] = [];
  specs.forEach((s, i) => {
    const vals = chosen[i]!;
    if (vals.length < 2 || parts.length >= 3) return;
    const numbers = vals.map((v) => Number(v.v));
    if (numbers.every((n) => Number.isFinite(n))) {
      parts.push(`${s.name} ${Math.min(...numbers)}~${Math.max(...numbers)}${s.unit}`);
    } else {
      const shown = vals
        .slice(0, 3)
        .map((v) => v.d)
        .join('、');
      parts.push(`${s.name} ${shown}${vals.length > 3 ? '等' : ''}`);
    }
  });
  if (parts.length === 0 && specs[0] && chosen[0]?.[0]) parts.push(`${specs[0].name} ${chosen[0][0].d}${specs[0].unit}`);
  return parts.join(' / ');
}

function chooseBrand(rng: Rng, leaf: LeafDef): BrandDef {
  const code =
    leaf.brands.includes(OWN_BRAND_CODE) && rng() < 0.4
      ? OWN_BRAND_CODE
      : pick(
          rng,
          leaf.brands.filter((b) => b !== OWN_BRAND_CODE),
        );
  const brand = BRAND_BY_CODE.get(code);
  if (!brand) throw new Error(`unknown brand ${code} in ${leaf.code}`);
  return brand;
}

interface LeafContext {
  leaf: LeafDef;
  path: CategoryDef[];
  usedSeries: Set<string>;
  usedParts: Set<string>;
}

/** One series and its parts, or null when its codes clash with what exists (the caller draws again). */
function drawSeries(rng: Rng, ctx: LeafContext, sort: number): { series: SeriesRow; parts: PartRow[] } | null {
  const { leaf } = ctx;
  const brand = chooseBrand(rng, leaf);
  const own = brand.code === OWN_BRAND_CODE;
  const ownStems = leaf.brandStems?.[brand.code];
  const stem = ownStems ? pick(rng, ownStems) : (leaf.bareStems ? '' : brand.prefix) + pick(rng, leaf.stems);

  const chosen: SpecValueDef[][] = leaf.specs.map((s) => {
    const values = s.brandValues?.[brand.code] ?? s.values;
    if (values.length === 0) throw new Error(`${leaf.code} spec ${s.code}: no values for ${brand.code}`);
    const drawn = randInt(rng, s.pick[0], s.pick[1]);
    const k = Math.min(values.length, s.pick[1] >= 4 ? Math.round(drawn * SIZE_DENSITY) : drawn);
    return s.scatter ? pickOrdered(rng, values, k) : pickRun(rng, values, k);
  });

  let seriesCode: string;
  if (leaf.seriesPattern) {
    const vars: Record<string, string> = { STEM: stem };
    leaf.specs.forEach((s, i) => {
      if (s.pick[1] === 1) vars[s.code] = chosen[i]![0]!.c;
    });
    seriesCode = fill(leaf.seriesPattern, vars);
    if (ctx.usedSeries.has(seriesCode.toUpperCase())) return null;
  } else {
    const free = SUFFIXES.map((sfx) => stem + sfx).find((c) => !ctx.usedSeries.has(c.toUpperCase()));
    if (!free) return null;
    seriesCode = free;
  }

  // a price level drawn in whole fen, then scaled by factors: not an amount yet (see priceBreaks, which rounds to fen)
  const baseUnit = randInt(rng, Math.round(leaf.price[0] * 100), Math.round(leaf.price[1] * 100)) / 100;
  const brandFactor = own ? 1 : 1.15 + rng() * 0.45;
  const baseDays = own ? pick(rng, [1, 2, 2, 3, 3, 4, 5, 7]) : pick(rng, [3, 4, 5, 7, 7, 10, 15, 20]);
  const bounds = leaf.breaks ?? [1, 10, 50, 100];
  const cheap = leaf.price[1] < 1;

  // the position of each chosen value in its full list drives the size-dependent price
  const steps = leaf.specs.map((s, i) => {
    const full = s.brandValues?.[brand.code] ?? s.values;
    const step = s.priceStep ?? (full.length > 1 ? 0.04 : 0);
    return chosen[i]!.map((v) => (1 + step * full.indexOf(v)) * (v.m ?? 1));
  });

  const parts: PartRow[] = [];
  const idx = new Array<number>(leaf.specs.length).fill(0);
  for (;;) {
    const vars: Record<string, string> = { S: seriesCode, STEM: stem };
    const specValues: Record<string, string> = {};
    const specKeys: Record<string, string> = {};
    let factor = 1;
    leaf.specs.forEach((s, i) => {
      const v = chosen[i]![idx[i]!]!;
      vars[s.code] = v.c;
      specValues[s.code] = v.d;
      specKeys[s.code] = v.v;
      factor *= steps[i]![idx[i]!]!;
    });
    const partNumber = fill(leaf.pn, vars);
    const upper = partNumber.toUpperCase();
    if (!ctx.usedParts.has(upper)) {
      ctx.usedParts.add(upper);
      const unit = baseUnit * brandFactor * factor;
      parts.push({
        partNumber,
        partNumberUpper: upper,
        seriesCode,
        seq: parts.length + 1,
        specValues,
        specKeys,
        priceBreaks: priceBreaks(unit, bounds),
        daysToShip: baseDays + (rng() < 0.15 ? randInt(rng, 1, 5) : 0),
        stockQty: own ? (rng() < 0.3 ? 0 : randInt(rng, 1, 200) * (cheap ? 10 : 1)) : rng() < 0.6 ? 0 : randInt(rng, 1, 50),
        // set by assignBuyability once the whole catalogue is drawn
        unfitType: null,
        hasDelegate: false,
        discontinueFlag: '0',
        saleSuspended: false,
        replacementPartNumber: null,
      });
    }
    // odometer over the chosen values, last spec fastest (SFJ10-50, SFJ10-60, ... SFJ12-50 ...)
    let d = leaf.specs.length - 1;
    while (d >= 0) {
      idx[d]! += 1;
      if (idx[d]! < chosen[d]!.length) break;
      idx[d] = 0;
      d--;
    }
    if (d < 0) break;
  }
  if (parts.length === 0) return null;

  const nameSuffix = leaf.specs
    .map((s, i) => (s.inName && s.pick[1] === 1 ? chosen[i]![0]!.d : ''))
    .filter(Boolean)
    .join(' ');
  const seriesName = [pick(rng, leaf.names), nameSuffix].filter(Boolean).join(' ');
  const attributes = [
    ...leaf.specs.flatMap((s, i) => (s.pick[1] === 1 ? [{ name: s.name, value: chosen[i]![0]!.d + (s.unit ? s.unit : '') }] : [])),
    ...(leaf.attrs ?? []).map((a) => ({ name: a.name, value: pick(rng, a.values) })),
  ];
  const specList: SpecItem[] = leaf.specs.map((s, i) => ({
    specCode: s.code,
    specName: s.name,
    specUnit: s.unit,
    specValueList: chosen[i]!.map((v) => ({ specValue: v.v, specValueDisp: v.d })),
    sort: i + 1,
  }));
  const categoryNames = ctx.path.map((c) => c.name).concat(leaf.name);
  const series: SeriesRow = {
    seriesCode,
    seriesName,
    brandCode: brand.code,
    categoryCode: leaf.code,
    sort,
    description: `${brand.name} ${seriesName}。${leaf.desc}`,
    attributes,
    specList,
    specSummary: specSummary(leaf.specs, chosen),
    cadAvailable: rng() < (own ? 0.9 : 0.55),
    minPrice: fenToYuan(Math.min(...parts.map((p) => yuanToFen(p.priceBreaks[0]!.unitPrice)))),
    minDaysToShip: Math.min(...parts.map((p) => p.daysToShip)),
    partCount: parts.length,
    searchTokens: indexTokens([seriesName, seriesCode, brand.name, brand.nameEn, ...categoryNames, ...attributes.map((a) => a.value)]),
  };
  ctx.usedSeries.add(seriesCode.toUpperCase());
  return { series, parts };
}

/** Builds the whole catalogue in memory. Deterministic: each leaf draws from its own PRNG stream. */
export function generateCatalogue(opts: GenOptions = {}): Catalogue {
  const scale = opts.scale ?? 1;
  const seed = opts.seed ?? DEFAULT_SEED;
  const categories: CategoryRow[] = [];
  const series: SeriesRow[] = [];
  const parts: PartRow[] = [];
  const usedSeries = new Set<string>();
  const usedParts = new Set<string>();
  const leafCodes: string[][] = []; // leaf -> its ancestors' codes
  const leafByCode = new Map<string, LeafDef>();

  const walk = (node: CategoryDef | LeafDef, parent: CategoryDef | null, level: number, sort: number, path: CategoryDef[]) => {
    categories.push({ categoryCode: node.code, categoryName: node.name, parentCode: parent?.code ?? null, level, sort, seriesCount: 0 });
    if (isLeaf(node)) {
      leafCodes.push([...path.map((p) => p.code), node.code]);
      leafByCode.set(node.code, node);
      const rng = mulberry32(deriveSeed(seed, node.code));
      const ctx: LeafContext = { leaf: node, path, usedSeries, usedParts };
      const wanted = Math.max(1, Math.round(node.series * SERIES_FACTOR * scale));
      for (let made = 0, attempts = 0; made < wanted && attempts < wanted * 20; attempts++) {
        const drawn = drawSeries(rng, ctx, series.length + 1);
        if (!drawn) continue;
        series.push(drawn.series);
        for (const p of drawn.parts) parts.push(p);
        made++;
      }
      return;
    }
    node.children.forEach((child, i) => walk(child, node, level + 1, i + 1, [...path, node]));
  };
  CATEGORY_TREE.forEach((root, i) => walk(root, null, 1, i + 1, []));

  const perCategory = new Map<string, number>();
  const perBrand = new Map<string, number>();
  const ancestors = new Map(leafCodes.map((codes) => [codes[codes.length - 1]!, codes]));
  for (const s of series) {
    for (const code of ancestors.get(s.categoryCode) ?? []) perCategory.set(code, (perCategory.get(code) ?? 0) + 1);
    perBrand.set(s.brandCode, (perBrand.get(s.brandCode) ?? 0) + 1);
  }
  for (const c of categories) c.seriesCount = perCategory.get(c.categoryCode) ?? 0;
  const brands: BrandRow[] = BRANDS.map((b, i) => ({
    brandCode: b.code,
    brandName: b.name,
    brandNameEn: b.nameEn,
    ownBrand: b.own === true,
    sort: i + 1,
    seriesCount: perBrand.get(b.code) ?? 0,
  }));

  // brands with fewer series than most are the "rare" ones whose parts are sometimes not registered (unfit 5)
  const sortedCounts = brands.map((b) => b.seriesCount).sort((a, b) => a - b);
  const rareBelow = sortedCounts[Math.floor(sortedCounts.length * 0.4)] ?? 0;
  const ownBrands = new Set(brands.filter((b) => b.ownBrand).map((b) => b.brandCode));
  const facts = new Map<string, SeriesFacts>(
    series.map((s) => [
      s.seriesCode,
      {
        own: ownBrands.has(s.brandCode),
        cheap: (leafByCode.get(s.categoryCode)?.price[1] ?? Infinity) < 1,
        rareBrand: (perBrand.get(s.brandCode) ?? 0) <= rareBelow,
        partCount: s.partCount,
      },
    ]),
  );
  assignBuyability(parts, (code) => facts.get(code)!, seed);
  const campaigns = drawCampaigns(
    parts.map((p) => ({ ...p, own: facts.get(p.seriesCode)!.own })),
    seed,
    opts.now ?? new Date(),
  );
  return { categories, brands, series, parts, campaigns };
}
