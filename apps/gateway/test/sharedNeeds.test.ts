import fs from 'node:fs';
import path from 'node:path';
import { activate, versionDir } from '../src/deployState';
import { unmetSharedNeeds } from '../src/sharedNeeds';
import { fakeBuild, makeDeployDir } from './fixtureDeploy';

type Shared = { name: string; version: string; requiredVersion?: string | false; assets?: { js: { sync: string[]; async: string[] } } };
const none = { js: { sync: [], async: [] } };
const manifest = (dir: string, shared: Shared[]) => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'x', shared }));
};

describe('unmetSharedNeeds', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeDeployDir();
    fakeBuild(dir, 'shell', 's1');
    manifest(versionDir(dir, 'shell', 's1'), [
      { name: 'react', version: '19.3.1', assets: none },
      { name: 'antd/es/button', version: '6.6.8', assets: none },
      { name: '@shop/shared-ui', version: '0.1.0', assets: none },
    ]);
  });

  it('accepts a remote whose shared modules the live shell provides in versions it accepts', () => {
    const build = path.join(dir, 'my', 'new.building');
    manifest(build, [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', assets: none },
      { name: '@shop/shared-ui', version: '0.1.0', requiredVersion: false, assets: none },
      // an icon the remote bundles itself needs nothing from the shell
      { name: '@ant-design/icons/es/icons/UploadOutlined', version: '6.3.4', assets: { js: { sync: [], async: ['12.js'] } } },
    ]);
    expect(unmetSharedNeeds(dir, build)).toEqual([]);
  });

  it('names what the live shell lacks or provides in a version the remote refuses', () => {
    const build = path.join(dir, 'my', 'new.building');
    manifest(build, [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', assets: none },
      { name: 'antd/es/rate', version: '6.6.8', requiredVersion: '^6.6.8', assets: none },
      { name: 'antd/es/button', version: '6.6.8', requiredVersion: '^6.6.8', assets: none },
    ]);
    expect(unmetSharedNeeds(dir, build)).toEqual([
      'react: needs ^20.0.0, the live shell s1 provides 19.3.1',
      'antd/es/rate: not provided by the live shell s1',
    ]);
  });

  it('checks against the shell that is live, and nothing before any shell is deployed', () => {
    const build = path.join(dir, 'my', 'new.building');
    manifest(build, [{ name: 'antd/es/rate', version: '6.6.8', requiredVersion: '^6.6.8', assets: none }]);
    fakeBuild(dir, 'shell', 's2');
    manifest(versionDir(dir, 'shell', 's2'), [{ name: 'antd/es/rate', version: '6.6.8', assets: none }]);
    expect(unmetSharedNeeds(dir, build)).toEqual([]);
    activate(dir, 'shell', 's1');
    expect(unmetSharedNeeds(dir, build)).toEqual(['antd/es/rate: not provided by the live shell s1']);
    const empty = makeDeployDir();
    expect(unmetSharedNeeds(empty, build)).toEqual([]);
  });
});
