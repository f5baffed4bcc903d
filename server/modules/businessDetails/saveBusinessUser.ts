/**
 * One row of Business/ModifyUsers, in its own transaction (a row that fails
 * writes nothing). The rules:
 * - a user with a login needs a username; a new login (a new user, or one given
 *   a login now) needs a password that meets the policy; without a login the
 *   stored hash is '!' and never verifies;
 * - an email used by another live user, or a username taken, fails the row;
 * - the row's id must be a live user of this business (no IDOR), at its version;
 * - isPrimary clears the business's other primary user (and moves its version) in the same transaction;
 * - deleting, deactivating, locking, removing the login or changing the password
 *   revokes the user's refresh tokens, so their sessions end.
 */
import { sql } from 'kysely';
import type { BusinessUserInput } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { hashPassword } from '../../auth/passwords';
import { passwordProblem } from '../../auth/passwordPolicy';
import { revokeAllForUser } from '../../auth/refreshTokens';
import { type Db, inTransaction } from '../../db/database';
import { type Saved, saveVersioned } from '../../db/versioned';
import { badRequest, conflict, notFound } from '../../http/errors';
import { emailInUse, usernameInUse } from '../users/users.repository';
import { grantBusinessUserRole, lockBusinessUser, NO_PASSWORD } from './businessUsers.repository';
import { requireLookups } from './references';

/** Checks the password (when one is given for a login) and hashes it, before any transaction opens. */
async function newPasswordHash(row: BusinessUserInput): Promise<string | undefined> {
  const password = row.password ?? '';
  if (!row.hasLogin || row.isDeleted || password === '') return undefined;
  const problem = passwordProblem(password, [row.username, row.email]);
  if (problem) throw badRequest('password', problem);
  return hashPassword(password);
}

export async function saveBusinessUser(db: Db, businessId: number, row: BusinessUserInput, actor: string): Promise<Saved> {
  const username = row.username?.trim() || null;
  const email = row.email.trim();
  if (row.hasLogin && !row.isDeleted && !username) throw badRequest('username', 'is required for a user with a login');
  const hash = await newPasswordHash(row);

  return inTransaction(db, async (trx) => {
    const existing = row.id === 0 ? undefined : await lockBusinessUser(trx, businessId, row.id);
    // The same answer whether the id does not exist or belongs to another business.
    if (row.id !== 0 && !existing) throw notFound(`User ${row.id} of business ${businessId}`);
    if (!row.isDeleted && (await emailInUse(trx, email, row.id))) throw conflict(`The email ${email} is already used by another user.`);
    if (username && (await usernameInUse(trx, username, row.id))) throw conflict(`The username ${username} is already taken.`);
    const newLogin = row.hasLogin && !row.isDeleted && !existing?.has_login;
    if (newLogin && !hash && (existing?.password_hash ?? NO_PASSWORD) === NO_PASSWORD) throw badRequest('password', 'is required for a new login');
    await requireLookups(trx, [{ field: 'titleId', key: LOOKUP_KEYS.title, ids: [row.titleId] }]);

    const isPrimary = row.isPrimary && !row.isDeleted;
    if (isPrimary) {
      // The previous primary changes too: its version moves, so an edit of it made before this one is refused as stale.
      await trx
        .updateTable('users')
        .set({ is_primary: false, version: sql`version + 1`, updated_at: sql`now()` })
        .where('business_id', '=', businessId)
        .where('is_primary', '=', true)
        .where('id', '!=', row.id)
        .execute();
    }
    const password_hash = !row.hasLogin ? NO_PASSWORD : (hash ?? existing?.password_hash ?? NO_PASSWORD);
    const values = {
      business_id: businessId,
      username,
      email,
      given_name: row.firstName,
      family_name: row.lastName,
      password_hash,
      has_login: row.hasLogin,
      is_primary: isPrimary,
      is_deleted: row.isDeleted,
      is_active: row.isEnabled,
      is_locked_out: row.isLockout,
      is_mahle: row.isMahle,
      receives_invoices: row.receivesInvoices,
      receives_reports: row.receivesReports,
      receives_reports_only: row.receivesReportsOnly,
      receives_chat_reports: row.receivesChatReports,
      is_protech_user: row.isProTechUser,
      title_id: row.titleId ?? null,
      phone: row.phone ?? null,
      phone_cc: row.phoneCC ?? null,
    };
    const saved = await saveVersioned({
      what: `User ${row.firstName} ${row.lastName}`,
      id: row.id,
      version: row.version,
      duplicate: `The email ${email} or the username ${username ?? ''} is already used by another user, or the business already has a primary user.`,
      insert: async () => {
        const created = await trx.insertInto('users').values({ ...values, created_by: actor }).returning(['id', 'version']).executeTakeFirstOrThrow();
        await grantBusinessUserRole(trx, created.id);
        return created;
      },
      update: (version) =>
        trx
          .updateTable('users')
          // Unlocking also forgets the failed logins that locked the account.
          .set({ ...values, ...(existing?.is_locked_out && !row.isLockout ? { failed_logins: 0 } : {}), version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', row.id)
          .where('business_id', '=', businessId)
          .where('version', '=', version)
          .returning(['id', 'version'])
          .executeTakeFirst(),
      exists: async () => true,
    });
    const endsSessions = row.isDeleted || !row.isEnabled || row.isLockout || !row.hasLogin || hash !== undefined;
    if (existing && endsSessions) await revokeAllForUser(trx, saved.id);
    return saved;
  });
}
