import fs from 'node:fs';
import path from 'node:path';
import { readState, rollback, pruneOldVersions, remotesJson, activate } from '../src/deployState';
import { fakeBuild, makeDeployDir } from './fixtureDeploy';

describe('deploy state', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeDeployDir();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('activates a built version and keeps the previous one for rollback', () => {
    fakeBuild(dir, 'my', 'v1', { prefixes: ['/my'], paths: ['/my'] });
    fakeBuild(dir, 'my', 'v2', { prefixes: ['/my'], paths: ['/my'] });
    expect(readState(dir).apps.my?.current).toBe('v2');
    expect(rollback(dir, 'my').apps.my?.current).toBe('v1');
    // a second rollback returns to the version rolled back from
    expect(rollback(dir, 'my').apps.my?.current).toBe('v2');
  });

  it('refuses to activate a version that is not built, leaving the state untouched', () => {
    fakeBuild(dir, 'order', 'v1', { prefixes: ['/order'], paths: ['/order/list'] });
    expect(() => activate(dir, 'order', 'missing')).toThrow('not built');
    expect(readState(dir).apps.order?.current).toBe('v1');
  });

  it('refuses a rollback with nothing to roll back to', () => {
    fakeBuild(dir, 'vona2', 'v1', { prefixes: ['/vona2'], paths: ['/vona2/result'] });
    expect(() => rollback(dir, 'vona2')).toThrow('no earlier version');
    expect(() => rollback(dir, 'account')).toThrow('never been deployed');
  });

  it('writes the state atomically (no temp files left behind)', () => {
    fakeBuild(dir, 'my', 'v1', { prefixes: ['/my'], paths: ['/my'] });
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('prunes old versions but keeps the newest and the current one', () => {
    for (const v of ['a', 'b', 'c', 'd']) fakeBuild(dir, 'my', v, { prefixes: ['/my'], paths: ['/my'] });
    rollback(dir, 'my', 'a');
    const removed = pruneOldVersions(dir, 'my', 2);
    expect(removed.sort()).toEqual(['b', 'c']);
    expect(fs.readdirSync(path.join(dir, 'my')).sort()).toEqual(['a', 'd']);
  });

  it('derives remotes.json with manifest URLs of the live versions, never the shell', () => {
    fakeBuild(dir, 'shell', 's1');
    fakeBuild(dir, 'my', 'v9', { prefixes: ['/my'], paths: ['/my'] });
    expect(remotesJson(readState(dir))).toEqual({
      remotes: { my: { version: 'v9', manifest: '/apps/my/v9/mf-manifest.json', prefixes: ['/my'] } },
    });
  });
});
