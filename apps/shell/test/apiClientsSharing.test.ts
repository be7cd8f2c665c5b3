import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, resolveRelative } from './sourceFiles';
import { sharedApiClientsLoaders } from '../src/federation/provideSharedApiClients';

const root = REPO_ROOT;
const PKG = '@shop/api-clients';
const pkgDir = path.join(root, 'packages/api-clients');
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };

interface Import {
  spec: string;
  /** `import type` / `export type`, or braces holding only `type` names: erased at build time */
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const m of text.matchAll(/^(?:import|export)(\s+type)?\s+([^;]*?)\s+from\s+'([^']+)'/gm)) {
    const braces = /^\{([^}]*)\}$/.exec(m[2]!.trim())?.[1];
    const names =
      braces
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? [];
    found.push({ spec: m[3]!, typeOnly: !!m[1] || (names.length > 0 && names.every((n) => n.startsWith('type '))) });
  }
  for (const m of text.matchAll(/^import\s+'([^']+)'/gm)) found.push({ spec: m[1]!, typeOnly: false });
  for (const m of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) found.push({ spec: m[1]!, typeOnly: false });
  return found;
}

/** Every module a bundle built from `entries` contains (relative imports followed, type-only ones skipped). */
function moduleGraph(entries: string[], onImport: (imp: Import, file: string) => void = () => {}): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of importsOf(file)) {
      onImport(imp, file);
      if (imp.typeOnly || !imp.spec.startsWith('.')) continue;
      const next = resolveRelative(file, imp.spec);
      if (next) visit(next);
    }
  };
  entries.forEach(visit);
  return seen;
}

/** The apps built as remotes: each exposes its src/routes.tsx. */
function remoteEntries(): string[] {
  return fs
    .readdirSync(path.join(root, 'apps'))
    .filter((app) => app !== 'shell')
    .flatMap((app) => ['routes.tsx', 'standalone.tsx'].map((f) => path.join(root, 'apps', app, 'src', f)))
    .filter((f) => fs.existsSync(f));
}

describe('@shop/api-clients sharing', () => {
  it('the shell provides exactly the subpath entries the remotes import at run time', () => {
    const runtime = new Set<string>();
    const graph = moduleGraph(remoteEntries(), (imp) => {
      if (!imp.typeOnly && imp.spec.startsWith(`${PKG}/`)) runtime.add(`./${imp.spec.slice(PKG.length + 1)}`);
    });
    expect(graph.size).toBeGreaterThan(50);
    expect(runtime.size).toBeGreaterThan(3);
    expect(Object.keys(sharedApiClientsLoaders).sort()).toEqual([...runtime].sort());
  });

  it('every provided entry is an entry of the package', () => {
    const entries = Object.keys(pkg.exports);
    expect(Object.keys(sharedApiClientsLoaders).filter((k) => !entries.includes(k))).toEqual([]);
  });

  it('the root entry reaches none of them (it is on every first visit)', () => {
    const graph = moduleGraph([path.join(pkgDir, pkg.exports['.']!)]);
    expect(graph.size).toBeGreaterThan(10);
    const subpathFiles = Object.keys(sharedApiClientsLoaders).map((k) => path.join(pkgDir, pkg.exports[k]!));
    expect(subpathFiles.filter((f) => graph.has(f)).map((f) => path.relative(root, f))).toEqual([]);
  });
});
