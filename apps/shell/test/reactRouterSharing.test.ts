import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, workspaceSources } from './sourceFiles';
import * as reactRouter from 'react-router';

const root = REPO_ROOT;

/** The names the shared react-router module provides (packages/build-config/shared/react-router.mjs). */
function subsetNames(): Set<string> {
  const text = fs.readFileSync(path.join(root, 'packages/build-config/shared/react-router.mjs'), 'utf8');
  const body = /export\s*\{([^}]*)\}\s*from/.exec(text)?.[1] ?? '';
  return new Set(body.split(',').map((s) => s.trim()).filter(Boolean));
}

describe('the shared react-router subset', () => {
  it('provides every react-router value any app or package imports', () => {
    const provided = subsetNames();
    const runtime = new Set(Object.keys(reactRouter));
    const missing: string[] = [];
    const files = workspaceSources();
    expect(files.length).toBeGreaterThan(20);
    let imported = 0;
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
        if (m[1]) continue;
        for (const part of m[2]!.split(',')) {
          const name = part.trim().replace(/^type\s+.*/, '').split(/\s+as\s+/)[0]!.trim();
          // type-only names (RouteObject, DOMRouterOpts ...) have no runtime export and are erased at build time
          if (!name || !runtime.has(name)) continue;
          imported++;
          if (!provided.has(name)) missing.push(`${path.relative(root, f)}: ${name}`);
        }
      }
      expect(text).not.toMatch(/from\s+'react-router\/(dom|internal)/);
    }
    expect(imported).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('lists only names react-router really exports', () => {
    const runtime = new Set(Object.keys(reactRouter));
    expect([...subsetNames()].filter((n) => !runtime.has(n))).toEqual([]);
  });
});
