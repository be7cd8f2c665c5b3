import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_FILE, REPO_ROOT, SHELL_ROUTES, namedPatterns, renderRoutesModule } from '../scripts/routeTables';

describe('src/routes.generated.ts', () => {
  it("is what the apps' route tables give today (else: pnpm --filter @shop/routes generate)", () => {
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(renderRoutesModule());
  });

  it("holds the shell's own pages as its router and the gateway know them", () => {
    const paths = SHELL_ROUTES.map((r) => r.path);
    const gateway = fs.readFileSync(path.join(REPO_ROOT, 'apps/gateway/src/pageRoutes.ts'), 'utf8');
    const shellPaths = /SHELL_PATHS = \[([^\]]*)\]/.exec(gateway)?.[1];
    expect(shellPaths?.match(/'[^']*'/g)?.map((s) => s.slice(1, -1))).toEqual(paths);
    const router = fs.readFileSync(path.join(REPO_ROOT, 'apps/shell/src/routing/shellRoutes.tsx'), 'utf8');
    for (const p of paths) expect(router).toContain(`path: '${p}'`);
  });

  it('names each page once, linking a splat-served page by its plain pattern', () => {
    const routes = [
      { app: 'a', page: 'List', path: '/a/:c' },
      { app: 'a', page: 'List', path: '/a/:c/*' },
    ];
    expect([...namedPatterns(routes).values()].map((r) => r.path)).toEqual(['/a/:c']);
    expect(() => namedPatterns([...routes, { app: 'b', page: 'List', path: '/b' }])).toThrow('page name List has two patterns');
    expect(() => namedPatterns([{ app: 'a', page: 'Deep', path: '/a/*' }])).toThrow('served only under a splat');
  });
});
