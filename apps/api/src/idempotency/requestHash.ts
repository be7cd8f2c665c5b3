import { createHash } from 'node:crypto';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Fields left out of the payload hash: the sessionId changes when the client refreshes its session and retries the
 * same action (SPEC §7 sends it in the query or body), and the caller is part of the key's scope already.
 */
const NOT_PAYLOAD = new Set(['sessionId']);
const MAX_DEPTH = 32;

/**
 * One text per value whatever the order of object keys, so `{a:1,b:2}` and `{b:2,a:1}` are the same payload.
 * Bytes (uploads) are represented by their hash; a value seen again on its own path (multipart fields point back at
 * their parent) and anything nested past MAX_DEPTH by a marker, so the walk always ends.
 */
export function canonicalJson(value: unknown, depth = 0, path: WeakSet<object> = new WeakSet()): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return JSON.stringify(value.toString());
    if (typeof value === 'function' || typeof value === 'symbol') return 'null';
    return JSON.stringify(value) ?? 'null';
  }
  if (value instanceof Uint8Array) return JSON.stringify({ $bytes: createHash('sha256').update(value).digest('hex') });
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (depth >= MAX_DEPTH || path.has(value)) return '"[…]"';
  path.add(value);
  try {
    if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1, path)).join(',')}]`;
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => v !== undefined && !(depth === 0 && NOT_PAYLOAD.has(k)))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, depth + 1, path)}`).join(',')}}`;
  } finally {
    path.delete(value);
  }
}

export interface RequestPayload {
  method: string;
  /** the route's pattern with its prefix, e.g. /api/order/confirm/:orderId */
  route: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

/** What makes two requests under one key "the same request": method, route, path parameters, query and body. */
export function requestHash(p: RequestPayload): string {
  return sha256Hex([p.method.toUpperCase(), p.route, canonicalJson(p.params), canonicalJson(p.query), canonicalJson(p.body)].join('\n'));
}

/** The stored identity of a key: the caller's scope and the key, hashed together so the raw key is never kept. */
export function keyHash(scope: string, key: string): string {
  return sha256Hex(`${scope}\n${key}`);
}
