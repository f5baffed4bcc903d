/** The users area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { usersRoutes } from './users.routes';

export default defineArea({
  name: 'users',
  routes: { users: usersRoutes },
  spanish,
});
