import { remoteForPath } from '../remotes';

const config = {
  remotes: {
    vona2: { version: '1', manifest: '/m', prefixes: ['/vona2', '/maker'] },
    my: { version: '1', manifest: '/m', prefixes: ['/my'] },
    deep: { version: '1', manifest: '/m', prefixes: ['/my/deep'] },
  },
};

describe('remoteForPath', () => {
  it('finds the remote by whole path segments, the longest prefix first', () => {
    expect(remoteForPath(config, '/vona2/detail/X')).toBe('vona2');
    expect(remoteForPath(config, '/maker')).toBe('vona2');
    expect(remoteForPath(config, '/my/deep/page')).toBe('deep');
    expect(remoteForPath(config, '/my')).toBe('my');
    expect(remoteForPath(config, '/mystery')).toBeNull();
    expect(remoteForPath(config, '/')).toBeNull();
  });
});
