/**
 * User/GetDownloadToken and the file endpoints that take `?downloadToken=` in
 * place of the bearer token: single use, 60 seconds, bound to its user, stored
 * only as a hash, refused on every other endpoint.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract } from '../../contract/business';
import { usersContract as c } from '../../contract/users';
import { createBusiness } from '../modules/businessDetails/testFixtures';
import { roleId, signedInUser } from '../modules/users/testFixtures';
import { call, login, withTestApp } from '../test/harness';

const t = withTestApp();
let admin = '';
let fileId = 0;
const CONTENT = 'Calibration report, bay 3\n';

beforeAll(async () => {
  admin = (await login(t.app, 'demo.admin')).access_token;
  const businessId = await createBusiness(t.db);
  const note = await t.db.insertInto('business_notes').values({ business_id: businessId, text: 'Report attached' }).returning('id').executeTakeFirstOrThrow();
  const content = Buffer.from(CONTENT);
  const file = await t.db
    .insertInto('business_note_files')
    .values({ note_id: note.id, name: 'report.txt', content_type: 'text/plain', size: content.length, content })
    .returning('id')
    .executeTakeFirstOrThrow();
  fileId = file.id;
});

const issue = async (token = admin) => {
  const res = await call(t.app, c.getDownloadToken, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; expiresIn: number }>().token;
};
const noteFile = (downloadToken: string, bearer?: string) =>
  call(t.app, businessContract.noteFile, { token: bearer, query: { id: String(fileId), downloadToken } });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('User/GetDownloadToken', () => {
  it('issues a random token for 60 seconds, bound to the caller, stored only as its SHA-256', async () => {
    const res = await call(t.app, c.getDownloadToken, { token: admin });
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: 60 });
    const { token } = res.json<{ token: string }>();
    const rows = await t.db.selectFrom('download_tokens').selectAll().execute();
    const row = rows.find((r) => r.token_hash === sha256(token));
    const me = await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: me.id, used_at: null });
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(60_000);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await issue()).not.toBe(token);
  });

  it('answers 401 without a bearer token and 403 to a Technician', async () => {
    expect((await call(t.app, c.getDownloadToken)).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, c.getDownloadToken, { token: tech })).statusCode).toBe(403);
  });

  it('clears expired tokens away when it issues one', async () => {
    const me = await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow();
    await t.db.insertInto('download_tokens').values({ token_hash: sha256('stale'), user_id: me.id, expires_at: new Date(Date.now() - 1000) }).execute();
    await issue();
    expect(await t.db.selectFrom('download_tokens').select('token_hash').where('token_hash', '=', sha256('stale')).execute()).toEqual([]);
  });
});

describe('a download token in place of the bearer token', () => {
  it('downloads a note file once; a second use is refused with 401', async () => {
    const token = await issue();
    const first = await noteFile(token);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(CONTENT);
    expect(first.headers['content-disposition']).toContain('report.txt');
    expect((await noteFile(token)).statusCode).toBe(401);
  });

  it('downloads the business export', async () => {
    const token = await issue();
    const res = await call(t.app, businessContract.export, { query: { downloadToken: token, columns: 'name' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toMatch(/^\uFEFF?name\r\n/);
    expect((await call(t.app, businessContract.export, { query: { downloadToken: token } })).statusCode).toBe(401);
  });

  it('is used by exactly one of two simultaneous requests', async () => {
    const token = await issue();
    const statuses = (await Promise.all([noteFile(token), noteFile(token)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('is refused once expired, and when unknown or empty', async () => {
    const token = await issue();
    await t.db.updateTable('download_tokens').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('token_hash', '=', sha256(token)).execute();
    expect((await noteFile(token)).statusCode).toBe(401);
    expect((await noteFile('not-a-token')).statusCode).toBe(401);
    expect((await noteFile('')).statusCode).toBe(401);
  });

  it('opens no other endpoint, and is not used up there', async () => {
    const token = await issue();
    const res = await call(t.app, c.getAllUsers, { query: { downloadToken: token } });
    expect(res.statusCode).toBe(401);
    const withBearer = await call(t.app, c.getAllUsers, { token: admin, query: { downloadToken: token } });
    expect(withBearer.statusCode).toBe(400);
    expect(withBearer.json().errors[0].field).toBe('downloadToken');
    expect((await noteFile(token)).statusCode).toBe(200);
  });

  it('beside a bearer token is set aside, unused', async () => {
    const token = await issue();
    expect((await noteFile(token, admin)).statusCode).toBe(200);
    expect((await noteFile(token)).statusCode).toBe(200);
  });

  it('is refused once its user is deactivated, and answers 403 once their console role is gone', async () => {
    const { id, session } = await signedInUser(t.app, t.db, ['Admin']);
    const deactivated = await issue(session.access_token);
    const demoted = await issue(session.access_token);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
    expect((await noteFile(deactivated)).statusCode).toBe(401);
    await t.db.updateTable('users').set({ is_active: true }).where('id', '=', id).execute();
    await t.db.updateTable('user_roles').set({ role_id: await roleId(t.db, 'Technician') }).where('user_id', '=', id).execute();
    expect((await noteFile(demoted)).statusCode).toBe(403);
  });

  it('is refused when its user’s access ended after it was issued', async () => {
    const { id, session } = await signedInUser(t.app, t.db, ['Admin']);
    const token = await issue(session.access_token);
    const reset = await call(t.app, c.resetPassword, { token: admin, body: { id, password: 'Fresh-Pasture-Kettle-35', resetLockout: true } });
    expect(reset.statusCode).toBe(200);
    expect((await noteFile(token)).statusCode).toBe(401);
  });
});
