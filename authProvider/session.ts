/**
 * The signed-in session (spec §4 Session): login stores the tokens, loads the
 * profile by username and keeps its roles (the first is the primary role);
 * the access token is refreshed once when it expires; logout revokes the
 * refresh token and clears every stored item.
 */
import { authContract } from '../contract/auth';
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

/** Exchanges the refresh token for new tokens; concurrent callers share one request. */
export function refresh(): Promise<boolean> {
  refreshing ??= (async () => {
    const token = storage.get<string>('refreshToken');
    if (!token) return false;
    try {
      const response = await postJson(authContract.token.url, { grant_type: 'refresh_token', refresh_token: token });
      if (!response.ok) return false;
      keepTokens((await response.json()) as TokenResponse);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function logout(): Promise<void> {
  const token = storage.get<string>('refreshToken');
  storage.clearAll();
  if (token) await postJson(authContract.logout.url, { refresh_token: token }).catch(() => undefined);
}
