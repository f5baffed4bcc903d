/**
 * ListColumns/Get, Save, Reset: a user's visible columns of a list in order and the hidden ones, kept server-side
 * per user and list, the last choice winning, reset by deleting it; each write recorded in the change history; the
 * user's default view of the list answered with them; console access only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { viewsContract as c } from '../../../contract/views';
import { call, createUser, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let otherToken = '';
let userId = 0;

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  userId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).id;
  await createUser(t.db, { username: 'columns.other', password: 'Columns-Other-Passw0rd', roles: ['Admin'] });
  otherToken = (await login(t.app, 'columns.other', 'Columns-Other-Passw0rd')).access_token;
});

const get = (list: string, as = token) => call(t.app, c.columnsGet, { token: as, query: { list } });
const save = (body: Record<string, unknown>, as = token) => call(t.app, c.columnsSave, { token: as, body });
const reset = (list: string, as = token) => call(t.app, c.columnsReset, { token: as, body: { list } });
const changes = () =>
  t.db.selectFrom('change_history').select(['action', 'user_id', 'scope_id', 'before', 'after']).where('area', '=', 'views').where('entity', '=', 'listColumns').where('user_id', '=', userId).orderBy('id').execute();

describe('list columns', () => {
  it('saves, reads and resets the columns of a list per user, recording each write', async () => {
    expect((await get('business')).json()).toEqual({ list: 'business', columns: [], hidden: [], saved: false, defaultView: null });
    const saved = await save({ list: 'business', columns: ['city', 'name', 'status'], hidden: ['phone', 'shopId'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('business')).json()).toEqual({ list: 'business', columns: ['city', 'name', 'status'], hidden: ['phone', 'shopId'], saved: true, defaultView: null });
    // Another user and another list: their own.
    expect((await get('business', otherToken)).json().saved).toBe(false);
    expect((await get('devices')).json().saved).toBe(false);
    // The last choice wins (no version: a preference).
    expect((await save({ list: 'business', columns: ['name', 'city'], hidden: ['status'] })).statusCode).toBe(200);
    expect((await get('business')).json()).toMatchObject({ columns: ['name', 'city'], hidden: ['status'] });
    // The same choice again writes nothing (no history entry below).
    expect((await save({ list: 'business', columns: ['name', 'city'], hidden: ['status'] })).statusCode).toBe(200);
    expect((await t.db.selectFrom('list_columns').where('list', '=', 'business').select('id').execute()).length).toBe(1);

    expect((await reset('business')).json()).toEqual({ list: 'business', columns: [], hidden: [], saved: false });
    expect((await get('business')).json().saved).toBe(false);
    // A reset of nothing saved changes nothing.
    expect((await reset('business')).statusCode).toBe(200);
    expect((await changes()).map((ch) => [ch.action, ch.scope_id, ch.before?.columns ?? null, ch.after?.columns ?? null])).toEqual([
      ['create', userId, null, ['city', 'name', 'status']],
      ['update', userId, ['city', 'name', 'status'], ['name', 'city']],
      ['delete', userId, ['name', 'city'], null],
    ]);
  });

  it("answers the caller's default view of the list with its columns", async () => {
    const state = { filter: {}, sort: { field: 'name', order: 'ASC' }, columns: ['name'], perPage: 10 };
    const view = (await call(t.app, c.viewUpsert, { token, body: { id: 0, list: 'salesReps', name: 'Mine', state, isDefault: true } })).json();
    expect((await get('salesReps')).json().defaultView).toMatchObject({ id: view.id, name: 'Mine', isDefault: true, state });
    expect((await get('salesReps', otherToken)).json().defaultView).toBeNull();
  });

  it.each([
    ['a column that is no name', { list: 'business', columns: ['na me'], hidden: [] }, /^columns\.0: must be a field name/],
    ['a column both visible and hidden', { list: 'business', columns: ['name'], hidden: ['name'] }, /^hidden: must not name a visible column/],
    ['over 100 columns', { list: 'business', columns: Array.from({ length: 101 }, (_, i) => `c${i}`), hidden: [] }, /^columns: must name at most 100 columns/],
    ['no list', { columns: ['name'], hidden: [] }, /^list: /],
  ])('answers 400 naming the field for %s', async (_what, body, message) => {
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('is for console users only: 401 without a token, 403 for a role without console access', async () => {
    expect((await call(t.app, c.columnsGet, { query: { list: 'business' } })).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await get('business', tech)).statusCode).toBe(403);
    expect((await save({ list: 'business', columns: ['name'], hidden: [] }, tech)).statusCode).toBe(403);
    expect((await reset('business', tech)).statusCode).toBe(403);
  });
});
