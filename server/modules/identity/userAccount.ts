/**
 * The account rules of every user saved through a form, business users and
 * sales reps alike (one identity store):
 * - a user with a login needs a username; a new login (a new user, or one given
 *   a login now) needs a password; a password given meets the policy and is
 *   hashed before any transaction opens; without a login the stored hash is
 *   NO_PASSWORD, which never verifies;
 * - an email used by another live user, or a username taken, is refused (409
 *   `duplicate`, naming the field);
 * - the title is an item of user.title (400 naming titleId);
 * - deleting, disabling, locking, removing the login or changing the password
 *   ends the user's sessions (`endsSessions`; the caller ends them in its
 *   transaction, see auth/revocations.ts).
 */
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { hashPassword } from '../../auth/passwords';
import { passwordProblem } from '../../auth/passwordPolicy';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { requireLookups } from '../../shared/referencedRecords';
import { emailInUse, usernameInUse } from './identities.repository';
import { m } from '../../http/text';

/** The stored hash of a user without a usable password: it never verifies (parseHash answers null). */
export const NO_PASSWORD = '!';

/** The account fields of a saved user, as the forms send them. */
export interface AccountInput {
  hasLogin: boolean;
  username?: string | null;
  email: string;
  password?: string | null;
  isEnabled: boolean;
  isLockout: boolean;
  isDeleted?: boolean;
  titleId?: number | null;
}

/** What is stored of the user being edited, read (and locked) in the save's transaction. */
export interface StoredAccount {
  id: number;
  has_login: boolean;
  password_hash: string;
  is_locked_out: boolean;
}

export interface PreparedAccount {
  input: AccountInput;
  username: string | null;
  email: string;
  /** The new password's hash, when one is given for a login. */
  hash: string | undefined;
  /** Whether saving ends the sessions of an existing user. */
  endsSessions: boolean;
}

/** Before the transaction: the username a login needs, and the new password checked and hashed (slow on purpose). */
export async function prepareAccount(input: AccountInput): Promise<PreparedAccount> {
  const username = input.username?.trim() || null;
  const live = !input.isDeleted;
  if (input.hasLogin && live && !username) throw badRequest('username', m`is required for a user with a login`);
  const password = input.password ?? '';
  let hash: string | undefined;
  if (input.hasLogin && live && password !== '') {
    const problem = passwordProblem(password, [input.username, input.email]);
    if (problem) throw badRequest('password', problem);
    hash = await hashPassword(password);
  }
  const endsSessions = !live || !input.isEnabled || input.isLockout || !input.hasLogin || hash !== undefined;
  return { input, username, email: input.email.trim(), hash, endsSessions };
}

/** In the transaction: checks uniqueness, the new login's password and the title; answers the account's columns. */
export async function accountColumns(trx: Db, account: PreparedAccount, existing: StoredAccount | undefined) {
  const { input, username, email, hash } = account;
  const userId = existing?.id ?? 0;
  const live = !input.isDeleted;
  if (live && (await emailInUse(trx, email, userId))) throw conflict(m`The email ${email} is already used by another user.`, 'email');
  if (username && (await usernameInUse(trx, username, userId))) throw conflict(m`The username ${username} is already taken.`, 'username');
  const storedHash = existing?.password_hash ?? NO_PASSWORD;
  const newLogin = input.hasLogin && live && !existing?.has_login;
  if (newLogin && !hash && storedHash === NO_PASSWORD) throw badRequest('password', m`is required for a new login`);
  await requireLookups(trx, [{ field: 'titleId', key: LOOKUP_KEYS.title, ids: [input.titleId] }]);
  return {
    username,
    email,
    password_hash: input.hasLogin ? (hash ?? storedHash) : NO_PASSWORD,
    has_login: input.hasLogin,
    is_active: input.isEnabled,
    is_locked_out: input.isLockout,
    title_id: input.titleId ?? null,
    // Unlocking also forgets the failed logins that locked the account.
    ...(existing?.is_locked_out && !input.isLockout ? { failed_logins: 0 } : {}),
  };
}
