import { describe, expect, it } from 'vitest';
import { countrystateContract } from '../contract/countrystate';
import { lookupContract } from '../contract/lookup';
import { createHttpClient, queryString } from './http';

type Sent = { url: string; init: RequestInit };

function fakeFetch(responses: Response[]) {
  const sent: Sent[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the HTTP client', () => {
  it('leaves null, undefined and empty values out of the query string (spec §5)', () => {
    expect(queryString({ search: null, sortBy: undefined, status: '', pageSize: 10, offset: 0, showAll: true })).toBe('?pageSize=10&offset=0&showAll=true');
    expect(queryString({})).toBe('');
  });

  it('sends the method, the URL, the bearer token and a JSON body', async () => {
    const { sent, fetch } = fakeFetch([json(200, { id: 3 })]);
    const http = createHttpClient({ fetch, token: () => 'tok', refresh: async () => false });
    expect(await http(countrystateContract.upsertCountry, { body: { id: 0, name: 'Peru', abbreviation: 'PE' } })).toEqual({ id: 3 });
    expect(sent[0].url).toBe('/api/countrystate/UpsertCountry');
    expect(sent[0].init.method).toBe('POST');
    expect(sent[0].init.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(sent[0].init.body).toBe('{"id":0,"name":"Peru","abbreviation":"PE"}');
  });

  it("sends the console's language as Accept-Language, and none when it has none", async () => {
    const { sent, fetch } = fakeFetch([json(200, []), json(200, [])]);
    await createHttpClient({ fetch, token: () => 'tok', refresh: async () => false, language: () => 'es' })(lookupContract.getMakes);
    await createHttpClient({ fetch, token: () => 'tok', refresh: async () => false })(lookupContract.getMakes);
    expect(sent.map((s) => (s.init.headers as Record<string, string>)['accept-language'])).toEqual(['es', undefined]);
  });

  it('refreshes the token once on 401 and repeats the call', async () => {
    let token = 'old';
    const { sent, fetch } = fakeFetch([json(401, { message: 'expired' }), json(200, [])]);
    const http = createHttpClient({ fetch, token: () => token, refresh: async () => {
        token = 'new';
        return true;
      },
    });
    await http(lookupContract.getMakes, { query: { showAll: false } });
    expect(sent.map((s) => [s.url, (s.init.headers as Record<string, string>).authorization])).toEqual([
      ['/api/lookup/GetMakes?showAll=false', 'Bearer old'],
      ['/api/lookup/GetMakes?showAll=false', 'Bearer new'],
    ]);
  });

  it("throws an HttpError with the server's message and status", async () => {
    const { fetch } = fakeFetch([json(409, { message: 'Country 4 was changed by someone else', code: 'stale' })]);
    const http = createHttpClient({ fetch, token: () => 'tok', refresh: async () => false });
    await expect(http(countrystateContract.upsertCountry, { body: {} })).rejects.toMatchObject({
      message: 'Country 4 was changed by someone else',
      status: 409,
      body: { code: 'stale' },
    });
  });
});
