/**
 * The SPEC §3 filter URL form: items `code::value1,value2` joined by a tab, with a ',' inside a value
 * percent-encoded. Brands use the code `brandCode`. The same text goes into the page URL (parameter CategorySpec)
 * and into the partNumber/search specFilter parameter.
 */
export type FilterSelection = Record<string, string[]>;

export const BRAND_FILTER_CODE = 'brandCode';
export const CATEGORY_SPEC_PARAM = 'CategorySpec';

const encodeValue = (v: string) => v.replace(/%/g, '%25').replace(/,/g, '%2C');
const decodeValue = (v: string) => v.replace(/%2C/gi, ',').replace(/%25/g, '%');

export function parseCategorySpec(text: string | null | undefined): FilterSelection {
  const out: FilterSelection = {};
  if (!text) return out;
  for (const item of text.split('\t')) {
    const at = item.indexOf('::');
    if (at <= 0) continue;
    const code = item.slice(0, at);
    const values = item
      .slice(at + 2)
      .split(',')
      .map(decodeValue)
      .filter((v) => v !== '');
    if (values.length) out[code] = [...new Set([...(out[code] ?? []), ...values])];
  }
  return out;
}

/** Items in the given code order (SPEC §3: selected filters appear in order of sort); empty selections left out. */
export function formatCategorySpec(selection: FilterSelection, order?: string[]): string {
  const codes = Object.keys(selection).filter((c) => (selection[c] ?? []).length > 0);
  if (order) codes.sort((a, b) => rank(order, a) - rank(order, b));
  return codes.map((c) => `${c}::${(selection[c] ?? []).map(encodeValue).join(',')}`).join('\t');
}

function rank(order: string[], code: string): number {
  const i = order.indexOf(code);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}
