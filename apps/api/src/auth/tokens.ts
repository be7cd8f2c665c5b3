import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: sessionIds and refresh tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Tokens we issue are 43 base64url characters; anything else is rejected before touching the database. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/*
 * Sealing a value with a token: AES-256-GCM under a key derived (HKDF-SHA256) from the token itself. The refresh
 * grace window needs the pair a refresh token was rotated into once more, while the database keeps tokens only as
 * SHA-256 hashes. Storing the new pair in clear (or under a server key that sits next to the database) would give a
 * database reader live sessions; deriving the new pair from the old token (HMAC without a server secret) would let
 * whoever stole an old token compute its successors offline, without ever replaying it, so reuse detection would
 * never fire. Sealed with the spent token, the pair opens only for someone who presents that token again, which is
 * exactly the grace-window caller; after the window the same presentation revokes the family instead. The token
 * carries 256 random bits, so HKDF (not a slow password KDF) is enough.
 */
const SEAL_VERSION = 'v1';
const SEAL_INFO = 'msm refresh successor v1';

function keyFrom(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(token, 'utf8'), Buffer.alloc(0), SEAL_INFO, 32));
}

/** `plaintext` readable only with `token`: "v1.<iv>.<ciphertext>.<tag>", base64url parts. */
export function sealWithToken(token: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(token), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, ciphertext, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** What sealWithToken sealed, or null for another token, a tampered or unreadable value. */
export function openWithToken(token: string, sealed: string): string | null {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || ciphertext === undefined || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(token), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
