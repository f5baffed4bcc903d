/**
 * Pruning: expired refresh-token families, old login attempts, expired download
 * tokens, the rate limits' past windows and old revocation records go; what can still be used stays. And the
 * job that runs it: after the server is ready, periodically, never after close.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { login, tokenRequest, withTestApp } from '../test/harness';
import { type PruneOptions, pruneExpired } from './prune';
import { schedulePruning } from './pruneJob';
import { createRevocations } from './revocations';
import { newSecretToken, tokenHash } from './secretTokens';

const t = withTestApp();
const policy = { idleSeconds: 1800, absoluteSeconds: 43200 };
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
const options = (): PruneOptions => ({ refresh: policy, revocations: createRevocations({ retainMs: 900_000 }) });

async function adminId(): Promise<number> {
  return (await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
}

/** A refresh token row of a family; answers its family id. */
async function refreshRow(row: { family?: string; startedAgo: number; usedAgo: number; revoked?: boolean }): Promise<string> {
  const family = row.family ?? randomUUID();
  await t.db
    .insertInto('refresh_tokens')
    .values({
      user_id: await adminId(),
      token_hash: tokenHash(newSecretToken()),
      family_id: family,
      family_started_at: ago(row.startedAgo),
      created_at: ago(row.usedAgo),
      last_used_at: ago(row.usedAgo),
      revoked_at: row.revoked ? ago(row.usedAgo) : null,
    })
    .execute();
  return family;
}

const familyRows = async (family: string) =>
  Number((await t.db.selectFrom('refresh_tokens').select(sql<number>`count(*)::int`.as('n')).where('family_id', '=', family).executeTakeFirstOrThrow()).n);

describe('pruneExpired', () => {
  it('deletes what can no longer be used and keeps the rest', async () => {
    await pruneExpired(t.db, options()); // start from nothing expired
    // Refresh tokens: a live family keeps its rotated (revoked) rows, for reuse detection.
    const live = await refreshRow({ startedAgo: 3600, usedAgo: 1200, revoked: true });
    await refreshRow({ family: live, startedAgo: 3600, usedAgo: 60 });
    const idle = await refreshRow({ startedAgo: 7200, usedAgo: 1801 });
    const tooOld = await refreshRow({ startedAgo: 43201, usedAgo: 10 });
    const loggedOut = await refreshRow({ startedAgo: 600, usedAgo: 300, revoked: true });
    await refreshRow({ family: loggedOut, startedAgo: 600, usedAgo: 30, revoked: true });
    // A session made the real way stays.
    const session = await login(t.app, 'demo.admin');

    await t.db
      .insertInto('login_attempts')
      .values([
        { bucket: 'prune:old', attempted_at: ago(3600) },
        { bucket: 'prune:old', attempted_at: ago(61) },
        { bucket: 'prune:recent', attempted_at: ago(5) },
      ])
      .execute();

    const user_id = await adminId();
    await t.db
      .insertInto('download_tokens')
      .values([
        { token_hash: tokenHash('expired'), user_id, created_at: ago(61), expires_at: ago(1) },
        { token_hash: tokenHash('valid'), user_id, created_at: ago(1), expires_at: ago(-59) },
      ])
      .execute();

    await t.db
      .insertInto('rate_counts')
      .values([
        { window_start: ago(3600), key: 'prune:old', hits: 3 },
        { window_start: ago(301), key: 'prune:old', hits: 1 },
        { window_start: ago(5), key: 'prune:recent', hits: 2 },
      ])
      .execute();

    let now = Date.now();
    const revocations = createRevocations({ retainMs: 900_000, now: () => now });
    revocations.revoke(1);
    now += 60_000;
    revocations.revoke(2);
    now += 900_000 - 30_000; // user 1's record is older than the access-token lifetime, user 2's is not

    const pruned = await pruneExpired(t.db, { refresh: policy, revocations });
    expect(pruned).toEqual({ refreshTokens: 4, loginAttempts: 2, downloadTokens: 1, rateCounts: 2, revocations: 1 });

    expect([await familyRows(live), await familyRows(idle), await familyRows(tooOld), await familyRows(loggedOut)]).toEqual([2, 0, 0, 0]);
    const refreshed = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const attempts = await t.db.selectFrom('login_attempts').select('bucket').where('bucket', 'like', 'prune:%').execute();
    expect(attempts).toEqual([{ bucket: 'prune:recent' }]);
    const downloads = await t.db.selectFrom('download_tokens').select('token_hash').execute();
    expect(downloads).toEqual([{ token_hash: tokenHash('valid') }]);
    expect(await t.db.selectFrom('rate_counts').select('key').where('key', 'like', 'prune:%').execute()).toEqual([{ key: 'prune:recent' }]);
    expect(revocations.isRevoked(1, 0)).toBe(false);
    expect(revocations.isRevoked(2, 0)).toBe(true);

    // Twice is once: a second run (another server's, say) finds nothing more.
    expect(await pruneExpired(t.db, { refresh: policy, revocations })).toEqual({ refreshTokens: 0, loginAttempts: 0, downloadTokens: 0, rateCounts: 0, revocations: 0 });
  });

  it('leaves a reused token detectable: a family still alive keeps its rotated tokens', async () => {
    const first = await login(t.app, 'demo.tech');
    const second = (await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    await pruneExpired(t.db, options());
    // The rotated token, replayed, still ends the family: the newer token is refused too.
    expect((await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token })).statusCode).toBe(401);
    expect((await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: second.refresh_token })).statusCode).toBe(401);
  });
});

