/** Access tokens (short-lived JWTs) and their verification through the published JWKS. */
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { ALGORITHM, type SigningKey } from './keys';
import type { Revocations } from './revocations';

export const ISSUER = 'backoffice-auth';
export const AUDIENCE = 'backoffice-api';

export interface TokenUser {
  id: number;
  username: string;
  roles: string[];
}

/**
 * `iat` (and so `exp`) carries milliseconds: RFC 7519 lets a NumericDate hold a
 * fraction, and a revocation (revocations.ts) must be ordered against a token
 * issued in the same second.
 */
export async function signAccessToken(key: SigningKey, user: TokenUser, ttlSeconds: number): Promise<string> {
  const issuedAt = Date.now() / 1000;
  return new SignJWT({ name: user.username, roles: user.roles })
    .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key.privateKey);
}

export type AccessVerifier = (token: string) => Promise<TokenUser>;

/** Verified tokens kept at most: about one per signed-in console user; past it the oldest is forgotten. */
const VERIFIED_TOKENS = 1000;

interface Verified {
  user: TokenUser;
  exp: number;
  issuedAtMs: number;
}

/**
 * Verifies with the auth service's public keys: in process, or fetched from `AUTH_JWKS_URL`, and
 * refuses a token issued before its user's access was taken away (`revocations`).
 *
 * An ES256 signature check costs half a millisecond of CPU or more, as much as the rest of a list request.
 * With the keys in process, a token's signature and claims can only change verdict when it expires,
 * so a verified token is remembered, by its exact text, until its `exp`; the revocation check runs
 * on every call. A fetched key set may drop a key at its next fetch, so those tokens are checked
 * each time.
 */
export function createAccessVerifier(source: { jwks: SigningKey['jwks'] } | { url: string }, revocations: Revocations): AccessVerifier {
  const keys: JWTVerifyGetKey = 'url' in source ? createRemoteJWKSet(new URL(source.url)) : createLocalJWKSet(source.jwks);
  const verify = async (token: string): Promise<Verified> => {
    const { payload } = await jwtVerify(token, keys, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'sub', 'iat'] });
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
    const user = { id: Number(payload.sub), username: String(payload.name ?? ''), roles };
    return { user, exp: payload.exp as number, issuedAtMs: Math.round((payload.iat as number) * 1000) };
  };
  const unlessRevoked = (entry: Verified) => {
    if (revocations.isRevoked(entry.user.id, entry.issuedAtMs)) throw new Error('the access token was issued before its user’s access ended');
    return { ...entry.user, roles: [...entry.user.roles] };
  };
  if ('url' in source) return async (token) => unlessRevoked(await verify(token));

  const verified = new Map<string, Verified>();
  return async (token) => {
    // jose's own rule: a token is expired from the second its exp names.
    const now = Math.floor(Date.now() / 1000);
    let entry = verified.get(token);
    if (entry && entry.exp <= now) {
      verified.delete(token);
      entry = undefined;
    }
    if (!entry) {
      // Throws for a tampered or expired token, which is then not remembered, like the check it skips.
      entry = await verify(token);
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
      verified.set(token, entry);
    }
    return unlessRevoked(entry);
  };
}
