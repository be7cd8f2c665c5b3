import fs from 'node:fs';
import path from 'node:path';
import { sharedUiLoaders } from '../src/federation/provideSharedUi';
import { REPO_ROOT, resolveRelative } from './sourceFiles';

const root = REPO_ROOT;
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'packages/shared-ui/package.json'), 'utf8')) as { exports: Record<string, string> };

describe('@shop/shared-ui sharing', () => {
  it('the shell provides every subpath entry the package exports', () => {
    const subpaths = Object.keys(pkg.exports).filter((k) => k !== '.');
    expect(subpaths.length).toBeGreaterThan(3);
    expect(Object.keys(sharedUiLoaders).sort()).toEqual(subpaths.sort());
  });

  it('the core entry re-exports nothing that renders a heavy antd component', () => {
    // The core is on every page's first paint: Modal, Form, Upload, Result, Tooltip... belong in a subpath entry.
    const heavy = /antd\/es\/(modal|form|upload|result|tooltip|tabs|select|radio|input|alert|button|message|notification)'/;
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(import|export)(?!\s+type)[^;]*?from\s+'([^']+)'/gm)) {
        const spec = m[2]!;
        if (heavy.test(`${spec}'`)) offenders.push(`${path.relative(root, file)}: ${spec}`);
        if (!spec.startsWith('.')) continue;
        const next = resolveRelative(file, spec);
        if (next) visit(next);
      }
    };
    visit(path.join(root, 'packages/shared-ui', pkg.exports['.']!));
    expect(seen.size).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
