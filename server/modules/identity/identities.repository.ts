/**
 * The identity store: the user accounts that sign in, as the auth service reads and updates them (a sign-in's
 * identity and roles, its failed and successful logins) and as the users' areas share them (an account created
 * with its roles, whether an email or username is taken). One module, so that auth (server/auth/) imports no area.
 */
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/database';

export interface Identity {
  id: number;
  username: string;
  email: string;
  given_name: string;
  family_name: string;
  password_hash: string;
  is_active: boolean;
  is_locked_out: boolean;
  failed_logins: number;
  /** False for a business user without a login, and for a deleted one: neither may sign in. */
  can_sign_in: boolean;
  roles: { Id: number; Name: string }[];
}

const identityColumns = [
  'id',
  'username',
  'email',
  'given_name',
  'family_name',
  'password_hash',
  'is_active',
  'is_locked_out',
  'failed_logins',
  sql<boolean>`has_login AND NOT is_deleted`.as('can_sign_in'),
] as const;

/** A user by username (case-insensitive) with their roles, in the order they were granted. */
export async function findIdentity(db: Db, username: string): Promise<Identity | undefined> {
  const user = await db
    .selectFrom('users')
    .select(identityColumns)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .$narrowType<{ username: string }>()
    .executeTakeFirst();
  if (!user) return undefined;
  return { ...user, roles: await rolesOf(db, user.id) };
}

/** A user who has a username (only those sign in), by id. */
export async function findIdentityById(db: Db, id: number): Promise<Identity | undefined> {
  const user = await db
    .selectFrom('users')
    .select(identityColumns)
    .where('id', '=', id)
    .where('username', 'is not', null)
    .$narrowType<{ username: string }>()
    .executeTakeFirst();
  if (!user) return undefined;
  return { ...user, roles: await rolesOf(db, user.id) };
}

export async function rolesOf(db: Db, userId: number): Promise<{ Id: number; Name: string }[]> {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id as Id', 'roles.name as Name'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
}

/** Counts a failed login; the account locks at `lockAfter` consecutive failures. Answers whether it is now locked. */
export async function recordFailedLogin(db: Db, userId: number, lockAfter: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({
      failed_logins: sql`failed_logins + 1`,
      is_locked_out: sql`is_locked_out OR failed_logins + 1 >= ${lockAfter}`,
    })
    .where('id', '=', userId)
    .returning(['is_locked_out'])
    .executeTakeFirstOrThrow();
  return row.is_locked_out;
}

export async function recordSuccessfulLogin(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ failed_logins: 0 }).where('id', '=', userId).where('failed_logins', '>', 0).execute();
}

export interface NewIdentity {
  username: string;
  email: string;
  given_name: string;
  family_name: string;
  password_hash: string;
  created_by?: string;
}

export async function createIdentity(db: Db, user: NewIdentity, roleNames: string[]): Promise<number> {
  return inTransaction(db, async (trx) => {
    // A platform identity signs in: it has a login (business users are created by the business module).
    const { id } = await trx.insertInto('users').values({ ...user, has_login: true }).returning('id').executeTakeFirstOrThrow();
    const roles = roleNames.length > 0 ? await trx.selectFrom('roles').select(['id', 'name']).where('name', 'in', roleNames).execute() : [];
    const ordered = roleNames.map((n) => roles.find((r) => r.name === n)).filter((r) => r !== undefined);
    if (ordered.length > 0) await trx.insertInto('user_roles').values(ordered.map((r) => ({ user_id: id, role_id: r.id }))).execute();
    return id;
  });
}

/** Whether a user other than `exceptId` (platform or business, not deleted) has this email, case-insensitive. */
export async function emailInUse(db: Db, email: string, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .where('is_deleted', '=', false)
    .where('id', '!=', exceptId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a user other than `exceptId` has this username, case-insensitive (deleted users keep theirs). */
export async function usernameInUse(db: Db, username: string, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .where('id', '!=', exceptId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
