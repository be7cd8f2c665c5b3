import { newOpaqueToken, openWithToken, sealWithToken } from './tokens';

describe('sealWithToken / openWithToken', () => {
  it('opens with the token it was sealed with, and with nothing else', () => {
    const token = newOpaqueToken();
    const sealed = sealWithToken(token, '{"a":1}');
    expect(openWithToken(token, sealed)).toBe('{"a":1}');
    expect(openWithToken(newOpaqueToken(), sealed)).toBeNull();
  });

  it('refuses a tampered or malformed value', () => {
    const token = newOpaqueToken();
    const [v, iv, ct, tag] = sealWithToken(token, 'secret pair').split('.') as [string, string, string, string];
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(openWithToken(token, [v, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    for (const bad of ['', 'v1', 'v2.a.b.c', `${v}.${iv}.${ct}`, `${v}.${iv}.${ct}.${tag}.x`]) expect(openWithToken(token, bad)).toBeNull();
  });

  it('seals the same value differently each time (random IV)', () => {
    const token = newOpaqueToken();
    expect(sealWithToken(token, 'x')).not.toBe(sealWithToken(token, 'x'));
  });
});
