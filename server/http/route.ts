/**
 * Routes are registered from the contract: `route(endpoint, handler)` binds a
 * typed handler to a contract endpoint, and `registerRoutes` gives Fastify its
 * method, URL, zod schemas (validation, serialization, OpenAPI) and access rule.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../../contract/define';
import { errorBody } from '../../contract/define';
import type { Revocations } from '../auth/revocations';
import type { TokenUser } from '../auth/tokens';
import { callContext, rolledBack } from '../db/callContext';
import type { Db } from '../db/database';
import { type Language, languageOf } from './text';

export interface RouteContext<E extends Endpoint> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The caller; null only on public endpoints. */
  user: TokenUser;
  db: Db;
  /** Where a handler that takes a user's access away records it (see auth/revocations.ts). */
  revocations: Revocations;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The caller's language (Accept-Language), for messages a handler answers itself. */
  language: Language;
}

export interface RouteDef {
  endpoint: Endpoint;
  handler: (ctx: RouteContext<Endpoint>) => Promise<unknown>;
}

export function route<E extends Endpoint>(endpoint: E, handler: (ctx: RouteContext<E>) => Promise<ResponseOf<E>>): RouteDef {
  return { endpoint, handler: handler as unknown as RouteDef['handler'] };
}

const noQuery = z.strictObject({});

export function registerRoutes(app: FastifyInstance, tag: string, defs: RouteDef[]): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { endpoint: e, handler } of defs) {
    typed.route({
      method: e.method,
      url: e.url,
      config: { access: e.access, file: e.file },
      ...(e.bodyLimit ? { bodyLimit: e.bodyLimit } : {}),
      schema: {
        summary: e.summary,
        description: e.ours ? 'Not named by the spec: added by this implementation.' : undefined,
        tags: [tag],
        security: e.access === 'public' ? [] : [{ bearer: [] }],
        querystring: e.query ?? noQuery,
        ...(e.body ? { body: e.body } : {}),
        response: e.file ? { '4xx': errorBody, '5xx': errorBody } : { 200: e.response, '4xx': errorBody, '5xx': errorBody },
      },
      handler: async (req, reply) => {
        if (e.writes) reply.header('cache-control', 'no-store');
        const answer = (db: Db) =>
          handler({
            query: req.query as never,
            body: req.body as never,
            user: req.user as TokenUser,
            db,
            revocations: app.revocations,
            req,
            reply,
            language: languageOf(req),
          });
        // A call the server makes on a user's behalf (db/callContext.ts): checked and rolled back, or in its transaction.
        const made = callContext();
        if (made?.dryRun) return rolledBack(app.db, answer);
        return answer(made?.transaction ?? app.db);
      },
    });
  }
}
