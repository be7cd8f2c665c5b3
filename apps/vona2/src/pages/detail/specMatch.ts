import type { PartNumber, SpecItem } from '@shop/api-clients';
import { bySort } from '../../lib/bySort';
import type { FilterSelection } from '../../lib/categorySpec';

/** Specs the user can choose (more than one value); a single-value spec is a fixed property of the series. */
export function choosableSpecs(specList: SpecItem[]): SpecItem[] {
  return [...specList].sort(bySort).filter((s) => s.specValueList.length > 1);
}

/**
 * Whether a part fits the chosen spec values. Parts carry display values (specCode -> specValueDisp), the filter
 * holds SpecValue.specValue, so the series' spec list translates between them.
 */
export function partMatches(part: PartNumber, selection: FilterSelection, specList: SpecItem[]): boolean {
  for (const [code, values] of Object.entries(selection)) {
    if (values.length === 0) continue;
    const spec = specList.find((s) => s.specCode === code);
    if (!spec) return false;
    const shown = values.map((v) => spec.specValueList.find((x) => x.specValue === v)?.specValueDisp ?? v);
    if (!shown.includes(part.specValues[code] ?? '')) return false;
  }
  return true;
}

/** Only the codes this series knows, with values it offers (an edited URL cannot inject others). */
export function cleanSelection(selection: FilterSelection, specList: SpecItem[]): FilterSelection {
  const out: FilterSelection = {};
  for (const spec of specList) {
    const vals = (selection[spec.specCode] ?? []).filter((v) => spec.specValueList.some((x) => x.specValue === v));
    if (vals.length) out[spec.specCode] = vals;
  }
  return out;
}
