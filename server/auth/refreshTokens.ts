/**
 * Refresh tokens: random, stored as SHA-256 hashes, rotated on every use.
 * Reusing a rotated token revokes its whole family (a stolen token is then
 * useless to both parties). A family expires after REFRESH_IDLE_TTL without use
 * and REFRESH_ABSOLUTE_TTL after login.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { newSecretToken, tokenHash as hash } from './secretTokens';

export interface RefreshPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
}

export async function issueRefreshToken(db: Db, userId: number, family?: { id: string; startedAt: Date }): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      token_hash: hash(token),
      family_id: family?.id ?? randomUUID(),
      family_started_at: family?.startedAt ?? new Date(),
    })
    .execute();
  return token;
}

/** Consumes a refresh token: answers its user and a new token, or null when it is unknown, revoked, reused or expired. */
export async function rotateRefreshToken(db: Db, token: string, policy: RefreshPolicy): Promise<{ userId: number; token: string } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash(token)).forUpdate().executeTakeFirst();
    if (!row) return null;
    if (row.revoked_at) {
      await revokeFamily(trx, row.family_id);
      return null;
    }
    const now = Date.now();
    const idle = now - new Date(row.last_used_at).getTime() > policy.idleSeconds * 1000;
    const expired = now - new Date(row.family_started_at).getTime() > policy.absoluteSeconds * 1000;
    await trx.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('id', '=', row.id).execute();
    if (idle || expired) return null;
    const next = await issueRefreshToken(trx, row.user_id, { id: row.family_id, startedAt: row.family_started_at });
    return { userId: row.user_id, token: next };
  });
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Revokes the family of this token; answers whether the token was known. */
export async function revokeByToken(db: Db, token: string): Promise<boolean> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hash(token)).executeTakeFirst();
  if (!row) return false;
  await revokeFamily(db, row.family_id);
  return true;
}

/** Ends every session of a user (deactivation, lockout, role or password change). */
export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
