/**
 * ListView/List, Get, Upsert, Delete: a user's named views of a list, names unique per user and list, one default,
 * changed at their version, read by id by any console user (the link) but changed and deleted by their owner only,
 * every write recorded in the change history; bad input refused naming the field; console access only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { viewsContract as c } from '../../../contract/views';
import { call, createUser, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let otherToken = '';
let adminId = 0;
let otherId = 0;

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  adminId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).id;
  otherId = await createUser(t.db, { username: 'views.other', password: 'Views-Other-Passw0rd', roles: ['Admin'] });
  otherToken = (await login(t.app, 'views.other', 'Views-Other-Passw0rd')).access_token;
});

const state = { filter: { q: 'auto', status: 3 }, sort: { field: 'city', order: 'ASC' }, columns: ['name', 'city', 'shopId'], perPage: 25 };
const upsert = (body: Record<string, unknown>, as = token) => call(t.app, c.viewUpsert, { token: as, body: { list: 'business', state, ...body } });
const remove = (id: number, version: number, as = token) => call(t.app, c.viewDelete, { token: as, body: { id, version } });
const list = (listName: string, as = token) => call(t.app, c.viewList, { token: as, query: { list: listName } });
const get = (id: number, as = token) => call(t.app, c.viewGet, { token: as, query: { id: String(id) } });
const changes = (recordId: number) =>
  t.db.selectFrom('change_history').select(['action', 'user_id', 'entity', 'scope_id', 'before', 'after']).where('area', '=', 'views').where('entity', '=', 'listView').where('record_id', '=', recordId).orderBy('id').execute();
const count = async () => Number((await t.db.selectFrom('list_views').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('list views', () => {
  it('creates, lists, gets, updates at its version and deletes a view, recording each write', async () => {
    const created = await upsert({ id: 0, name: '  Texas shops  ' });
    expect(created.statusCode, created.body).toBe(200);
    const v = created.json();
    expect(v).toMatchObject({ id: expect.any(Number), list: 'business', name: 'Texas shops', state, isDefault: false, version: 1, ownerId: adminId, ownerName: 'Dana Diaz', mine: true });
    await upsert({ id: 0, name: 'Alpha' });
    await upsert({ id: 0, name: 'On devices' , list: 'devices' });
    expect((await list('business')).json().map((x: { name: string }) => x.name)).toEqual(['Alpha', 'Texas shops']);
    expect((await list('devices')).json().map((x: { name: string }) => x.name)).toEqual(['On devices']);
    expect((await list('business', otherToken)).json()).toEqual([]);
    expect((await get(v.id)).json()).toMatchObject({ id: v.id, name: 'Texas shops', mine: true });

    const changed = { ...state, columns: ['city', 'name'], perPage: 50 };
    const updated = await upsert({ id: v.id, version: 1, name: 'Texas', state: changed });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Texas', state: changed, version: 2 });

    const stale = await upsert({ id: v.id, version: 1, name: 'Stale' });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    expect((await get(v.id)).json().name).toBe('Texas');
    const staleDelete = await remove(v.id, 1);
    expect([staleDelete.statusCode, staleDelete.json().code]).toEqual([409, 'stale']);

    expect((await remove(v.id, 2)).json()).toEqual({ success: true });
    expect((await get(v.id)).statusCode).toBe(404);
    expect((await remove(v.id, 2)).statusCode).toBe(404);
    expect((await changes(v.id)).map((ch) => [ch.action, ch.user_id, ch.entity, ch.scope_id, ch.before?.name ?? null, ch.after?.name ?? null])).toEqual([
      ['create', adminId, 'listView', adminId, null, 'Texas shops'],
      ['update', adminId, 'listView', adminId, 'Texas shops', 'Texas'],
      ['delete', adminId, 'listView', adminId, 'Texas', null],
    ]);
  });

  it('refuses a name repeated on the same list by the same user, in any case, naming it', async () => {
    expect((await upsert({ id: 0, name: 'Repeated' })).statusCode).toBe(200);
    const before = await count();
    const duplicate = await upsert({ id: 0, name: 'REPEATED' });
    expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'duplicate']);
    expect(duplicate.json().message).toContain('"REPEATED"');
    expect(await count()).toBe(before);
    // Free for another user, and on another list.
    expect((await upsert({ id: 0, name: 'Repeated' }, otherToken)).statusCode).toBe(200);
    expect((await upsert({ id: 0, name: 'Repeated', list: 'devices' })).statusCode).toBe(200);
  });

  it('keeps one default per user and list: marking one unmarks the other in the same write, both recorded', async () => {
    const a = (await upsert({ id: 0, name: 'Default A', list: 'partners', isDefault: true })).json();
    expect(a.isDefault).toBe(true);
    const b = (await upsert({ id: 0, name: 'Default B', list: 'partners', isDefault: true })).json();
    const mine = (await list('partners')).json() as { id: number; isDefault: boolean; version: number }[];
    expect(mine.map((x) => [x.id, x.isDefault])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    // Another user's default of the same list is theirs: untouched.
    const theirs = (await upsert({ id: 0, name: 'Theirs', list: 'partners', isDefault: true }, otherToken)).json();
    expect((await get(b.id)).json().isDefault).toBe(true);
    expect((await get(theirs.id, otherToken)).json().isDefault).toBe(true);
    // Set as default again (at the version it has now), the other unmarked.
    const again = await upsert({ id: a.id, version: mine[0].version, name: 'Default A', list: 'partners', isDefault: true });
    expect(again.statusCode, again.body).toBe(200);
    expect((await get(b.id)).json().isDefault).toBe(false);
    expect((await changes(b.id)).map((ch) => [ch.action, ch.before?.isDefault ?? null, ch.after?.isDefault ?? null])).toEqual([
      ['create', null, true],
      ['update', true, false],
    ]);
  });

  it("keeps a view private until shared; opens a shared one by its link's token read-only: refused (403) to change, share or delete it, saved as a copy; unshared, its link opens nothing", async () => {
    const mine = (await upsert({ id: 0, name: 'Shared by link' })).json();
    expect(mine.shareToken).toBeNull();
    // Someone else's view is never read by id, shared or not.
    expect((await get(mine.id, otherToken)).statusCode).toBe(404);
    const share = (body: { id: number; version: number; shared: boolean }, as = token) => call(t.app, c.viewShare, { token: as, body });
    expect((await share({ id: mine.id, version: 1, shared: true }, otherToken)).statusCode).toBe(403);
    const shared = await share({ id: mine.id, version: 1, shared: true });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ version: 2, shareToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    const byToken = (tokenOfLink: string, as = otherToken) => call(t.app, c.viewGet, { token: as, query: { share: tokenOfLink } });
    expect((await get(mine.id, otherToken)).statusCode).toBe(404);
    const opened = await byToken(shared.json().shareToken);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ id: mine.id, name: 'Shared by link', state, ownerId: adminId, ownerName: 'Dana Diaz', mine: false });
    // Sharing again keeps its token; a stale share is refused.
    expect((await share({ id: mine.id, version: 2, shared: true })).json().shareToken).toBe(shared.json().shareToken);
    expect((await share({ id: mine.id, version: 1, shared: false })).statusCode).toBe(409);

    const changed = await upsert({ id: mine.id, version: 1, name: 'Mine now' }, otherToken);
    expect(changed.statusCode, changed.body).toBe(403);
    expect(changed.json().message).toBe(`View ${mine.id} is another user's: save a copy of it to change it.`);
    const changedEs = await call(t.app, c.viewUpsert, { token: otherToken, body: { id: mine.id, version: 1, list: 'business', name: 'X', state }, headers: { 'accept-language': 'es' } });
    expect(changedEs.json().message).toBe(`La vista ${mine.id} es de otro usuario: guarde una copia para cambiarla.`);
    expect((await remove(mine.id, 2, otherToken)).statusCode).toBe(403);
    expect((await get(mine.id)).json()).toMatchObject({ name: 'Shared by link', version: 2 });

    const copy = await upsert({ id: 0, name: 'Shared by link', state: opened.json().state }, otherToken);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toMatchObject({ ownerId: otherId, mine: true, state });
    expect((await changes(copy.json().id)).map((ch) => [ch.action, ch.user_id])).toEqual([['create', otherId]]);

    const unshared = await share({ id: mine.id, version: 2, shared: false });
    expect(unshared.json()).toMatchObject({ version: 3, shareToken: null });
    const gone = await byToken(shared.json().shareToken);
    expect([gone.statusCode, gone.json().message]).toEqual([404, 'No view is shared by this link: its owner may have stopped sharing it.']);
    expect((await changes(mine.id)).map((ch) => [ch.action, ch.before?.shared ?? null, ch.after?.shared])).toEqual([
      ['create', null, false],
      ['update', false, true],
      ['update', true, false],
    ]);
    const bad = await call(t.app, c.viewGet, { token: otherToken, query: { id: String(mine.id), share: shared.json().shareToken } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'id: must be given, or share, but not both']);
    expect((await byToken('not a token')).statusCode).toBe(400);
  });

  it.each([
    ['an empty name', { name: '   ' }, /^name: must not be empty/],
    ['a name over 60 characters', { name: 'x'.repeat(61) }, /^name: /],
    ['a list that is no name', { name: 'Bad list', list: 'business; drop' }, /^list: must be a list name of letters and digits/],
    ['a column that is no name', { name: 'Bad column', state: { ...state, columns: ['name', 'a b'] } }, /^state\.columns\.1: must be a field name of letters, digits and dots/],
    ['a column named twice', { name: 'Twice', state: { ...state, columns: ['name', 'name'] } }, /^state\.columns: must not name a column twice/],
    ['over 100 columns', { name: 'Many', state: { ...state, columns: Array.from({ length: 101 }, (_, i) => `c${i}`) } }, /^state\.columns: must name at most 100 columns/],
    ['a sort field that is no name', { name: 'Bad sort', state: { ...state, sort: { field: 'name desc', order: 'ASC' } } }, /^state\.sort\.field: /],
    ['a sort order that is none', { name: 'Bad order', state: { ...state, sort: { field: 'name', order: 'UP' } } }, /^state\.sort\.order: /],
    ['a filter over 4 KB', { name: 'Big filter', state: { ...state, filter: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}`, 'x'.repeat(900)])) } }, /^state\.filter: must be at most 4096 bytes as JSON/],
    ['a filter text over 1,000 characters', { name: 'Long text', state: { ...state, filter: { q: 'x'.repeat(1001) } } }, /^state\.filter\.q: /],
    ['a filter value that is an object of objects', { name: 'Deep', state: { ...state, filter: { a: { b: { c: 1 } } } } }, /^state\.filter\.a/],
    ['a filter that is no object', { name: 'Array filter', state: { ...state, filter: ['a'] } }, /^state\.filter: /],
    ['a page size of 0', { name: 'No rows', state: { ...state, perPage: 0 } }, /^state\.perPage: /],
    ['a page size over 1000', { name: 'Too many rows', state: { ...state, perPage: 1001 } }, /^state\.perPage: /],
    ['a change without its version', { id: 1, name: 'No version' }, /^version: is required to change a saved view/],
  ])('answers 400 naming the field for %s, writing nothing', async (_what, body, message) => {
    const before = await count();
    const res = await upsert({ id: 0, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('answers 404 for a view that is not there', async () => {
    const res = await get(99999999);
    expect([res.statusCode, res.json().message]).toEqual([404, 'View 99999999 was not found.']);
    expect((await upsert({ id: 99999999, version: 1, name: 'Gone' })).statusCode).toBe(404);
  });

  it('is for console users only: 401 without a token, 403 for a role without console access', async () => {
    expect((await call(t.app, c.viewList, { query: { list: 'business' } })).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    for (const res of [
      await list('business', tech),
      await get(1, tech),
      await upsert({ id: 0, name: 'Tech view' }, tech),
      await remove(1, 1, tech),
    ])
      expect(res.statusCode).toBe(403);
  });
});
