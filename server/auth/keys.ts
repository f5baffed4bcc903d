/**
 * The auth service's signing key: an ES256 key pair kept in the database, so
 * every server instance signs with the same key and a restart keeps sessions.
 * The public half is published as a JWKS.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../db/database';

export const ALGORITHM = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwks: { keys: JWK[] };
}

export async function loadSigningKey(db: Db): Promise<SigningKey> {
  let rows = await db.selectFrom('signing_keys').selectAll().orderBy('created_at').execute();
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM };
    await db
      .insertInto('signing_keys')
      .values({ kid, private_jwk: JSON.stringify(privateJwk), public_jwk: JSON.stringify(publicJwk) })
      .execute();
    rows = await db.selectFrom('signing_keys').selectAll().orderBy('created_at').execute();
  }
  const current = rows[rows.length - 1];
  const privateKey = (await importJWK(JSON.parse(current.private_jwk) as JWK, ALGORITHM)) as CryptoKey;
  return { kid: current.kid, privateKey, jwks: { keys: rows.map((r) => JSON.parse(r.public_jwk) as JWK) } };
}
