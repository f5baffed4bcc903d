/** Access tokens that must be refused: tampered, edited, expired, foreign-signed, unsigned, algorithm-swapped. */
import { decodeJwt, decodeProtectedHeader, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { ALGORITHM, loadSigningKey } from '../auth/keys';
import { AUDIENCE, ISSUER } from '../auth/tokens';
import type { Db } from '../db/database';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a token the app issued, to forge look-alikes. */
export const claimsOf = (token: string): JWTPayload => decodeJwt(token);

/** The same token with one signature character changed (in the middle: the last one can carry only padding bits). */
export function tampered(token: string): string {
  const [header, payload, signature] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const swapped = signature[i] === 'A' ? 'B' : 'A';
  return [header, payload, signature.slice(0, i) + swapped + signature.slice(i + 1)].join('.');
}

/** The same header and signature over edited claims (e.g. roles raised to SuperAdmin). */
export function editedClaims(token: string, changes: JWTPayload): string {
  const [header, , signature] = token.split('.');
  return [header, b64({ ...claimsOf(token), ...changes }), signature].join('.');
}

/** `alg: none`: the claims with an empty signature. */
export function algNone(token: string): string {
  return [b64({ alg: 'none', typ: 'JWT' }), b64(claimsOf(token)), ''].join('.');
}

/** The same claims and key id, signed by another ES256 key. */
export async function signedByOtherKey(token: string): Promise<string> {
  const { privateKey } = await generateKeyPair(ALGORITHM);
  const { kid } = decodeProtectedHeader(token);
  return new SignJWT(claimsOf(token)).setProtectedHeader({ alg: ALGORITHM, kid, typ: 'JWT' }).sign(privateKey);
}

/** HS256 keyed with the published public key (the classic algorithm-confusion attack). */
export async function hmacWithPublicKey(token: string, publicJwk: object): Promise<string> {
  const { kid } = decodeProtectedHeader(token);
  const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
  return new SignJWT(claimsOf(token)).setProtectedHeader({ alg: 'HS256', kid, typ: 'JWT' }).sign(secret);
}

/** Signed with the real key, but expired a minute ago. */
export async function expired(db: Db, token: string): Promise<string> {
  const key = await loadSigningKey(db);
  const now = Math.floor(Date.now() / 1000);
  const { sub, name, roles } = claimsOf(token);
  return new SignJWT({ name, roles })
    .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setSubject(String(sub))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now - 960)
    .setExpirationTime(now - 60)
    .sign(key.privateKey);
}
