/**
 * The signed-in session (spec §4 Session): login stores the tokens, loads the
 * profile by username and keeps its roles (the first is the primary role);
 * the access token is refreshed once when it expires; logout revokes the
 * refresh token and clears every stored item.
 */
import { authContract } from '../contract/auth';
import { RETRY, retryWait } from '../dataProvider/http';
import type { TokenResponse } from '../contract/auth';
import { type Profile, usersContract } from '../contract/users';
import { configuration, refreshConfiguration } from './configuration';
import { hasConsoleRole } from './permissions';
import { storage } from './storage';

export class LoginError extends Error {
  /** `retryAfter`: for `too_many`, the seconds the server asks to wait (its Retry-After header). */
  constructor(
    readonly reason: 'invalid' | 'too_many' | 'unavailable',
    readonly retryAfter?: number,
  ) {
    super(reason);
  }
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function keepTokens(tokens: TokenResponse): void {
  storage.set('token', tokens.access_token);
  storage.set('refreshToken', tokens.refresh_token);
}

export async function login(username: string, password: string): Promise<Profile> {
  let response: Response;
  try {
    response = await postJson(authContract.token.url, { grant_type: 'password', username, password });
  } catch {
    throw new LoginError('unavailable');
  }
  if (response.status === 429) {
    const wait = Number(response.headers.get('retry-after'));
    throw new LoginError('too_many', Number.isInteger(wait) && wait > 0 ? wait : undefined);
  }
  if (response.status === 400 || response.status === 401) throw new LoginError('invalid');
  if (!response.ok) throw new LoginError('unavailable');
  keepTokens((await response.json()) as TokenResponse);
  const profileUrl = `${usersContract.getUserByName.url}?${new URLSearchParams({ username })}`;
  const profileResponse = await fetch(profileUrl, { headers: { authorization: `Bearer ${accessToken()}` } });
  if (!profileResponse.ok) {
    storage.clearAll();
    throw new LoginError('unavailable');
  }
  const profile = (await profileResponse.json()) as Profile;
  storage.set('profile', profile);
  storage.set(
    'roles',
    profile.Roles.map((r) => r.Name),
  );
  if (hasConsoleRole(currentRoles())) await cacheConfiguration();
  return profile;
}

/** Configuration values (lookup key `configuration`, spec §7), cached in storage as text → value. */
function cacheConfiguration(): Promise<void> {
  return refreshConfiguration(async (endpoint, { query }) => {
    const response = await fetch(`${endpoint.url}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${accessToken()}` } });
    if (!response.ok) throw new Error(`${endpoint.url}: ${response.status}`);
    return response.json();
  }).catch(() => undefined);
}

export { configuration };

export const accessToken = (): string | null => storage.get<string>('token');
export const currentProfile = (): Profile | null => storage.get<Profile>('profile');
export const currentRoles = (): string[] => storage.get<string[]>('roles') ?? [];
export const primaryRole = (): string | null => currentRoles()[0] ?? null;

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for new tokens; concurrent callers share one request. Only the auth service's
 * refusal of the token (400, 401) ends the session: a refresh answered 503 (its database restarting) or 429 (the
 * address's calls without a token past their limit), or not answered at all, is tried again after the wait the
 * answer asks for (retryWait, as reads are), REFRESH_ATTEMPTS times, so a moment's outage does not sign staff out.
 */
export function refresh(sleep: (ms: number) => Promise<void> = wait): Promise<boolean> {
  refreshing ??= (async () => {
    const token = storage.get<string>('refreshToken');
    if (!token) return false;
    for (let attempt = 1; ; attempt++) {
      const response = await postJson(authContract.token.url, { grant_type: 'refresh_token', refresh_token: token }).catch(() => null);
      if (response?.ok) {
        keepTokens((await response.json()) as TokenResponse);
        return true;
      }
      const transient = response === null || response.status === 429 || response.status >= 500;
      if (!transient || attempt >= REFRESH_ATTEMPTS) return false;
      await sleep(response ? retryWait(response) : RETRY.defaultWaitMs);
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Tries of a refresh the service could not answer: with retryWait's bounds, under a minute in all. */
export const REFRESH_ATTEMPTS = 6;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function logout(): Promise<void> {
  const token = storage.get<string>('refreshToken');
  storage.clearAll();
  if (token) await postJson(authContract.logout.url, { refresh_token: token }).catch(() => undefined);
}
