import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_ATTEMPTS, accessToken, refresh } from './session';
import { storage } from './storage';

const tokens = { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'Bearer', expires_in: 900 };
const answer = (status: number, headers: Record<string, string> = {}) =>
  status === 200 ? new Response(JSON.stringify(tokens), { status, headers: { 'content-type': 'application/json' } }) : new Response(JSON.stringify({ message: 'no' }), { status, headers });

/** The token endpoint answers these in turn (an Error: the request fails), recording each wait asked for. */
function serve(...answers: (Response | Error)[]) {
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { fetch, waits, sleep };
}

describe('refreshing the session', () => {
  beforeEach(() => {
    localStorage.clear();
    storage.set('token', 'old-access');
    storage.set('refreshToken', 'old-refresh');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the new tokens when the auth service answers', async () => {
    const { fetch } = serve(answer(200));
    expect(await refresh()).toBe(true);
    expect(accessToken()).toBe('new-access');
    expect(storage.get('refreshToken')).toBe('new-refresh');
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ grant_type: 'refresh_token', refresh_token: 'old-refresh' });
  });

  it('ends at once when the refresh token is refused', async () => {
    const { fetch, waits, sleep } = serve(answer(401));
    expect(await refresh(sleep)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('tries again after a 503, a 429 and no answer, waiting what each asks, and stays signed in', async () => {
    const { fetch, waits, sleep } = serve(answer(503, { 'retry-after': '3' }), answer(429, { 'retry-after': '7' }), new TypeError('Failed to fetch'), answer(200));
    expect(await refresh(sleep)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([3000, 7000, 2000]);
    expect(accessToken()).toBe('new-access');
  });

  it('gives up after REFRESH_ATTEMPTS when the service stays away', async () => {
    const { fetch, sleep } = serve(...Array.from({ length: REFRESH_ATTEMPTS + 2 }, () => answer(503, { 'retry-after': '1' })));
    expect(await refresh(sleep)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(REFRESH_ATTEMPTS);
  });
});
