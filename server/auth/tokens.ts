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

/** Verifies with the auth service's public keys: in process, or fetched from `AUTH_JWKS_URL`. */
export function createAccessVerifier(source: { jwks: SigningKey['jwks'] } | { url: string }): AccessVerifier {
  const keys: JWTVerifyGetKey = 'url' in source ? createRemoteJWKSet(new URL(source.url)) : createLocalJWKSet(source.jwks);
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['exp', 'sub'] });
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is string => typeof r === 'string') : [];
    return { id: Number(payload.sub), username: String(payload.name ?? ''), roles };
  };
}
