import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './sourceFiles';
import { sharedAntdLoaders } from '../src/federation/provideSharedAntd';

const root = REPO_ROOT;

async function antdEntries(): Promise<string[]> {
  // The list lives in an ES module of the build config; read it as text to stay inside jest's CommonJS world.
  const text = fs.readFileSync(path.join(root, 'packages/build-config/antdComponents.mjs'), 'utf8');
  const body = text.slice(text.indexOf('['), text.lastIndexOf(']') + 1);
  return JSON.parse(body.replace(/'/g, '"').replace(/,\s*\]/, ']')) as string[];
}

// That every app and package imports antd only as a shared antd/es/<entry> is a lint rule (eslint.config.mjs).
describe('antd sharing', () => {
  it('the shell provides exactly the shared antd entries of the build config', async () => {
    expect(Object.keys(sharedAntdLoaders).sort()).toEqual((await antdEntries()).sort());
  });
});
