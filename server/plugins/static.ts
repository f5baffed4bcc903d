/** Serves the built console from STATIC_DIR, with index.html for every console URL. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf, m, render } from '../http/text';

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
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/auth/') || url.startsWith('/assets/')) {
      return reply.code(404).send({ message: render(m`No route ${req.method} ${req.url.split('?')[0]}.`, languageOf(req)) });
    }
    if (!hasConsole) return reply.code(404).send({ message: render(m`The console is not built: run npm run build.`, languageOf(req)) });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