describe('schedulePruning', () => {
  const waitFor = async (check: () => boolean, ms = 5000) => {
    const until = Date.now() + ms;
    while (!check()) {
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  function appWithLog() {
    const lines: Array<{ level: number; event?: string; removed?: Record<string, number>; msg: string }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { app: Fastify({ logger: { level: 'debug', stream } }), lines };
  }

  it('runs once the server is ready and then periodically, logs what it removed, and stops on close', async () => {
    const { app, lines } = appWithLog();
    const runs = () => lines.filter((l) => l.event === 'auth.pruned');
    schedulePruning(app, () => pruneExpired(t.db, options()), { firstAfterMs: 20, everyMs: 40 });
    await new Promise((r) => setTimeout(r, 100));
    expect(runs()).toEqual([]); // not before the server is ready

    await t.db
      .insertInto('download_tokens')
      .values({ token_hash: tokenHash('job'), user_id: await adminId(), created_at: ago(61), expires_at: ago(1) })
      .execute();
    await app.ready();
    await waitFor(() => runs().length >= 3);
    // The first run removed the expired token (and maybe login attempts that aged meanwhile): logged at info, with the counts.
    const [first, second] = runs();
    expect(first).toMatchObject({ level: 30, removed: { downloadTokens: 1 } });
    const total = Object.values(first.removed ?? {}).reduce((a, b) => a + b, 0);
    expect(first.msg).toBe(`pruned ${total} expired auth records`);
    expect(second.removed?.downloadTokens).toBe(0);

    await app.close();
    const after = runs().length;
    await new Promise((r) => setTimeout(r, 150));
    expect(runs()).toHaveLength(after);
  });

  it('logs a failed run and tries again on time', async () => {
    const broken = await openDatabase({}); // a database without our tables: every DELETE fails
    const { app, lines } = appWithLog();
    schedulePruning(app, () => pruneExpired(broken.db, options()), { firstAfterMs: 10, everyMs: 20 });
    await app.ready();
    await waitFor(() => lines.filter((l) => l.event === 'auth.prune_failed').length >= 2);
    expect(lines.find((l) => l.event === 'auth.prune_failed')).toMatchObject({ level: 50, msg: 'pruning expired auth records failed' });
    await app.close();
    await broken.db.destroy();
  });
});
