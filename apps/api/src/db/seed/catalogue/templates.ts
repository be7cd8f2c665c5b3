/** Building blocks of the catalogue templates (see tree.ts). */

export interface SpecValueDef {
  /** filter value (SpecValue.specValue) */
  v: string;
  /** shown value (SpecValue.specValueDisp, PartNumber.specValues) */
  d: string;
  /** what the value contributes to a part number ('' for nothing) */
  c: string;
  /** price multiplier of this value (default 1) */
  m?: number;
}

export interface SpecDef {
  code: string;
  name: string;
  unit: string;
  values: SpecValueDef[];
  /** how many values one series offers: [min, max]; [1, 1] fixes the value for the whole series */
  pick: [number, number];
  /** scattered rather than a contiguous run of sizes */
  scatter?: boolean;
  /** price grows by this fraction per step along `values` (sizes); default 0.04 for runs of sizes */
  priceStep?: number;
  /** a brand offers its own codes (e.g. bearing seal suffixes differ by maker) */
  brandValues?: Record<string, SpecValueDef[]>;
  /** a fixed value is written into the series name */
  inName?: boolean;
}

export interface LeafDef {
  code: string;
  name: string;
  /** series at scale 1 */
  series: number;
  /** brand codes that make this kind of part (own brand first gets the largest share) */
  brands: string[];
  /** series code stems; third-party brands get their prefix in front unless they have brandStems */
  stems: string[];
  brandStems?: Record<string, string[]>;
  /** series name variants */
  names: string[];
  specs: SpecDef[];
  /** part number pattern: {S} series code, {STEM} the stem, {<specCode>} the value code */
  pn: string;
  /** series code pattern (then no letter suffix is added; a clash draws again) */
  seriesPattern?: string;
  /** stems are maker-neutral designations (bearing numbers): no brand prefix, brandValues keep makers apart */
  bareStems?: boolean;
  /** unit price range in yuan of the smallest size */
  price: [number, number];
  /** quantity-break lower bounds, default [1, 10, 50, 100] */
  breaks?: number[];
  /** one line of description */
  desc: string;
  /** extra fixed attributes: each series picks one value */
  attrs?: { name: string; values: string[] }[];
}

export interface CategoryDef {
  code: string;
  name: string;
  children: (CategoryDef | LeafDef)[];
}

export function isLeaf(node: CategoryDef | LeafDef): node is LeafDef {
  return (node as LeafDef).specs !== undefined;
}

/** numeric values: the value, its display and its part-number code are the same text */
export function nums(...xs: (number | string)[]): SpecValueDef[] {
  return xs.map((x) => ({ v: String(x), d: String(x), c: String(x) }));
}

/** [value, display, code?, priceMultiplier?] */
export function opts(...xs: [string, string, string?, number?][]): SpecValueDef[] {
  return xs.map(([v, d, c, m]) => (m === undefined ? { v, d, c: c ?? v } : { v, d, c: c ?? v, m }));
}

export function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let x = from; x <= to + 1e-9; x += step) out.push(Math.round(x * 100) / 100);
  return out;
}

/** numbers whose part-number code is zero-padded (e.g. lead 5 -> "05") */
export function padded(width: number, ...xs: number[]): SpecValueDef[] {
  return xs.map((x) => ({ v: String(x), d: String(x), c: String(x).padStart(width, '0') }));
}

export function spec(
  code: string,
  name: string,
  unit: string,
  values: SpecValueDef[],
  pick: [number, number],
  extra: Partial<SpecDef> = {},
): SpecDef {
  return { code, name, unit, values, pick, ...extra };
}

/** a per-series fixed choice such as material or surface treatment */
export function fixed(code: string, name: string, values: SpecValueDef[], extra: Partial<SpecDef> = {}): SpecDef {
  return { code, name, unit: '', values, pick: [1, 1], scatter: true, priceStep: 0, ...extra };
}
