/**
 * The console's files and URLs (a built console of one page in a scratch folder): every console URL answers its page;
 * a path with a dot segment (`/.env`, `/.git/config`, however encoded) answers 404 with a message, in the caller's
 * language, as an unknown API path does; a real file is served whatever its name.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeaders from './securityHeaders';
import staticFiles from './static';

const PAGE = '<!doctype html><title>console</title>';
let dir = '';
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  app = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
  await app.register(securityHeaders);
  await app.register(staticFiles, { dir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the console pages', () => {
  it.each(['/', '/dashboard/statistics?template=3', '/admin/business/update/12', '/login', '/a.b/c', '/admin/files?folder=.hidden'])('answer the page at %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves a real file', async () => {
    const res = await app.inject('/assets/app.js');
    expect([res.statusCode, res.body]).toEqual([200, 'console.log(1)']);
  });

  it.each([
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/foo/.htaccess',
    '/%2e%65nv',
    '/%2E%67it/config',
    '/admin/%2egit',
    '/foo%2f.env',
    '/foo%5c.env',
    '/.well-known/security.txt',
    '/..%2f..%2fetc/passwd',
    '/.env?x=1',
  ])('answer 404 at %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: `No route GET ${url.split('?')[0]}.` });
    expect(res.body).not.toContain('console');
  });

  it('answers the 404 in Spanish to a Spanish console', async () => {
    const res = await app.inject({ url: '/.git/config', headers: { 'accept-language': 'es' } });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'No existe la ruta GET /.git/config.' }]);
  });
});
