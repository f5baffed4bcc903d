/**
 * Download tokens (User/GetDownloadToken): a file or export link carries one as
 * `?downloadToken=` in place of the bearer token, so the browser downloads the
 * file itself. Each is random, single-use, valid for 60 seconds and bound to the
 * user who asked for it; only its SHA-256 hash is stored. Times come from the
 * app's clock, like the revocations a token is checked against.
 */
import type { Db } from '../db/database';
import { findIdentityById } from '../modules/identity/identities.repository';
import type { Revocations } from './revocations';
import { newSecretToken, tokenHash } from './secretTokens';
import type { TokenUser } from './tokens';

export const DOWNLOAD_TOKEN_TTL_SECONDS = 60;
/** The query parameter a file endpoint takes it in. */
export const DOWNLOAD_TOKEN_PARAM = 'downloadToken';

export async function issueDownloadToken(db: Db, userId: number): Promise<{ token: string; expiresIn: number }> {
  const now = new Date();
  // Expired tokens are of no use to anyone: each issue clears them away.
  await db.deleteFrom('download_tokens').where('expires_at', '<=', now).execute();
  const token = newSecretToken();
  await db
    .insertInto('download_tokens')
    .values({ token_hash: tokenHash(token), user_id: userId, created_at: now, expires_at: new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_SECONDS * 1000) })
    .execute();
  return { token, expiresIn: DOWNLOAD_TOKEN_TTL_SECONDS };
}

/** Uses a token up, in one statement (two requests cannot both use it): its user and when it was issued, or null when it is unknown, used or expired. */
async function consumeDownloadToken(db: Db, token: string): Promise<{ userId: number; issuedAt: Date } | null> {
  const now = new Date();
  const row = await db
    .updateTable('download_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'created_at'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, issuedAt: new Date(row.created_at) } : null;
}

/**
 * The caller a download token stands for, using the token up: null when it is unknown, used or expired, when its
 * user can no longer sign in (inactive, locked out, deleted, without a login), or when their access ended after it
 * was issued. Their roles are read now, so a role taken away since counts.
 */
export async function signInWithDownloadToken(db: Db, revocations: Revocations, token: string): Promise<TokenUser | null> {
  const consumed = await consumeDownloadToken(db, token);
  if (!consumed) return null;
  const user = await findIdentityById(db, consumed.userId);
  if (!user?.is_active || user.is_locked_out || !user.can_sign_in) return null;
  if (revocations.isRevoked(user.id, consumed.issuedAt.getTime())) return null;
  return { id: user.id, username: user.username, roles: user.roles.map((r) => r.Name) };
}
