import { hashPassword, needsRehash, PASSWORD_PARAMS, verifyPassword } from './password';

describe('scrypt password hashes', () => {
  it('uses the documented PHC format with a per-user salt', async () => {
    const a = await hashPassword('Demo@1234');
    const b = await hashPassword('Demo@1234');
    expect(a).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
    expect(PASSWORD_PARAMS.ln).toBe(15);
  });

  it('verifies the right password only', async () => {
    const h = await hashPassword('密码Demo@1234');
    await expect(verifyPassword('密码Demo@1234', h)).resolves.toBe(true);
    await expect(verifyPassword('密码Demo@1235', h)).resolves.toBe(false);
    await expect(verifyPassword('', h)).resolves.toBe(false);
  });

  it('treats malformed or out-of-range stored hashes as a mismatch, never a crash', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA')).resolves.toBe(false);
    await expect(verifyPassword('x', '$scrypt$ln=15,r=8,p=1$AAAA$AAAA')).resolves.toBe(false);
    expect(needsRehash('$scrypt$ln=14,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
  });
});
