/**
 * User/ResetPassword: a new password for a platform or business user, under the
 * password policy; resetLockout clears the lockout and the failure count; the
 * user's sessions end (their refresh tokens are revoked and their access tokens refused). The reset is one
 * write of the user (server/db/write.ts) at no version, recorded as an update whose record after it shows
 * passwordChanged: true (and the lockout cleared), never the hash.
 */
import { sql } from 'kysely';
import type { TokenUser } from '../../auth/tokens';
import { hashPassword } from '../../auth/passwords';
import { passwordProblem } from '../../auth/passwordPolicy';
import { inTransactionEndingSessions, type Revocations } from '../../auth/revocations';
import type { Db } from '../../db/database';
import { ANY_VERSION, updateRecord } from '../../db/write';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { markingPasswordChange, userKind } from './userKind';
import { rolesOf } from '../identity/identities.repository';
import { m } from '../../http/text';

export const PASSWORD_REQUIRED = m`Password must be provided.`;

export interface PasswordReset {
  id: number;
  password: string;
  resetLockout: boolean;
}

export async function resetPassword(db: Db, revocations: Revocations, caller: TokenUser, input: PasswordReset): Promise<{ success: true; version: number }> {
  if (input.password.trim() === '') throw new HttpError(400, PASSWORD_REQUIRED, [{ field: 'password', text: PASSWORD_REQUIRED }]);
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'has_login'])
    .where('id', '=', input.id)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  if (!user) throw notFound(m`User ${input.id}`);
  // Only a SuperAdmin may change a SuperAdmin's credentials.
  const roles = (await rolesOf(db, user.id)).map((r) => r.Name);
  if (roles.includes('SuperAdmin') && !caller.roles.includes('SuperAdmin')) throw forbidden(m`Only a SuperAdmin may reset the password of a SuperAdmin.`);
  if (!user.has_login) throw badRequest('id', m`user ${input.id} has no login: give them one (with a username and a password) in the user list`);
  const problem = passwordProblem(input.password, [user.username, user.email]);
  if (problem) throw badRequest('password', problem);

  const hash = await hashPassword(input.password);
  const author = { userId: caller.id };
  return inTransactionEndingSessions(db, revocations, async (trx, endSessions) => {
    // Deleted since it was read: not found, as before.
    const live = await trx.selectFrom('users').select('id').where('id', '=', input.id).where('is_deleted', '=', false).forUpdate().executeTakeFirst();
    if (!live) throw notFound(m`User ${input.id}`);
    const lockout = input.resetLockout ? { is_locked_out: false, failed_logins: 0 } : {};
    // The call carries no version: the reset applies to the user as they are. The history shows the marker
    // passwordChanged, never the hash.
    const reset = markingPasswordChange(userKind);
    const { version } = await updateRecord(trx, reset.kind, author, input.id, ANY_VERSION, {
      values: { password_hash: hash, ...lockout, updated_at: sql`now()` },
      apply: async () => reset.changed(),
    });
    await endSessions(input.id);
    return { success: true as const, version };
  });
}
