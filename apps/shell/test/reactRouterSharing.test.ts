import fs from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';
import { importedValueNames, REPO_ROOT, subsetExportNames, workspaceSources } from './sourceFiles';

/** The names the shared react-router module provides (packages/build-config/shared/react-router.mjs). */
const subsetNames = () => subsetExportNames('react-router.mjs');

describe('the shared react-router subset', () => {
  it('provides every react-router value any app or package imports', () => {
    const provided = subsetNames();
    const missing: string[] = [];
    const files = workspaceSources();
    expect(files.length).toBeGreaterThan(20);
    let imported = 0;
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      // type-only names (RouteObject, DOMRouterOpts ...) have no runtime export and are erased at build time
      for (const name of importedValueNames(text, 'react-router', reactRouter)) {
        imported++;
        if (!provided.has(name)) missing.push(`${path.relative(REPO_ROOT, f)}: ${name}`);
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
