/**
 * The Platform API client's edges, where SendBird is slow or answers something that is not its JSON: the errors
 * must still say which call failed, and never carry the API token.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformApi, SendBirdError } from './platformApi';

const TOKEN = 'secret-api-token-feedface';
let server: Server;
let base: string;
const seen: { method?: string; url?: string; token?: string | string[]; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, token: req.headers['api-token'], type: req.headers['content-type'], body });
      if (req.url?.startsWith('/slow')) return; // never answers
      if (req.url?.startsWith('/v3/users/html')) return res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: 't', expires_at: 5 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the SendBird Platform API client', () => {
  it('sends the Api-Token header and JSON, with path parts encoded', async () => {
    const api = createPlatformApi({ apiUrl: `${base}/`, apiToken: TOKEN });
    expect(await api.createSessionToken('a/b c', { expires_at: 5 })).toEqual({ token: 't', expires_at: 5 });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/v3/users/a%2Fb%20c/token', token: TOKEN, body: '{"expires_at":5}' });
    expect(seen.at(-1)?.type).toMatch(/^application\/json/);
    await api.listUsers({ limit: 5, nickname_startswith: 'Al', token: undefined });
    expect(seen.at(-1)?.url).toBe('/v3/users?limit=5&nickname_startswith=Al');
  });

  it('reports an answer that is not SendBird’s JSON by its status', async () => {
    const api = createPlatformApi({ apiUrl: base, apiToken: TOKEN });
    const err = await api.createSessionToken('html', { expires_at: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SendBirdError);
    expect(err).toMatchObject({ message: 'SendBird POST /v3/users/html/token failed: HTTP 502', status: 502, code: null });
  });

  it('gives up on a call that takes too long', async () => {
    const api = createPlatformApi({ apiUrl: `${base}/slow`, apiToken: TOKEN, timeoutMs: 200 });
    const err = (await api.deleteGroupChannel('sr_1').catch((e: unknown) => e)) as Error;
    expect(err.message).toBe('SendBird DELETE /v3/group_channels/sr_1: no answer within 200 ms');
    expect(err.message).not.toContain(TOKEN);
  });
});
