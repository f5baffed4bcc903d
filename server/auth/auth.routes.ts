import { authContract } from '../../contract/auth';
import { route } from '../http/route';
import { type AuthOptions, logout, passwordGrant, refreshGrant } from './auth.service';

export function authRoutes(opts: AuthOptions) {
  return [
    route(authContract.token, async ({ body, req }) => {
      const log = (e: { event: string }) => req.log.info({ ...e, ip: req.ip }, e.event);
      return body.grant_type === 'password'
        ? passwordGrant(opts, body.username, body.password, req.ip, log)
        : refreshGrant(opts, body.refresh_token, log);
    }),
    route(authContract.logout, async ({ body }) => logout(opts, body.refresh_token)),
    route(authContract.jwks, async () => opts.key.jwks),
  ];
}
