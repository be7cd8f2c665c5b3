// Reads the apps' route tables from disk (a package never imports an app: the tables are data the generator copies)
// and renders src/routes.generated.ts from them.
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const GENERATED_FILE = path.join(REPO_ROOT, 'packages/routes/src/routes.generated.ts');

export interface TableRoute {
  app: string;
  page: string;
  path: string;
}

/**
 * The shell's own pages: its router declares them in code (apps/shell/src/routing/createShellRouter.tsx) and the
 * gateway lists them as SHELL_PATHS (apps/gateway/src/pageRoutes.ts); test/generated.test.ts keeps the three equal.
 */
export const SHELL_ROUTES: TableRoute[] = [
  { app: 'shell', page: 'Home', path: '/' },
  { app: 'shell', page: 'CommonHeader', path: '/msm-common/header' },
  { app: 'shell', page: 'CommonFooter', path: '/msm-common/footer' },
];

/** Every route of every app, splat variants included, the shell's first and then the remotes' by folder name. */
export function readRouteTables(root = REPO_ROOT): TableRoute[] {
  const routes = [...SHELL_ROUTES];
  const appsDir = path.join(root, 'apps');
  for (const dir of fs.readdirSync(appsDir).sort()) {
    const file = path.join(appsDir, dir, 'src/routeTable.json');
    if (!fs.existsSync(file)) continue;
    const table = JSON.parse(fs.readFileSync(file, 'utf8')) as { app: string; routes: { path: string; page: string }[] };
    for (const r of table.routes) routes.push({ app: table.app, page: r.page, path: r.path });
  }
  return routes;
}

/**
 * One pattern per page name: the one href() fills. A page that a table also serves under a splat (`/vona2/:category`
 * and `/vona2/:category/*`) is linked to without it; two apps, or two plain patterns, for one name are an error.
 */
export function namedPatterns(routes: TableRoute[]): Map<string, TableRoute> {
  const byName = new Map<string, TableRoute>();
  for (const r of routes) {
    if (r.path.endsWith('/*')) {
      if (!routes.some((o) => o.page === r.page && o.app === r.app && o.path === r.path.slice(0, -2))) {
        throw new Error(`${r.app}: page ${r.page} is served only under a splat (${r.path}): add ${r.path.slice(0, -2)} to link to it`);
      }
      continue;
    }
    const seen = byName.get(r.page);
    if (seen) throw new Error(`page name ${r.page} has two patterns (${seen.app} ${seen.path}, ${r.app} ${r.path}): names must be unique`);
    byName.set(r.page, r);
  }
  return byName;
}

export function renderRoutesModule(root = REPO_ROOT): string {
  const lines = [
    "// Written by packages/routes/scripts/generate.ts from the apps' src/routeTable.json and the shell's own pages: do",
    '// not edit. `pnpm --filter @shop/routes generate` rewrites it; test/generated.test.ts fails while it is stale.',
    '',
    "/** Page name (the route table's `page`) → the path pattern href() fills. */",
    'export const ROUTES = {',
  ];
  let app = '';
  for (const r of namedPatterns(readRouteTables(root)).values()) {
    if (r.app !== app) lines.push(`  // ${(app = r.app)}`);
    lines.push(`  ${r.page}: '${r.path}',`);
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}
