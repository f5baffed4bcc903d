/**
 * Every contract route requires a bearer access token (never a cookie) whose
 * roles grant console access, unless its endpoint is `public` (auth service)
 * or `self` (the handler limits it to the caller's own record).
 * 401: no, expired or tampered token. 403: a valid token without console roles.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasConsoleRole } from '../../authProvider/permissions';
import type { AccessVerifier } from '../auth/tokens';
import { forbidden, unauthorized } from '../http/errors';

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

export default fp(async (app: FastifyInstance, opts: { verify: AccessVerifier }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearer(req);
    if (!token) throw unauthorized();
    try {
      req.user = await opts.verify(token);
    } catch {
      req.log.warn({ event: 'auth.invalid_token', route: req.routeOptions.url }, 'invalid access token');
      throw unauthorized('The access token is invalid or expired.');
    }
    if (access === 'console' && !hasConsoleRole(req.user.roles)) {
      req.log.warn({ event: 'auth.forbidden', user: req.user.username, route: req.routeOptions.url }, 'forbidden');
      throw forbidden();
    }
  });
});
