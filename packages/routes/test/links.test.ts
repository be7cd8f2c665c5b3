import { PLANNED_ROUTES } from '../src/plannedRoutes';
import { ROUTES } from '../src/routes.generated';
import { readRouteTables } from '../scripts/routeTables';
import { gatewayPatterns, linksOf, pagePrefixes, patternMatches, shippedSources, type FoundCall, type FoundLink } from './pageLinks';

const tableRoutes = readRouteTables();
const served = [...tableRoutes.map((r) => r.path), ...gatewayPatterns()];
const planned = Object.entries(PLANNED_ROUTES);
const prefixes = pagePrefixes([...served, ...planned.map(([, p]) => p)]);

const links: FoundLink[] = [];
const calls: FoundCall[] = [];
for (const file of shippedSources()) {
  const found = linksOf(file, prefixes);
  links.push(...found.links);
  calls.push(...found.calls);
}

/** Why a written path is no link to ship, or null when a route table or the gateway serves it. */
function problemOf(path: string): string | null {
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // checked first: `/vona2/compare` would match the category pattern, but it is a page of its own still to build
  const plan = planned.find(([, p]) => patternMatches(p, normal) && !p.includes(':'));
  if (plan) return `still to build (${plan[0]}): use plannedHref('${plan[0]}') and show no link until it exists`;
  if (served.some((p) => patternMatches(p, normal))) return null;
  const laterPlan = planned.find(([, p]) => patternMatches(p, normal));
  if (laterPlan) return `still to build (${laterPlan[0]}): use plannedHref('${laterPlan[0]}') and show no link until it exists`;
  return 'no route table serves it, and it is not on the list of pages still to build (packages/routes/src/plannedRoutes.ts)';
}

describe('links of every app and package', () => {
  it('reads the links the sources write', () => {
    // guards the scan itself: a scanner that finds nothing passes every check below
    expect(calls.filter((c) => c.fn === 'href').length).toBeGreaterThan(40);
    expect(links.length).toBeGreaterThan(0);
  });

  it('point only at paths a route table or the gateway serves', () => {
    const bad = links.map((l) => [l, problemOf(l.path)] as const).filter(([, p]) => p !== null);
    expect(bad.map(([l, p]) => `${l.at} ${l.path}: ${p}`)).toEqual([]);
  });

  it('name served pages in href() and pages still to build in plannedHref()', () => {
    const bad = calls.filter((c) => !(c.fn === 'href' ? c.name in ROUTES : c.name in PLANNED_ROUTES));
    expect(bad.map((c) => `${c.at} ${c.fn}('${c.name}')`)).toEqual([]);
  });
});

describe('the pages of SPEC §2 still to build', () => {
  it('are neither served nor named like a served page (a built page leaves the list)', () => {
    const nowServed = planned.filter(([name, p]) => name in ROUTES || tableRoutes.some((r) => r.path === p || r.page === name));
    expect(nowServed.map(([name, p]) => `${name} ${p}: served now, delete it from plannedRoutes.ts and link it with href()`)).toEqual([]);
  });

  it('are listed', () => {
    const byPrefix = new Map<string, string[]>();
    for (const [name, p] of planned) {
      const prefix = `/${p.split('/')[1]}`;
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), `${p} (${name})`]);
    }
    console.log(
      `${planned.length} pages of SPEC §2 are still to build:\n` +
        [...byPrefix].map(([prefix, rows]) => `  ${prefix} (${rows.length}): ${rows.join(', ')}`).join('\n'),
    );
    // the issue that files this list counted 71; it only shrinks (a new page of the SPEC would add a row)
    expect(planned.length).toBeLessThanOrEqual(71);
    expect(new Set(planned.map(([, p]) => p)).size).toBe(planned.length);
  });
});
