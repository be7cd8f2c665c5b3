import { remoteForPath, type RemotesConfig } from '../src/federation/remotesConfig';

const config: RemotesConfig = {
  remotes: {
    vona2: { version: '1', manifest: '/apps/vona2/1/mf-manifest.json', prefixes: ['/vona2', '/discounts', '/maker'] },
    my: { version: '1', manifest: '/apps/my/1/mf-manifest.json', prefixes: ['/my'] },
    account: { version: '1', manifest: '/apps/account/1/mf-manifest.json', prefixes: ['/password/reset', '/mydesk2'] },
  },
};

describe('remoteForPath', () => {
  it.each([
    ['/vona2/result', 'vona2'],
    ['/discounts', 'vona2'],
    ['/discounts/all', 'vona2'],
    ['/maker', 'vona2'],
    ['/my', 'my'],
    ['/my/coupon/centre', 'my'],
    ['/password/reset/mail', 'account'],
    ['/mydesk2/s/login', 'account'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(config, path)).toBe(remote);
  });

  it.each(['/', '/mystery', '/makers', '/order/list', '/password'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(config, path)).toBeNull();
  });
});
