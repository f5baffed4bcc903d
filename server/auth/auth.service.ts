/**
 * The auth service: password and refresh-token grants, logout.
 * An unknown user, a wrong password, a locked or an inactive account all get
 * the same answer after the same work (one scrypt verification).
 */
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { loginRefusals } from '../metrics/metrics';
import { m } from '../http/text';
import { findIdentity, findIdentityById, type Identity, recordFailedLogin, recordSuccessfulLogin } from '../modules/identity/identities.repository';
import type { SigningKey } from './keys';
import { takeLoginAttempt, tooManyAttempts } from './loginLimits';
import { decoyHash, verifyPassword } from './passwords';
import { issueRefreshToken, type RefreshPolicy, revokeAllForUser, revokeByToken, rotateRefreshToken } from './refreshTokens';
import type { Revocations } from './revocations';
import { signAccessToken } from './tokens';

export const LOCK_AFTER_FAILURES = 5;
export const INVALID_LOGIN = m`Invalid username or password.`;

export interface AuthOptions {
  db: Db;
  key: SigningKey;
  accessTtl: number;
  refresh: RefreshPolicy;
  /** Where this app records that a user's access ended (a lockout, an account found inactive). */
  revocations: Revocations;
}

/** Ends every session of a user: the refresh tokens, and the access tokens issued so far. */
async function endSessions(opts: AuthOptions, userId: number): Promise<void> {
  await revokeAllForUser(opts.db, userId);
  opts.revocations.revoke(userId);
}

export type AuthEvent = { event: string; username?: string; userId?: number };

async function tokensFor(opts: AuthOptions, user: Identity, refreshToken: string) {
  const roles = user.roles.map((r) => r.Name);
  const access_token = await signAccessToken(opts.key, { id: user.id, username: user.username, roles }, opts.accessTtl);
  return { access_token, token_type: 'Bearer' as const, expires_in: opts.accessTtl, refresh_token: refreshToken };
}

const rejected = () => new HttpError(400, INVALID_LOGIN);

export async function passwordGrant(opts: AuthOptions, username: string, password: string, ip: string, log: (e: AuthEvent) => void) {
  const attempt = await takeLoginAttempt(opts.db, username, ip);
  if ('wait' in attempt) {
    log({ event: 'auth.login.rate_limited', username });
    loginRefusals.inc({ reason: 'rate_limited' });
    throw new HttpError(429, tooManyAttempts(attempt.wait), undefined, { 'retry-after': String(attempt.wait) });
  }
  const user = await findIdentity(opts.db, username);
  const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid || !user.is_active || user.is_locked_out || !user.can_sign_in) {
    if (user && !valid && !user.is_locked_out) {
      const locked = await recordFailedLogin(opts.db, user.id, LOCK_AFTER_FAILURES);
      if (locked) {
        await endSessions(opts, user.id);
        log({ event: 'auth.account.locked', username, userId: user.id });
        loginRefusals.inc({ reason: 'locked' });
      }
    }
    log({ event: 'auth.login.failed', username });
    loginRefusals.inc({ reason: 'invalid' });
    throw rejected();
  }
  await recordSuccessfulLogin(opts.db, user.id);
  await attempt.succeeded();
  log({ event: 'auth.login.succeeded', username, userId: user.id });
  return tokensFor(opts, user, await issueRefreshToken(opts.db, user.id));
}

export async function refreshGrant(opts: AuthOptions, token: string, log: (e: AuthEvent) => void) {
  const invalid = () => new HttpError(401, m`The refresh token is invalid or expired.`);
  const rotated = await rotateRefreshToken(opts.db, token, opts.refresh);
  if (!rotated) {
    log({ event: 'auth.refresh.refused' });
    throw invalid();
  }
  const user = await findIdentityById(opts.db, rotated.userId);
  if (!user?.is_active || user.is_locked_out || !user.can_sign_in) {
    await endSessions(opts, rotated.userId);
    throw invalid();
  }
  return tokensFor(opts, user, rotated.token);
}

export async function logout(opts: AuthOptions, token: string) {
  return { revoked: await revokeByToken(opts.db, token) };
}
