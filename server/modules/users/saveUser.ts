/**
 * user/CreateUser and user/UpdateUser, each one transaction (a refused request writes nothing):
 * - one role, of type platform (400 naming Roles otherwise); the location, when
 *   given, an existing business (400 naming RootLocationId);
 * - an email or a username another user has: 409 `duplicate`, naming the field
 *   (as business users' saves answer);
 * - a new user's password under the policy (400 naming Password); the creator
 *   is the caller;
 * - only a SuperAdmin may grant the SuperAdmin role or edit a SuperAdmin (403);
 * - an update applies at the version read (409 `stale` otherwise), and only to a
 *   platform user (404 for a business user);
 * - deactivating, locking out or changing the role ends the user's sessions;
 *   unlocking forgets the failed logins that locked the account;
 * - each save is one write of the user with their role (server/db/write.ts), recorded in the change history
 *   (userKind) with the caller as its author.
 */
import { sql } from 'kysely';
import type { CreateUserInput, PlatformUser, UpdateUserInput } from '../../../contract/users';
import { hashPassword } from '../../auth/passwords';
import { passwordProblem } from '../../auth/passwordPolicy';
import { inTransactionEndingSessions, type Revocations } from '../../auth/revocations';
import type { TokenUser } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { createRecord, updateRecord } from '../../db/write';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { businessExists } from '../../shared/referencedRecords';
import { NO_PASSWORD } from '../identity/userAccount';
import { findPlatformUser, isPlatformUser } from './platformUsers';
import { userKind } from './userKind';
import { emailInUse, rolesOf, usernameInUse } from '../identity/identities.repository';
import { m } from '../../http/text';

const SUPER_ADMIN = 'SuperAdmin';
const isSuperAdmin = (caller: TokenUser) => caller.roles.includes(SUPER_ADMIN);

type UserFields = Omit<UpdateUserInput, 'Id' | 'version'>;

async function platformRole(db: Db, roleId: number): Promise<{ id: number; name: string }> {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).where('type', '=', 'platform').executeTakeFirst();
  if (!role) throw badRequest('Roles', m`${roleId} is not a platform role`);
  return role;
}

/** The checks every save makes before it writes; answers the role to grant. */
async function checkFields(db: Db, caller: TokenUser, user: UserFields, id: number) {
  const role = await platformRole(db, user.Roles[0].Id);
  if (role.name === SUPER_ADMIN && !isSuperAdmin(caller)) throw forbidden(m`Only a SuperAdmin may grant the SuperAdmin role.`);
  const location = user.RootLocationId;
  if (location != null && !(await businessExists(db, location))) throw badRequest('RootLocationId', m`${location} is not a business`);
  if (await emailInUse(db, user.Email, id)) throw conflict(m`The email ${user.Email} is already used by another user.`, 'Email');
  if (await usernameInUse(db, user.Username, id)) throw conflict(m`The username ${user.Username} is already taken.`, 'Username');
  return role;
}

const columns = (user: UserFields) => ({
  username: user.Username,
  email: user.Email,
  given_name: user.GivenName,
  family_name: user.FamilyName,
  dispatch_group_email: user.DispatchGroupEmail || null,
  is_active: user.IsActive,
  is_locked_out: user.IsLockedOut,
  root_location_id: user.RootLocationId ?? null,
  is_mahle: user.IsMahle,
  is_uk: user.IsUK,
  time_zone: user.TimeZone || null,
});

async function grantRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  await db.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
}

/** A save: id 0 creates a user with the password hash given, another id updates that user at `version`. */
interface UserSave {
  id: number;
  version?: number;
  user: UserFields;
  passwordHash?: string;
}

async function saveUser(db: Db, revocations: Revocations, caller: TokenUser, s: UserSave): Promise<PlatformUser> {
  return inTransactionEndingSessions(db, revocations, async (trx, endSessions) => {
    const existing = s.id === 0 ? undefined : await lockPlatformUser(trx, s.id);
    if (s.id !== 0 && !existing) throw notFound(m`User ${s.id}`);
    if (existing?.roles.some((r) => r.Name === SUPER_ADMIN) && !isSuperAdmin(caller)) throw forbidden(m`Only a SuperAdmin may edit a SuperAdmin.`);
    const role = await checkFields(trx, caller, s.user, s.id);
    const unlocked = existing?.is_locked_out && !s.user.IsLockedOut;
    const roleChanged = existing?.roles.length !== 1 || existing.roles[0].Id !== role.id;
    // The role is the user's own: granted in the user's write, and part of its record in the history.
    const grant = async (trx: Db, id: number) => {
      if (roleChanged) await grantRole(trx, id, role.id);
    };
    const kind = { ...userKind, what: () => m`User ${s.user.GivenName} ${s.user.FamilyName}` };
    const author = { userId: caller.id };
    const { id } =
      s.id === 0
        ? await createRecord(trx, kind, author, {
            values: { ...columns(s.user), password_hash: s.passwordHash ?? NO_PASSWORD, has_login: true, created_by: caller.username },
            apply: grant,
          })
        : await updateRecord(trx, kind, author, s.id, s.version, {
            values: { ...columns(s.user), ...(unlocked ? { failed_logins: 0 } : {}), updated_at: sql`now()` },
            apply: grant,
          });
    if (existing && ((existing.is_active && !s.user.IsActive) || (!existing.is_locked_out && s.user.IsLockedOut) || roleChanged)) await endSessions(id);
    return (await findPlatformUser(trx, id)) as PlatformUser;
  });
}

/** A platform user's state before an update, locked for its transaction. */
async function lockPlatformUser(db: Db, id: number) {
  const user = await db.selectFrom('users as u').select(['u.is_active', 'u.is_locked_out']).where('u.id', '=', id).where(isPlatformUser).forUpdate().executeTakeFirst();
  return user && { ...user, roles: await rolesOf(db, id) };
}

export async function createUser(db: Db, revocations: Revocations, caller: TokenUser, input: CreateUserInput): Promise<PlatformUser> {
  const { Password, CreatedBy: _informative, ...user } = input;
  const problem = passwordProblem(Password, [user.Username, user.Email]);
  if (problem) throw badRequest('Password', problem);
  // Hashed before the transaction opens: it takes a while.
  return saveUser(db, revocations, caller, { id: 0, user, passwordHash: await hashPassword(Password) });
}

export async function updateUser(db: Db, revocations: Revocations, caller: TokenUser, input: UpdateUserInput): Promise<PlatformUser> {
  const { Id: id, version, ...user } = input;
  return saveUser(db, revocations, caller, { id, version, user });
}
