/**
 * Serves and feeds the process's metrics (metrics/metrics.ts), and says each request's id in its answer.
 *
 * - Every answered request is timed into `http_request_duration_seconds` by its route's pattern (a request that
 *   matched no route counts as `(unmatched)`, so a scanner's random paths do not grow a label each).
 * - `/metrics` answers only to `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time), and is not
 *   there at all (404, as any unknown path) when no token is set. With METRICS_PORT the metrics are served on that
 *   port instead (METRICS_HOST, by default 127.0.0.1), to whoever reaches it: a port a firewall keeps to the
 *   monitoring network, so the public one answers nothing about the process.
 * - Every answer carries `request-id`: the id its log lines carry (http/requestLog.ts), which a user quotes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpDuration, registry } from '../metrics/metrics';

export interface MetricsOptions {
  /** The bearer token `/metrics` answers to on the app's own port; no route when absent. */
  token?: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request's bearer token is `token`, in time that does not depend on where they differ. */
function bearerIs(header: string | undefined, token: string): boolean {
  const given = /^bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

export default fp(async (app: FastifyInstance, options: MetricsOptions) => {
  // Callback hooks, not async ones: each request runs them, and an async hook costs a promise and a turn.
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? '(unmatched)';
    httpDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  // Every answer says its request's id: a user quotes it, the operator finds its log lines.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('request-id', req.id);
    done();
  });

  const token = options.token;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!bearerIs(req.headers.authorization, token)) return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A metrics token is required.' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

/** The metrics on a port of their own (METRICS_PORT): `GET /metrics`, nothing else. Resolves once listening. */
export async function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
