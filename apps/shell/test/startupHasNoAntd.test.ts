import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, resolveRelative } from './sourceFiles';

/**
 * What the shell loads before its first paint: its entry's static imports, followed through its own files and the
 * workspace packages' core entries. None may import antd or its icons: home and the catalogue render plain markup,
 * and antd arrives only with what shows it (AntdRoot beside lazy pieces and non-plain route pages). Type-only imports
 * and import() are not followed: they load nothing at start-up.
 */
const WORKSPACE_ENTRIES: Record<string, string> = {
  '@shop/shared-ui': 'packages/shared-ui/src/index.ts',
  '@shop/session': 'packages/session/src/index.ts',
  '@shop/validation': 'packages/validation/src/index.ts',
  '@shop/api-clients': 'packages/api-clients/src/index.ts',
};

function startupGraph(entry: string) {
  const seen = new Set<string>();
  const antd: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)(?!\s+type\b)(?:[^;'"]*?\sfrom)?\s*'([^']+)'/gm)) {
      const spec = m[1]!;
      if (/^(antd|@ant-design)(\/|$)/.test(spec)) antd.push(`${path.relative(REPO_ROOT, file)}: ${spec}`);
      const next = spec.startsWith('.')
        ? resolveRelative(file, spec)
        : WORKSPACE_ENTRIES[spec] && path.join(REPO_ROOT, WORKSPACE_ENTRIES[spec]!);
      if (next) visit(next);
    }
  };
  visit(entry);
  return { seen, antd };
}

describe('the shell start-up', () => {
  it('imports no antd before the first paint', () => {
    const { seen, antd } = startupGraph(path.join(REPO_ROOT, 'apps/shell/src/index.ts'));
    expect(seen.size).toBeGreaterThan(30);
    expect([...seen].some((f) => f.endsWith(path.join('shared-ui', 'src', 'index.ts')))).toBe(true);
    expect(antd).toEqual([]);
  });
});
