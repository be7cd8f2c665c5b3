import net from 'node:net';

/** What Fastify's `trustProxy` takes, as far as a setting can express it. */
export type TrustProxySetting = boolean | number | string[];

/**
 * TRUST_PROXY: which proxies in front of the shop may tell it the client's address (X-Forwarded-For), protocol and
 * host. Off by default, because with it on a client that reaches the server directly writes its own X-Forwarded-For
 * and gets a fresh address per request, escaping the per-address login limit.
 * - unset, `0`, `false`: off, the address is the TCP peer's;
 * - a positive integer n: trust the last n hops (`1`: one reverse proxy, e.g. nginx on the same host);
 * - addresses or CIDRs, comma-separated (`127.0.0.1,10.0.0.0/8`): trust only those peers;
 * - `true`: trust every hop (only where nothing but the proxy can reach the port).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const v = (raw ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0)
    throw new Error(`TRUST_PROXY: ${bad.join(', ')} is not an address or CIDR (expected 0, a hop count, true, or addresses/CIDRs)`);
  return list;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
