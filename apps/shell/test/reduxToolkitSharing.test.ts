import fs from 'node:fs';
import path from 'node:path';
import * as toolkit from '@reduxjs/toolkit';
import * as toolkitQuery from '@reduxjs/toolkit/query';
import * as toolkitQueryReact from '@reduxjs/toolkit/query/react';
import { importedValueNames, REPO_ROOT, subsetExportNames, workspaceSources } from './sourceFiles';

/**
 * @reduxjs/toolkit and its query entries are shared as lists of exports (packages/build-config/shared/redux-toolkit*.mjs).
 * A name missing from a list is undefined at run time in the browser only, so this checks the lists against every
 * importer: the shop's sources and RTK Query's own files, which import the toolkit through the same share keys.
 */
const SUBSETS = {
  '@reduxjs/toolkit': { file: 'redux-toolkit.mjs', runtime: toolkit },
  '@reduxjs/toolkit/query': { file: 'redux-toolkit-query.mjs', runtime: toolkitQuery },
  '@reduxjs/toolkit/query/react': { file: 'redux-toolkit-query-react.mjs', runtime: toolkitQueryReact },
} as const;
type Key = keyof typeof SUBSETS;

const subsetNames = (key: Key) => subsetExportNames(SUBSETS[key].file);

const rtkDir = path.dirname(require.resolve('@reduxjs/toolkit/package.json'));
const RTK_QUERY_FILES = ['dist/query/rtk-query.modern.mjs', 'dist/query/react/rtk-query-react.modern.mjs'].map((f) => path.join(rtkDir, f));

describe('the shared @reduxjs/toolkit subsets', () => {
  it.each(Object.keys(SUBSETS) as Key[])('%s lists every value the shop and RTK Query import from it', (key) => {
    const provided = subsetNames(key);
    const missing: string[] = [];
    let imported = 0;
    for (const f of [...workspaceSources(), ...RTK_QUERY_FILES]) {
      for (const name of importedValueNames(fs.readFileSync(f, 'utf8'), key, SUBSETS[key].runtime)) {
        imported++;
        if (!provided.has(name)) missing.push(`${path.relative(REPO_ROOT, f)}: ${name}`);
      }
    }
    expect(imported).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(SUBSETS) as Key[])('%s lists only names the package really exports', (key) => {
    const names = [...subsetNames(key)];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !(n in SUBSETS[key].runtime))).toEqual([]);
  });
});
