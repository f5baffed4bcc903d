/**
 * Every contract route requires a bearer access token (never a cookie) whose
 * roles grant console access, unless its endpoint is `public` (auth service)
 * or `self` (the handler limits it to the caller's own record).
 * A file endpoint (Business/Export, Business/NoteFile) also accepts, in place of
 * the bearer token, a single-use `?downloadToken=` (User/GetDownloadToken), so a
 * plain link downloads it; the parameter is taken out of the query before validation.
 * 401: no, expired, tampered or revoked token, or a used or expired download token.
 * 403: a valid token without console roles.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasConsoleRole } from '../../contract/permissions';
import { DOWNLOAD_TOKEN_PARAM, signInWithDownloadToken } from '../auth/downloadTokens';
import type { Revocations } from '../auth/revocations';
import type { AccessVerifier, TokenUser } from '../auth/tokens';
import { forbidden, unauthorized } from '../http/errors';
import { m } from '../http/text';

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** Takes the download token out of a file endpoint's query: the answer is it, when given once and not empty. */
function takeDownloadToken(req: FastifyRequest): string | null {
  const query = req.query as Record<string, unknown>;
  const token = query[DOWNLOAD_TOKEN_PARAM];
  delete query[DOWNLOAD_TOKEN_PARAM];
  return typeof token === 'string' && token !== '' ? token : null;
}

export default fp(async (app: FastifyInstance, opts: { verify: AccessVerifier; revocations: Revocations }) => {
  app.decorateRequest('user', null);

  async function withAccessToken(req: FastifyRequest, token: string): Promise<TokenUser> {
    try {
      return await opts.verify(token);
    } catch {
      req.log.warn({ event: 'auth.invalid_token', route: req.routeOptions.url }, 'invalid access token');
      throw unauthorized(m`The access token is invalid or expired.`);
    }
  }

  async function withDownloadToken(req: FastifyRequest, token: string): Promise<TokenUser> {
    const user = await signInWithDownloadToken(app.db, opts.revocations, token);
    if (user) return user;
    req.log.warn({ event: 'auth.invalid_download_token', route: req.routeOptions.url }, 'invalid download token');
    throw unauthorized(m`The download token is invalid, expired or already used.`);
  }

  app.addHook('onRequest', async (req) => {
    const { access, file } = req.routeOptions.config;
    if (!access || access === 'public') return;
    const downloadToken = file ? takeDownloadToken(req) : null;
    const token = bearer(req);
    if (token) req.user = await withAccessToken(req, token);
    else if (downloadToken) req.user = await withDownloadToken(req, downloadToken);
    else throw unauthorized();
    if (access === 'console' && !hasConsoleRole(req.user.roles)) {
      req.log.warn({ event: 'auth.forbidden', user: req.user.username, route: req.routeOptions.url }, 'forbidden');
      throw forbidden();
    }
  });
});
