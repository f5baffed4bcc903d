/**
 * No secret in the log. One app logging everything it can (`trace`) serves a working session that handles every
 * kind of secret the API sees: passwords (a login, a wrong one, a user created with one, a password reset, a refused
 * weak one), tokens (access, refresh, a download token in a URL, a chat socket's token frame, the metrics token)
 * and a file's contents (uploaded, downloaded). Then the whole log of the run is searched for each of them.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authContract } from '../../contract/auth';
import { businessContract } from '../../contract/business';
import { usersContract } from '../../contract/users';
import { buildApp, defaultAppConfig } from '../app';
import { openSocket } from '../modules/chat/realtime/testSocket';
import { call, login, TEST_PASSWORDS, tokenRequest } from '../test/harness';
import { capturedLog } from '../test/capturedLog';
import { openTestDatabase, type TestDatabase } from '../test/database';

const { lines: log, stream: logStream } = capturedLog();
const METRICS_TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
let database: TestDatabase;
let app: FastifyInstance;
/** Every secret the session handled, by what it is. */
const secrets = new Map<string, string>();

beforeAll(async () => {
  database = await openTestDatabase(inject('pgliteSnapshot'));
  app = await buildApp(database.db, { ...defaultAppConfig, LOG_LEVEL: 'trace', METRICS_TOKEN }, { logStream });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function ok(res: { statusCode: number; body: string }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body || 'null');
}

describe('the log of a whole session', () => {
  it('holds none of the passwords, tokens and file contents the session used', async () => {
    secrets.set('admin password', TEST_PASSWORDS.admin);
    secrets.set('metrics token', METRICS_TOKEN);
    const session = await login(app, 'admin');
    secrets.set('access token', session.access_token);
    secrets.set('refresh token', session.refresh_token);
    const token = session.access_token;

    const wrong = `Wrong-${randomBytes(8).toString('hex')}`;
    secrets.set('wrong password', wrong);
    expect((await tokenRequest(app, { grant_type: 'password', username: 'admin', password: wrong })).statusCode).toBe(400);
    const refreshed = await ok(await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: session.refresh_token }));
    secrets.set('rotated refresh token', refreshed.refresh_token);
    secrets.set('refreshed access token', refreshed.access_token);
    // The refresh token already used, sent again: refused (its reuse revokes the login), and not logged either.
    expect((await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: session.refresh_token })).statusCode).toBe(401);

    const created = `Created-${randomBytes(8).toString('hex')}-pw`;
    secrets.set('created user password', created);
    const admin = await database.db.selectFrom('roles').select('id').where('name', '=', 'Admin').executeTakeFirstOrThrow();
    const user = await ok(
      await call(app, usersContract.createUser, {
        token,
        body: { Username: 'secret.keeper', Email: 'secret.keeper@example.test', GivenName: 'Secret', FamilyName: 'Keeper', Roles: [{ Id: admin.id }], Password: created },
      }),
    );
    const userId = Number(user.UserId);
    expect(userId).toBeGreaterThan(0);
    await login(app, 'secret.keeper', created);
    const reset = `Reset-${randomBytes(8).toString('hex')}-pw`;
    secrets.set('reset password', reset);
    await ok(await call(app, usersContract.resetPassword, { token, body: { id: userId, password: reset, resetLockout: true } }));
    // A weak one, refused by the policy: the refusal names the field, never the value.
    const weak = 'password1234';
    expect((await call(app, usersContract.resetPassword, { token, body: { id: userId, password: weak, resetLockout: false } })).statusCode).toBe(400);
    secrets.set('refused weak password', weak);

    const content = `Confidential visit notes ${randomBytes(16).toString('hex')}\n`;
    secrets.set('file contents', content);
    secrets.set('file contents (base64)', Buffer.from(content).toString('base64'));
    const note = await ok(await call(app, businessContract.upsertNote, { token, body: { id: 0, businessId: 1, text: 'Called the shop' } }));
    const file = await ok(await call(app, businessContract.addDocument, { token, body: { noteId: note.id, fileName: 'visit.txt', contentBase64: Buffer.from(content).toString('base64') } }));
    const download = await ok(await call(app, usersContract.getDownloadToken, { token }));
    secrets.set('download token', download.token);
    const fetched = await call(app, businessContract.noteFile, { query: { id: String(file.id), downloadToken: download.token } });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.body).toBe(content);

    const socket = await openSocket(app);
    socket.send({ type: 'auth', token: refreshed.access_token });
    await socket.next('ready');
    socket.ws.close();
    await socket.closed;

    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(200);
    expect((await call(app, authContract.logout, { body: { refresh_token: refreshed.refresh_token } })).statusCode).toBeLessThan(300);

    const whole = log.join('');
    // The log did record the session: a line per request, at least.
    expect(whole).toContain('/api/Business/NoteFile?id=');
    expect(whole).toContain('"event":"auth.login.failed"');
    const found = [...secrets].filter(([, secret]) => whole.includes(secret)).map(([what]) => what);
    expect(found).toEqual([]);
    // A JWT's signature alone is as good as the token to someone holding its header and claims (logged user ids).
    for (const jwt of [session.access_token, refreshed.access_token]) expect(whole).not.toContain(jwt.split('.')[2]);
  });
});
