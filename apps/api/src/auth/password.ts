import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes are PHC-style strings:
 *
 *     $scrypt$ln=15,r=8,p=1$<salt, base64 no padding>$<key, base64 no padding>
 *
 * ln is log2 of the scrypt cost N. Each user has a random 16-byte salt; the key is 32 bytes. The parameters
 * travel with the hash, so raising the cost later still verifies old hashes (and needsRehash says when to
 * upgrade one at the next login).
 */
export const PASSWORD_PARAMS = { ln: 15, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;

function scryptAsync(password: string, salt: Buffer, keyLen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const options = (ln: number, r: number, p: number): ScryptOptions => {
  const N = 2 ** ln;
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly that at ln=15, r=8
  return { N, r, p, maxmem: 256 * N * r };
};

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const { ln, r, p, saltBytes, keyBytes } = PASSWORD_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = await scryptAsync(password, salt, keyBytes, options(ln, r, p));
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Constant-time comparison; a malformed stored hash verifies as false rather than throwing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = FORMAT.exec(stored);
  if (!m) return false;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (ln < 10 || ln > 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(m[4]!, 'base64');
  const expected = Buffer.from(m[5]!, 'base64');
  if (expected.length < 16) return false;
  const actual = await scryptAsync(password, salt, expected.length, options(ln, r, p));
  return timingSafeEqual(actual, expected);
}

export function needsRehash(stored: string): boolean {
  const m = FORMAT.exec(stored);
  const { ln, r, p } = PASSWORD_PARAMS;
  return !m || Number(m[1]) !== ln || Number(m[2]) !== r || Number(m[3]) !== p;
}

let dummy: Promise<string> | null = null;
/**
 * A hash to verify against when the login id is unknown, so an unknown account costs the same time as a wrong
 * password and response timing does not tell whether an account exists.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  return dummy;
}
