/** Password hashing: scrypt at OWASP parameters, unique salts, no truncation. */
import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, parseHash, randomPassword, SCRYPT, verifyPassword } from './passwords';

describe('hashPassword', () => {
  it('stores scrypt with N >= 2^17, r = 8, p = 1 and a salt of at least 16 bytes', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    const parsed = parseHash(stored)!;
    expect(parsed.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(parsed).toMatchObject({ r: 8, p: 1 });
    expect(parsed.salt.length).toBeGreaterThanOrEqual(16);
    expect(parsed.key.length).toBe(SCRYPT.keyLength);
  });

  it('gives two hashes of the same password different salts and keys, both verifying', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(parseHash(a)!.salt).not.toEqual(parseHash(b)!.salt);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('does not truncate: 64 kanji verify, and a password differing only in the last one does not', async () => {
    const password = `${'漢'.repeat(63)}字`;
    expect(Buffer.byteLength(password)).toBe(192);
    const stored = await hashPassword(password);
    const [right, lastDiffers] = await Promise.all([verifyPassword(password, stored), verifyPassword(`${'漢'.repeat(63)}子`, stored)]);
    expect(right).toBe(true);
    expect(lastDiffers).toBe(false);
  });
});

describe('verifyPassword', () => {
  it('refuses a wrong password, and a stored value that is not a known hash', async () => {
    const stored = await hashPassword('Tr0ub4dor&3');
    expect(await verifyPassword('tr0ub4dor&3', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('Tr0ub4dor&3', 'Tr0ub4dor&3')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc$def')).toBe(false);
    expect(parseHash('plain text')).toBeNull();
  });

  it('treats canonically equivalent Unicode forms as the same password (NFC)', async () => {
    const stored = await hashPassword('Tom\u00e1s-2025!');
    expect(await verifyPassword('Toma\u0301s-2025!', stored)).toBe(true);
  });

  it('keeps one decoy hash (for unknown users) at the same cost as real ones', async () => {
    const decoy = await decoyHash();
    expect(parseHash(decoy)!.N).toBe(SCRYPT.N);
    expect(await decoyHash()).toBe(decoy);
    expect(await verifyPassword('anything', decoy)).toBe(false);
  });
});

describe('randomPassword', () => {
  it('makes 20 unambiguous characters, different every time', () => {
    const a = randomPassword();
    expect(a).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
    expect(randomPassword()).not.toBe(a);
  });
});
