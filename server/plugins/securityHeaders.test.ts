/** The content security policy, whole: the console's page and the API answer it, and the console connects to its own origin only. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeaders from './securityHeaders';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(securityHeaders);
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/dashboard/statistics', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
  await app.ready();
});
afterAll(() => app?.close());

describe('the content security policy', () => {
  it.each(['/api/thing', '/dashboard/statistics'])('is exactly the console’s on %s: no other host, not even by WebSocket', async (url) => {
    const res = await app.inject(url);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('leaves the policy an answer set for itself (a download’s sandbox)', async () => {
    const own = Fastify();
    await own.register(securityHeaders);
    own.get('/file', async (_req, reply) => reply.header('content-security-policy', "default-src 'none'; sandbox").send('bytes'));
    expect((await own.inject('/file')).headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await own.close();
  });
});
