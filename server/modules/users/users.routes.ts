import { hasConsoleRole } from '../../../contract/permissions';
import { usersContract as c } from '../../../contract/users';
import { issueDownloadToken } from '../../auth/downloadTokens';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { findPlatformUser } from './platformUsers';
import { resetPassword } from './resetPassword';
import { createUser, updateUser } from './saveUser';
import { listAllUsers, listUsers } from './userList.repository';
import { emailInUse, findIdentity } from '../identity/identities.repository';
import { rolesOfType } from './users.repository';
import { m } from '../../http/text';

export const usersRoutes = [
  // Any signed-in user may read their own profile (the console then sends a user
  // without console roles to /notauthorized); other profiles need a console role.
  route(c.getUserByName, async ({ query, user, db }) => {
    const own = query.username.toLowerCase() === user.username.toLowerCase();
    if (!own && !hasConsoleRole(user.roles)) throw forbidden();
    const found = await findIdentity(db, query.username);
    if (!found) throw notFound(m`User ${query.username}`);
    return {
      UserId: found.id,
      Username: found.username,
      FirstName: found.given_name,
      LastName: found.family_name,
      email: found.email,
      Role: found.roles[0]?.Name ?? null,
      Roles: found.roles,
    };
  }),
  route(c.getUsers, async ({ query, db }) => listUsers(db, query)),
  route(c.getAllUsers, async ({ db }) => listAllUsers(db)),
  route(c.getUser, async ({ query, db }) => {
    const found = await findPlatformUser(db, query.id);
    if (!found) throw notFound(m`User ${query.id}`);
    return found;
  }),
  route(c.createUser, async ({ body, user, db, revocations }) => createUser(db, revocations, user, body)),
  route(c.updateUser, async ({ body, user, db, revocations }) => updateUser(db, revocations, user, body)),
  route(c.roles, async ({ query, db }) => rolesOfType(db, query.type)),
  route(c.emailExists, async ({ query, db }) => ({ exists: await emailInUse(db, query.email, query.userID) })),
  route(c.resetPassword, async ({ body, user, db, revocations }) => resetPassword(db, revocations, user, body)),
  route(c.getDownloadToken, async ({ user, db }) => issueDownloadToken(db, user.id)),
];
