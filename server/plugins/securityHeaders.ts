/**
 * Security headers on every answer; API answers are never cached. The console talks only to its own origin: 'self'
 * covers its fetches and, as CSP Level 3 defines it, its WebSocket (the chat's ws:/wss: to the same host and port), so
 * a script that got in can open no socket to another host.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export default fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    const url = req.url.toLowerCase();
    if (url.startsWith('/api/') || url.startsWith('/auth/')) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
