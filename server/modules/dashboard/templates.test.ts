/**
 * dashboard/DashboardDataTemplates, DashboardDataTemplateSave, DashboardDataTemplateRemove, DashboardDataTemplateShare:
 * named queries per user, private to their owner (someone else's answers 404 by id, to every call), shared by a link
 * whose token cannot be guessed, opened read-only by another user who may save a copy, unshared (the link then 404).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardContract as c } from '../../../contract/dashboard';
import { call, createUser, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let otherToken = '';
let adminId = 0;

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  adminId = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).id;
  await createUser(t.db, { username: 'dash.other', password: 'Dashboard-Other-Passw0rd', roles: ['Admin'] });
  otherToken = (await login(t.app, 'dash.other', 'Dashboard-Other-Passw0rd')).access_token;
});

const save = (body: unknown, as = token) => call(t.app, c.templateSave, { token: as, body });
const remove = (id: number, as = token) => call(t.app, c.templateRemove, { token: as, body: { id } });
const list = (query: Record<string, string>, as = token) => call(t.app, c.templates, { token: as, query });
const share = (id: number, shared: boolean, as = token) => call(t.app, c.templateShare, { token: as, body: { id, shared } });
const shareOf = async (id: number) => (await t.db.selectFrom('dashboard_templates').select('share_token').where('id', '=', id).executeTakeFirstOrThrow()).share_token;
const definition = { startDate: '2031-01-01', endDate: '2031-12-31', conditions: [{ field: 'vehicleMake', operator: 'eq', value: 'Honda', logic: 0 }], columns: ['id', 'vin'], orderBy: 'vin', sortBy: 'desc' };
const changes = (recordId: number) =>
  t.db.selectFrom('change_history').select(['action', 'user_id', 'entity', 'before', 'after']).where('area', '=', 'dashboard').where('record_id', '=', recordId).orderBy('id').execute();
const count = async () => Number((await t.db.selectFrom('dashboard_templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('dashboard templates', () => {
  it('saves, lists, renames at its version and removes a template, private to its owner, recording each change', async () => {
    const created = await save({ id: 0, name: 'Hondas', dashboard: 'statistics', definition });
    expect(created.statusCode, created.body).toBe(200);
    const t1 = created.json();
    expect(t1).toMatchObject({ id: expect.any(Number), name: 'Hondas', dashboard: 'statistics', definition, ownerId: adminId, version: 1, shareToken: null });
    await save({ id: 0, name: 'Devices', dashboard: 'devicestatistics', definition: { conditions: [] } });
    expect((await list({ name: 'statistics' })).json().map((x: { name: string }) => x.name)).toEqual(['Hondas']);
    expect((await list({})).json().map((x: { name: string }) => x.name)).toEqual(['Devices', 'Hondas']);
    expect((await list({ name: 'statistics' }, otherToken)).json()).toEqual([]);
    // By id: the owner's own only; someone else's answers as one that does not exist.
    expect((await list({ id: String(t1.id) })).json()).toEqual([expect.objectContaining({ id: t1.id, name: 'Hondas', ownerId: adminId })]);
    const probed = await list({ id: String(t1.id) }, otherToken);
    expect([probed.statusCode, probed.json().message]).toEqual([404, `Template ${t1.id} was not found.`]);
    expect((await list({ id: '99999999' })).json().message).toBe('Template 99999999 was not found.');

    const renamed = await save({ id: t1.id, version: 1, name: 'Honda requests', dashboard: 'statistics', definition });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Honda requests', version: 2 });

    const stale = await save({ id: t1.id, version: 1, name: 'Stale', dashboard: 'statistics', definition });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    const duplicate = await save({ id: 0, name: 'HONDA REQUESTS', dashboard: 'statistics', definition });
    expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'duplicate']);
    expect(duplicate.json().message).toMatch(/HONDA REQUESTS/);
    // The same name is free for another user and on another dashboard.
    expect((await save({ id: 0, name: 'Honda requests', dashboard: 'statistics', definition }, otherToken)).statusCode).toBe(200);
    expect((await save({ id: 0, name: 'Honda requests', dashboard: 'deviceshipments', definition: { conditions: [] } })).statusCode).toBe(200);

    // Someone else's: changed, removed or shared by nobody else, each answered as a template that does not exist.
    const theirs = await save({ id: t1.id, version: 2, name: 'Mine now', dashboard: 'statistics', definition }, otherToken);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, `Template ${t1.id} was not found.`]);
    expect((await remove(t1.id, otherToken)).statusCode).toBe(404);
    expect((await share(t1.id, true, otherToken)).statusCode).toBe(404);
    expect(await shareOf(t1.id)).toBeNull();
    expect((await save({ id: 99999999, version: 1, name: 'Gone', dashboard: 'statistics', definition })).statusCode).toBe(404);

    expect((await remove(t1.id)).json()).toEqual({ success: true });
    expect((await remove(t1.id)).statusCode).toBe(404);
    expect((await changes(t1.id)).map((ch) => [ch.action, ch.user_id, ch.entity, ch.before?.name ?? null, ch.after?.name ?? null])).toEqual([
      ['create', adminId, 'template', null, 'Hondas'],
      ['update', adminId, 'template', 'Hondas', 'Honda requests'],
      ['delete', adminId, 'template', 'Honda requests', null],
    ]);
  });

  it('shares a template by a link that cannot be guessed, opened read-only by another user, copied, and unshared', async () => {
    const mine = (await save({ id: 0, name: 'Shared Hondas', dashboard: 'statistics', definition })).json();
    expect(await list({ share: 'AAAAAAAAAAAAAAAAAAAAAA' }, otherToken)).toMatchObject({ statusCode: 404 });

    const shared = await share(mine.id, true);
    expect(shared.statusCode, shared.body).toBe(200);
    const link = shared.json().shareToken as string;
    // 128 random bits in base64url, stored as answered; the template's version is not changed by sharing.
    expect(link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(link, 'base64url')).toHaveLength(16);
    expect(shared.json()).toMatchObject({ id: mine.id, version: 1 });
    expect(await shareOf(mine.id)).toBe(link);
    // Shared again (a second copy of the link): the same token, so the link already sent goes on working.
    expect((await share(mine.id, true)).json().shareToken).toBe(link);
    expect((await list({ name: 'statistics' })).json()).toContainEqual(expect.objectContaining({ id: mine.id, shareToken: link }));

    // Another user opens it by its token, read-only: by id it is still not theirs to read, change, share or remove.
    const opened = await list({ share: link }, otherToken);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual([expect.objectContaining({ id: mine.id, name: 'Shared Hondas', definition, ownerId: adminId, ownerName: expect.any(String) })]);
    expect((await list({ id: String(mine.id) }, otherToken)).statusCode).toBe(404);
    expect((await save({ id: mine.id, version: 1, name: 'Taken', dashboard: 'statistics', definition }, otherToken)).statusCode).toBe(404);
    expect((await share(mine.id, false, otherToken)).statusCode).toBe(404);
    expect((await remove(mine.id, otherToken)).statusCode).toBe(404);
    expect(await shareOf(mine.id)).toBe(link);
    // Saving it is saving a copy of their own, private.
    const copy = await save({ id: 0, name: 'My copy', dashboard: 'statistics', definition: opened.json()[0].definition }, otherToken);
    expect(copy.json()).toMatchObject({ name: 'My copy', definition, shareToken: null });
    expect(copy.json().ownerId).not.toBe(adminId);

    // Unshared: the link answers 404 (in the caller's language); shared again, a new link, the old one still dead.
    const unshared = await share(mine.id, false);
    expect(unshared.json()).toMatchObject({ id: mine.id, shareToken: null });
    const dead = await list({ share: link }, otherToken);
    expect([dead.statusCode, dead.json().message]).toEqual([404, 'No template is shared by this link: its owner may have stopped sharing it.']);
    const deadEs = await call(t.app, c.templates, { token: otherToken, query: { share: link }, headers: { 'accept-language': 'es' } });
    expect(deadEs.json().message).toBe('Ninguna plantilla se comparte con este enlace: puede que su propietario haya dejado de compartirla.');
    expect((await share(mine.id, false)).statusCode).toBe(200);
    const again = (await share(mine.id, true)).json().shareToken as string;
    expect(again).not.toBe(link);
    expect((await list({ share: link }, otherToken)).statusCode).toBe(404);
    expect((await list({ share: again }, otherToken)).statusCode).toBe(200);
    // Removed: its link goes with it.
    await remove(mine.id);
    expect((await list({ share: again }, otherToken)).statusCode).toBe(404);

    // Each share and unshare that changed something is in the change history, which never holds the token.
    const history = await changes(mine.id);
    expect(history.map((ch) => [ch.action, ch.user_id, ch.before?.shared ?? null, ch.after?.shared ?? null])).toEqual([
      ['create', adminId, null, false],
      ['update', adminId, false, true],
      ['update', adminId, true, false],
      ['update', adminId, false, true],
      ['delete', adminId, true, null],
    ]);
    expect(JSON.stringify(history)).not.toContain(link);
    expect(JSON.stringify(history)).not.toContain(again);
  });

  it.each([
    ['a token that is not one', { share: 'abc' }, /^share: must be the token of a shared link/],
    ['a token with id', { share: 'AAAAAAAAAAAAAAAAAAAAAA', id: '3' }, /^share: cannot be asked with id/],
  ])('answers 400 naming the field to a shared read with %s', async (_what, query, message) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it.each([
    ['a condition on an unknown field', { id: 0, name: 'Bad', dashboard: 'statistics', definition: { conditions: [{ field: 'colour', operator: 'eq', value: 'red', logic: 0 }] } }, /definition\.conditions\.0\.field/],
    ['an empty name', { id: 0, name: '  ', dashboard: 'statistics', definition: { conditions: [] } }, /name/],
    ['an unknown dashboard', { id: 0, name: 'Bad', dashboard: 'nope', definition: { conditions: [] } }, /dashboard/],
    ['a change without its version', { id: 5, name: 'Bad', dashboard: 'statistics', definition: { conditions: [] } }, /version/],
    ['an unknown property of the definition', { id: 0, name: 'Bad', dashboard: 'statistics', definition: { conditions: [], colour: 1 } }, /colour/],
  ])('answers 400 naming the field for %s, writing nothing', async (_what, body, message) => {
    const before = await count();
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('opens a template saved before the input rules were tightened (a year and a number since refused)', async () => {
    const saved = (await save({ id: 0, name: 'Saved long ago', dashboard: 'statistics', definition })).json();
    const old = { ...definition, startDate: '0001-01-01', conditions: [{ field: 'id', operator: 'gt', value: 1e300, logic: 0 }] };
    await t.db.updateTable('dashboard_templates').set({ definition: JSON.stringify(old) }).where('id', '=', saved.id).execute();
    const res = await list({ id: String(saved.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].definition).toEqual(old);
  });

  it('answers 401 without a token and 403 to a user without console access', async () => {
    expect((await list({}, '')).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await list({}, tech)).statusCode).toBe(403);
    expect((await save({ id: 0, name: 'X', dashboard: 'statistics', definition: { conditions: [] } }, tech)).statusCode).toBe(403);
    expect((await remove(1, tech)).statusCode).toBe(403);
    expect((await share(1, true, tech)).statusCode).toBe(403);
    expect((await share(1, true, '')).statusCode).toBe(401);
  });
});
