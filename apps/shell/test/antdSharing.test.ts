import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, workspaceSources } from './sourceFiles';
import { sharedAntdLoaders } from '../src/federation/provideSharedAntd';

const root = REPO_ROOT;

async function antdEntries(): Promise<string[]> {
  // The list lives in an ES module of the build config; read it as text to stay inside jest's CommonJS world.
  const text = fs.readFileSync(path.join(root, 'packages/build-config/antdComponents.mjs'), 'utf8');
  const body = text.slice(text.indexOf('['), text.lastIndexOf(']') + 1);
  return JSON.parse(body.replace(/'/g, '"').replace(/,\s*\]/, ']')) as string[];
}

describe('antd sharing', () => {
  it('the shell provides exactly the shared antd entries of the build config', async () => {
    expect(Object.keys(sharedAntdLoaders).sort()).toEqual((await antdEntries()).sort());
  });

  it('every app and package imports antd only through a shared antd/es/<entry>', async () => {
    const allowed = new Set((await antdEntries()).map((e) => `antd/es/${e}`));
    const offenders: string[] = [];
    const files = workspaceSources();
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      for (const m of text.matchAll(/from\s+'(antd[^']*)'|import\('(antd[^']*)'\)/g)) {
        const spec = m[1] ?? m[2]!;
        const bare = spec.replace(/^antd\/es\/([^/]+\/[^/]+)\/.*$/, 'antd/es/$1');
        if (!allowed.has(spec) && !allowed.has(bare)) offenders.push(`${path.relative(root, f)}: ${spec}`);
      }
    }
    // Type-only imports of antd internals are erased at build time and are fine.
    expect(offenders.filter((o) => !o.includes('config-provider/context'))).toEqual([]);
  });
});
