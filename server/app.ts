/**
 * Builds the server: plugins, then the auth service and the API modules, then
 * the console's static files. Tests import this; main.ts only listens.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { authRoutes } from './auth/auth.routes';
import { loadSigningKey } from './auth/keys';
import { createRevocations } from './auth/revocations';
import { createAccessVerifier } from './auth/tokens';
import { type AppConfig, trustProxyOption } from './config';
import { areaManifests } from './areaRegistry';
import { type Db, onConnectionError } from './db/database';
import { RequestLog, serializeRequest } from './http/requestLog';
import { registerRoutes } from './http/route';
import authenticate from './plugins/authenticate';
import errors from './plugins/errors';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import rateLimits, { RATE_LIMITS } from './plugins/rateLimits';
import securityHeaders from './plugins/securityHeaders';
import staticFiles from './plugins/static';

export type { AppConfig } from './config';

export const defaultAppConfig: AppConfig = {
  ACCESS_TOKEN_TTL: 900,
  REFRESH_IDLE_TTL: 1800,
  REFRESH_ABSOLUTE_TTL: 43200,
  AUTH_JWKS_URL: undefined,
  LOG_LEVEL: 'silent',
  STATIC_DIR: './dist',
  TRUST_PROXY: false,
  RATE_LIMIT_PER_USER: RATE_LIMITS.perUser,
  RATE_LIMIT_PER_ADDRESS: RATE_LIMITS.perAddress,
  SENDBIRD_APP_ID: undefined,
  SENDBIRD_API_TOKEN: undefined,
  SENDBIRD_API_URL: undefined,
  METRICS_TOKEN: undefined,
};

/** How long /readyz waits for the database's answer before it says unavailable. */
const READY_WITHIN_MS = 2000;

/** Where the log goes: standard output unless a test reads it. */
type LogStream = Extract<FastifyServerOptions['logger'], { stream?: unknown }>['stream'];

export async function buildApp(db: Db, config: AppConfig = defaultAppConfig, options: { logStream?: LogStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    logController: new RequestLog(),
    return503OnClosing: true,
    // Whose X-Forwarded-For decides req.ip (the login limits' address): nobody's unless TRUST_PROXY says so.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);

  await app.register(errors);
  await app.register(metrics, { token: config.METRICS_TOKEN });
  await app.register(securityHeaders);
  // Before authenticate: a call without a bearer token is counted before anything else is done for it.
  await app.register(rateLimits, { perUser: config.RATE_LIMIT_PER_USER, perAddress: config.RATE_LIMIT_PER_ADDRESS });
  await app.register(openapi);

  const key = await loadSigningKey(db);
  // This app's record of access taken away: fed by the auth service and the modules, read by the verifier.
  const revocations = createRevocations({ retainMs: config.ACCESS_TOKEN_TTL * 1000 });
  app.decorate('revocations', revocations);
  const verify = createAccessVerifier(config.AUTH_JWKS_URL ? { url: config.AUTH_JWKS_URL } : { jwks: key.jwks }, revocations);
  app.decorate('verifyAccess', verify);
  await app.register(authenticate, { verify, revocations });

  registerRoutes(
    app,
    'auth',
    authRoutes({
      db,
      key,
      accessTtl: config.ACCESS_TOKEN_TTL,
      refresh: { idleSeconds: config.REFRESH_IDLE_TTL, absoluteSeconds: config.REFRESH_ABSOLUTE_TTL },
      revocations,
    }),
  );
  // The areas' plugins (chat's provider), then their routes, area by area (server/areas.ts).
  for (const { plugin } of areaManifests) if (plugin) await app.register(plugin, { config });
  for (const area of areaManifests) for (const [tag, routes] of Object.entries(area.routes)) registerRoutes(app, tag, routes);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Ready when the database answers within READY_WITHIN_MS: a load balancer's check must not hang on a database
  // that does not answer (a dropped network waits for the connection timeout; PGlite's one connection may be busy).
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), READY_WITHIN_MS);
    });
    const probe = sql`select 1`.execute(db);
    try {
      await Promise.race([probe, late]);
      return { status: 'ready' };
    } catch {
      probe.catch(() => undefined); // still running when late: its own failure is not news
      return reply.code(503).header('retry-after', '1').send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
  // A connection dropped outside any query (PostgreSQL restarting): logged, and the pool connects anew.
  const stopHearing = onConnectionError(db, (err) => app.log.warn({ event: 'db.connection_lost', err: err.message }, 'a database connection was lost'));
  app.addHook('onClose', async () => stopHearing());

  await app.register(staticFiles, { dir: config.STATIC_DIR });
  return app;
}
