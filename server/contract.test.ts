/**
 * The contract is the single source: every endpoint has a route with its method
 * and URL, every API route is in the contract, and OpenAPI documents them all.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH } from '../contract/chat';
import { allEndpoints } from '../contract/index';
import { withTestApp } from './test/harness';

const t = withTestApp();

/** Routes outside the contract by design: the OpenAPI document and its UI, the chat socket (contract/chat.ts). */
const notInContract = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs') || url === CHAT_SOCKET_PATH;
const underApiOrAuth = (url: string) => url.startsWith('/api/') || url.startsWith('/auth/');
const key = (method: string, url: string) => `${method} ${url}`;

describe('contract and routes', () => {
  it('has routes at all: the onRoute capture works', () => {
    expect(t.routes.length).toBeGreaterThan(allEndpoints.length);
    expect(allEndpoints.length).toBeGreaterThan(0);
  });

  it('registers every contract endpoint with its method, URL and access rule', () => {
    const registered = new Map(t.routes.map((r) => [key(r.method, r.url), r]));
    const missing = allEndpoints.filter((e) => !registered.has(key(e.method, e.url))).map((e) => key(e.method, e.url));
    expect(missing).toEqual([]);
    for (const e of allEndpoints) expect(registered.get(key(e.method, e.url))?.access, e.url).toBe(e.access);
  });

  it('registers no route under /api or /auth that the contract does not declare', () => {
    const declared = new Set(allEndpoints.map((e) => key(e.method, e.url)));
    const declaredGets = new Set(allEndpoints.filter((e) => e.method === 'GET').map((e) => e.url));
    const extra = t.routes
      .filter((r) => underApiOrAuth(r.url) && !notInContract(r.url))
      // Fastify adds a HEAD route beside each GET.
      .filter((r) => !(r.method === 'HEAD' && declaredGets.has(r.url)))
      .filter((r) => !declared.has(key(r.method, r.url)))
      .map((r) => key(r.method, r.url));
    expect(extra).toEqual([]);
  });

  it('declares each method and URL once', () => {
    const keys = allEndpoints.map((e) => key(e.method, e.url).toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('only the auth service is public', () => {
    const publicUrls = allEndpoints.filter((e) => e.access === 'public').map((e) => e.url);
    expect(publicUrls.every((u) => u.startsWith('/auth/'))).toBe(true);
    expect(allEndpoints.filter((e) => e.base === '/api').every((e) => e.access !== 'public')).toBe(true);
  });

  it('documents every public and API endpoint in OpenAPI, bearer-secured unless public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    for (const e of allEndpoints) {
      const op = doc.paths[e.url]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.url}`).toBeDefined();
      expect(op?.security, e.url).toEqual(e.access === 'public' ? [] : [{ bearer: [] }]);
    }
  });
});
