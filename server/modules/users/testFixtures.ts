/** Test data for the platform user tests: request bodies with unique names, role ids, signed-in users. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlatformUser } from '../../../contract/users';
import { usersContract as c } from '../../../contract/users';
import type { Db } from '../../db/database';
import { call, createUser, login } from '../../test/harness';

export const STRONG_PASSWORD = 'Harbour-Juniper-Falcon-48';

export const tag = () => randomBytes(4).toString('hex');

export async function roleId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** A CreateUser body with a unique username and email. */
export function newUser(role: number, overrides: Record<string, unknown> = {}) {
  const t = tag();
  return {
    Roles: [{ Id: role }],
    GivenName: 'Pat',
    FamilyName: `Platform ${t}`,
    Username: `pat.${t}`,
    Email: `pat.${t}@example.test`,
    Password: STRONG_PASSWORD,
    ...overrides,
  };
}

/** The UpdateUser body that saves a user as read, with `changes`. */
export function updateOf(user: PlatformUser, changes: Record<string, unknown> = {}) {
  return {
    Id: user.id,
    Roles: user.Roles.map((r) => ({ Id: r.Id })),
    GivenName: user.FirstName,
    FamilyName: user.LastName,
    Username: user.Username,
    Email: user.Email,
    DispatchGroupEmail: user.DispatchGroupEmail,
    IsActive: user.IsActive,
    IsLockedOut: user.IsLockedOut,
    RootLocationId: user.LocationId,
    IsMahle: user.IsMahle,
    IsUK: user.IsUK,
    TimeZone: user.TimeZone,
    version: user.version,
    ...changes,
  };
}

export async function getUser(app: FastifyInstance, token: string, id: number): Promise<PlatformUser> {
  const res = await call(app, c.getUser, { token, query: { id: String(id) } });
  if (res.statusCode !== 200) throw new Error(`GetUser ${id}: ${res.statusCode} ${res.body}`);
  return res.json<PlatformUser>();
}

/** A new platform user with a password, signed in: their id and session. */
export async function signedInUser(app: FastifyInstance, db: Db, roles: string[] = ['Admin']) {
  const username = `signed.${tag()}`;
  const id = await createUser(db, { username, password: STRONG_PASSWORD, roles });
  const session = await login(app, username, STRONG_PASSWORD);
  return { id, username, session };
}

/** The user's stored row and roles, to compare before and after a refused request. */
export async function stored(db: Db, id: number) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const roles = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', id).execute();
  return { user, roles };
}
