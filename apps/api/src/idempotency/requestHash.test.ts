import { canonicalJson, keyHash, requestHash } from './requestHash';

const payload = (body: unknown, query: unknown = {}) => ({ method: 'POST', route: '/api/x/:id', params: { id: '1' }, query, body });

describe('canonicalJson', () => {
  it('is the same text whatever the order of object keys, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
  });

  it('leaves out a top-level sessionId (it changes when the client refreshes and retries) but keeps nested ones', () => {
    expect(canonicalJson({ sessionId: 'a', n: 1 })).toBe(canonicalJson({ n: 1, sessionId: 'b' }));
    expect(canonicalJson({ x: { sessionId: 'a' } })).not.toBe(canonicalJson({ x: { sessionId: 'b' } }));
  });

  it('ends on cycles and represents bytes by their hash', () => {
    const field: Record<string, unknown> = { value: 'v' };
    field.fields = { f: field };
    expect(() => canonicalJson(field)).not.toThrow();
    expect(canonicalJson({ file: Buffer.from('abc') })).not.toBe(canonicalJson({ file: Buffer.from('abd') }));
  });
});

describe('requestHash and keyHash', () => {
  it('tells payloads apart and ignores key order and the sessionId', () => {
    expect(requestHash(payload({ qty: 1, part: 'A' }, { sessionId: 's1' }))).toBe(
      requestHash(payload({ part: 'A', qty: 1 }, { sessionId: 's2' })),
    );
    expect(requestHash(payload({ qty: 1 }))).not.toBe(requestHash(payload({ qty: 2 })));
    expect(requestHash(payload({ qty: 1 }))).not.toBe(requestHash({ ...payload({ qty: 1 }), route: '/api/y/:id' }));
    expect(requestHash(payload({ qty: 1 }))).not.toBe(requestHash({ ...payload({ qty: 1 }), params: { id: '2' } }));
  });

  it('scopes a key to its caller and never yields the raw key', () => {
    expect(keyHash('user:U1', 'k')).not.toBe(keyHash('user:U2', 'k'));
    expect(keyHash('user:U1', 'k')).toMatch(/^[0-9a-f]{64}$/);
  });
});
