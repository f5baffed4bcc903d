import { describe, expect, it } from 'vitest';
import { countrystateContract } from '../contract/countrystate';
import { historyContract } from '../contract/history';
import { lookupContract } from '../contract/lookup';
import { messagesContract } from '../contract/messages';
import { createHttpClient, posted, queryString, RETRY } from './http';

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

  it("adds the request id of a server fault to its message, for the user to quote; not to a refusal's", async () => {
    const reference = (message: string, id: string) => `${message} Referencia: ${id}`;
    const { fetch } = fakeFetch([
      json(500, { message: 'Error interno del servidor.', requestId: 'f1d2' }),
      new Response('Bad gateway', { status: 502, headers: { 'request-id': 'b7' } }),
      json(400, { message: 'name: Required', requestId: 'x' }),
    ]);
    const http = createHttpClient({ fetch, token: () => 'tok', refresh: async () => false, withReference: reference });
    const body = { body: { id: 0, name: 'Peru', abbreviation: 'PE' } };
    await expect(http(countrystateContract.upsertCountry, body)).rejects.toMatchObject({ status: 500, message: 'Error interno del servidor. Referencia: f1d2' });
    await expect(http(countrystateContract.upsertCountry, body)).rejects.toMatchObject({ status: 502, message: 'Bad gateway Referencia: b7' });
    await expect(http(countrystateContract.upsertCountry, body)).rejects.toMatchObject({ status: 400, message: 'name: Required' });
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

  it('tells of an accepted write (a POST), not of a POST that only reads, nor of a refused one', async () => {
    let told = 0;
    const listener = () => told++;
    posted.addEventListener('posted', listener);
    try {
      const { fetch } = fakeFetch([json(200, { id: 3 }), json(200, { count: 0, items: [] }), json(409, { message: 'stale' })]);
      const http = createHttpClient({ fetch, token: () => 'tok', refresh: async () => false });
      await http(countrystateContract.upsertCountry, { body: { id: 0, name: 'Peru', abbreviation: 'PE' } });
      expect(told).toBe(1);
      await http(historyContract.activity, { body: {} });
      await expect(http(countrystateContract.upsertCountry, { body: {} })).rejects.toMatchObject({ status: 409 });
      expect(told).toBe(1);
    } finally {
      posted.removeEventListener('posted', listener);
    }
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

describe('the HTTP client while the service is unavailable (503)', () => {
  const unavailable = (retryAfter?: string) =>
    new Response(JSON.stringify({ message: 'The service is unavailable for a moment', code: 'unavailable' }), {
      status: 503,
      headers: { 'content-type': 'application/json', ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }) },
    });

  /** A client whose waits are recorded instead of waited, and whose notice changes are recorded. */
  function client(responses: Response[]) {
    const { sent, fetch } = fakeFetch(responses);
    const waits: number[] = [];
    const notice: boolean[] = [];
    const http = createHttpClient({
      fetch,
      token: () => 'tok',
      refresh: async () => false,
      onRetrying: (retrying) => notice.push(retrying),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    return { http, sent, waits, notice };
  }

  it('tries a read again after each Retry-After, shows the notice meanwhile and clears it once answered', async () => {
    const c = client([unavailable('3'), unavailable('3'), json(200, [{ id: 1 }])]);
    expect(await c.http(lookupContract.getMakes, { query: { showAll: true } })).toEqual([{ id: 1 }]);
    expect(c.sent.map((s) => s.url)).toEqual(Array(3).fill('/api/lookup/GetMakes?showAll=true'));
    expect(c.waits).toEqual([3000, 3000]);
    expect(c.notice).toEqual([true, false]);
  });

  it(`gives a read up after ${RETRY.attempts} more tries, with the server's message, and clears the notice`, async () => {
    const c = client(Array.from({ length: RETRY.attempts + 1 }, () => unavailable('1')));
    await expect(c.http(lookupContract.getMakes)).rejects.toMatchObject({ status: 503, message: 'The service is unavailable for a moment' });
    expect(c.sent).toHaveLength(RETRY.attempts + 1);
    expect(c.notice).toEqual([true, false]);
  });

  it('waits 2 s when the answer names no wait, and 10 s at most', async () => {
    const c = client([unavailable(), unavailable('3600'), unavailable('0'), json(200, [])]);
    await c.http(lookupContract.getMakes);
    expect(c.waits).toEqual([2000, 10_000, RETRY.minWaitMs]);
  });

  it('shows one notice for reads retried together, until the last is answered', async () => {
    const { fetch } = fakeFetch([unavailable('1'), unavailable('1'), json(200, ['a']), json(200, ['b'])]);
    const notice: boolean[] = [];
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const http = createHttpClient({ fetch, token: () => 'tok', refresh: async () => false, onRetrying: (r) => notice.push(r), sleep: () => woken });
    const both = Promise.all([http(lookupContract.getMakes), http(lookupContract.getMakes)]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notice).toEqual([true]);
    wake();
    expect(await both).toEqual([['a'], ['b']]);
    expect(notice).toEqual([true, false]);
  });

  it('does not send a write again: a 503 does not prove it wrote nothing; nor a GET that writes', async () => {
    const post = client([unavailable('1')]);
    await expect(post.http(countrystateContract.upsertCountry, { body: { id: 0, name: 'Peru', abbreviation: 'PE' } })).rejects.toMatchObject({ status: 503 });
    expect(post.sent).toHaveLength(1);
    expect(post.notice).toEqual([]);
    const writingGet = client([unavailable('1')]);
    await expect(writingGet.http(messagesContract.deleteCalibrationRecommendation, { query: { id: 4 } })).rejects.toMatchObject({ status: 503 });
    expect(writingGet.sent).toHaveLength(1);
  });

  it('does not send again a read stopped for taking too long (503 `timeout`)', async () => {
    const timeout = new Response(JSON.stringify({ message: 'took too long', code: 'timeout' }), { status: 503, headers: { 'retry-after': '10' } });
    const c = client([timeout]);
    await expect(c.http(lookupContract.getMakes)).rejects.toMatchObject({ status: 503, body: { code: 'timeout' } });
    expect(c.sent).toHaveLength(1);
    expect(c.notice).toEqual([]);
  });
});
