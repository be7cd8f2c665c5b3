import { parseTrustProxy } from './trustProxy';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const v of [undefined, '', ' ', '0', 'false', 'FALSE']) expect(parseTrustProxy(v)).toBe(false);
  });

  it('takes a hop count, true, or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('refuses what it cannot read instead of trusting it', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY: yes is not an address or CIDR/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('127.0.0.1,nginx')).toThrow(/nginx/);
  });
});
