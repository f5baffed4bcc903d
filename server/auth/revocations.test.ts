/**
 * The revocation record and the access verifier: a token issued before its
 * user's access ended is refused, cached or not; one issued after is accepted,
 * even within the same second (iat carries milliseconds).
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt, exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALGORITHM, type SigningKey } from './keys';
import { createRevocations } from './revocations';
import { createAccessVerifier, signAccessToken } from './tokens';

async function signingKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM);
  const kid = randomUUID();
  return { kid, privateKey, jwks: { keys: [{ ...(await exportJWK(publicKey)), kid, alg: ALGORITHM }] } };
}

const user = { id: 7, username: 'pat', roles: ['Admin'] };
const SECOND = 1_800_000_000_000; // a whole second, in milliseconds

afterEach(() => {
  vi.useRealTimers();
});

describe('the revocation record', () => {
  it('refuses what was issued strictly before the revocation, for that user only', () => {
    let now = SECOND + 500;
    const revocations = createRevocations({ retainMs: 900_000, now: () => now });
    expect(revocations.isRevoked(7, SECOND)).toBe(false);
    revocations.revoke(7);
    expect(revocations.isRevoked(7, SECOND + 499)).toBe(true);
    expect(revocations.isRevoked(7, SECOND + 500)).toBe(false);
    expect(revocations.isRevoked(8, SECOND)).toBe(false);
    now += 1000;
    revocations.revoke(7);
    expect(revocations.isRevoked(7, SECOND + 1499)).toBe(true);
  });

  it('forgets a revocation once every token it could refuse has expired', () => {
    let now = SECOND;
    const revocations = createRevocations({ retainMs: 900_000, now: () => now });
    revocations.revoke(7);
    now += 900_001;
    revocations.revoke(8);
    expect(revocations.isRevoked(7, SECOND - 1)).toBe(false);
    expect(revocations.isRevoked(8, now - 1)).toBe(true);
  });

  it('records a revocation made elsewhere at its own time, and tells its listeners of each one that moves forward', () => {
    let now = SECOND;
    const revocations = createRevocations({ retainMs: 900_000, now: () => now });
    const heard: unknown[] = [];
    const stop = revocations.onRevoke((r) => heard.push(r));
    revocations.revoke(7);
    revocations.record(7, SECOND - 100); // older than what is known: nothing changes
    revocations.record(8, SECOND + 300);
    expect(revocations.isRevoked(8, SECOND + 299)).toBe(true);
    expect(revocations.isRevoked(8, SECOND + 300)).toBe(false);
    stop();
    now += 1000;
    revocations.revoke(7);
    expect(heard).toEqual([
      { userId: 7, at: SECOND, here: true },
      { userId: 8, at: SECOND + 300, here: false },
    ]);
  });
});

describe('the access verifier', () => {
  it('orders tokens and a revocation within one second: the earlier token is refused, even cached, the later accepted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = await signingKey();
    const revocations = createRevocations({ retainMs: 900_000 });
    const verify = createAccessVerifier({ jwks: key.jwks }, revocations);

    vi.setSystemTime(SECOND + 200);
    const before = await signAccessToken(key, user, 900);
    expect(decodeJwt(before).iat).toBe((SECOND + 200) / 1000);
    expect(await verify(before)).toEqual(user);
    vi.setSystemTime(SECOND + 400);
    revocations.revoke(user.id);
    vi.setSystemTime(SECOND + 600);
    const after = await signAccessToken(key, user, 900);

    await expect(verify(before)).rejects.toThrow(/before/);
    expect(await verify(after)).toEqual(user);
    const other = await signAccessToken(key, { ...user, id: 8 }, 900);
    expect((await verify(other)).id).toBe(8);
  });

  it('keeps exp - iat at the token lifetime', async () => {
    const token = await signAccessToken(await signingKey(), user, 900);
    const { iat, exp } = decodeJwt(token);
    expect(exp! - iat!).toBe(900);
  });
});
