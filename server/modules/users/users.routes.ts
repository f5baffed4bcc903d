import { hasConsoleRole } from '../../../authProvider/permissions';
import { usersContract } from '../../../contract/users';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { resetPassword } from './resetPassword';
import { emailInUse, findIdentity } from './users.repository';

export const usersRoutes = [
  // Any signed-in user may read their own profile (the console then sends a user
  // without console roles to /notauthorized); other profiles need a console role.
  route(usersContract.getUserByName, async ({ query, user, db }) => {
    const own = query.username.toLowerCase() === user.username.toLowerCase();
    if (!own && !hasConsoleRole(user.roles)) throw forbidden();
    const found = await findIdentity(db, query.username);
    if (!found) throw notFound(`User ${query.username}`);
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
  route(usersContract.emailExists, async ({ query, db }) => ({ exists: await emailInUse(db, query.email, query.userID) })),
  route(usersContract.resetPassword, async ({ body, user, db }) => resetPassword(db, user, body)),
];
