/**
 * Serves the built console from STATIC_DIR, with index.html for every console URL. A path with a segment starting
 * with a dot (`/.env`, `/.git/config`, `/%2e%65nv`) is no console URL: it answers 404 as an unknown API path does,
 * unless it is one of the console's files (served above, before this handler is asked).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf, m, render } from '../http/text';

/** Whether the path (before its query), decoded, has a segment starting with a dot; one that does not decode is no page either. */
function hasDotSegment(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?', 1)[0]);
  } catch {
    return true;
  }
  return path.split(/[\\/]/).some((segment) => segment.startsWith('.'));
}

export default fp(async (app: FastifyInstance, opts: { dir: string }) => {
  const root = resolve(opts.dir);
  const hasConsole = existsSync(resolve(root, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.toLowerCase();
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/auth/') || url.startsWith('/assets/') || hasDotSegment(req.url)) {
      return reply.code(404).send({ message: render(m`No route ${req.method} ${req.url.split('?')[0]}.`, languageOf(req)) });
    }
    if (!hasConsole) return reply.code(404).send({ message: render(m`The console is not built: run npm run build.`, languageOf(req)) });
    // The page names the release's assets: always checked with the server (send's own header would be max-age=0).
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
});
