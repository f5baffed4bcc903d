/** Access tokens (short-lived JWTs) and their verification through the published JWKS. */
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { ALGORITHM, type SigningKey } from './keys';

export const ISSUER = 'backoffice-auth';
export const AUDIENCE = 'backoffice-api';

export interface TokenUser {
  id: number;
  username: string;
  roles: string[];
}

export async function signAccessToken(key: SigningKey, user: TokenUser, ttlSeconds: number): Promise<string> {
  return new SignJWT({ name: user.username, roles: user.roles })
    .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key.privateKey);
}

export type AccessVerifier = (token: string) => Promise<TokenUser>;

/** Verified tokens kept at most: about one per signed-in console user; past it the oldest is forgotten. */
const VERIFIED_TOKENS = 1000;

/**
 * Verifies with the auth service's public keys: in process, or fetched from `AUTH_JWKS_URL`.
 *
 * An ES256 signature check costs half a millisecond of CPU or more, as much as the rest of a list request.
 * With the keys in process, a token's verdict can only change when it expires (access tokens are
 * not revoked; they are short-lived instead), so a verified token is remembered, by its exact text,
 * until its `exp`. A fetched key set may drop a key at its next fetch, so those tokens are checked
 * each time.
 */
export function createAccessVerifier(source: { jwks: SigningKey['jwks'] } | { url: string }): AccessVerifier {
  const keys: JWTVerifyGetKey = 'url' in source ? createRemoteJWKSet(new URL(source.url)) : createLocalJWKSet(source.jwks);
  const verify = async (token: string) => {
    const { payload } = await jwtVerify(token, keys, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
    return { user: { id: Number(payload.sub), username: String(payload.name ?? ''), roles }, exp: payload.exp as number };
  };
  if ('url' in source) return async (token) => (await verify(token)).user;

  const verified = new Map<string, { user: TokenUser; exp: number }>();
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
    return { ...entry.user, roles: [...entry.user.roles] };
  };
}
