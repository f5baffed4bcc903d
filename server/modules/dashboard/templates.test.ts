/** dashboard/DashboardDataTemplates, DashboardDataTemplateSave, DashboardDataTemplateRemove: named queries per user, shared by id. */
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
const definition = { startDate: '2031-01-01', endDate: '2031-12-31', conditions: [{ field: 'vehicleMake', operator: 'eq', value: 'Honda', logic: 0 }], columns: ['id', 'vin'], orderBy: 'vin', sortBy: 'desc' };
const changes = (recordId: number) =>
  t.db.selectFrom('change_history').select(['action', 'user_id', 'entity', 'before', 'after']).where('area', '=', 'dashboard').where('record_id', '=', recordId).orderBy('id').execute();
const count = async () => Number((await t.db.selectFrom('dashboard_templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('dashboard templates', () => {
  it('saves, lists, renames at its version, shares by id and removes a template, recording each change', async () => {
    const created = await save({ id: 0, name: 'Hondas', dashboard: 'statistics', definition });
    expect(created.statusCode, created.body).toBe(200);
    const t1 = created.json();
    expect(t1).toMatchObject({ id: expect.any(Number), name: 'Hondas', dashboard: 'statistics', definition, ownerId: adminId, version: 1 });
    await save({ id: 0, name: 'Devices', dashboard: 'devicestatistics', definition: { conditions: [] } });
    expect((await list({ name: 'statistics' })).json().map((x: { name: string }) => x.name)).toEqual(['Hondas']);
    expect((await list({})).json().map((x: { name: string }) => x.name)).toEqual(['Devices', 'Hondas']);
    expect((await list({ name: 'statistics' }, otherToken)).json()).toEqual([]);
    // A shared link: anyone reads it by id.
    expect((await list({ id: String(t1.id) }, otherToken)).json()).toEqual([expect.objectContaining({ id: t1.id, name: 'Hondas', ownerId: adminId })]);
    expect((await list({ id: '99999999' })).statusCode).toBe(404);

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

    const theirs = await save({ id: t1.id, version: 2, name: 'Mine now', dashboard: 'statistics', definition }, otherToken);
    expect(theirs.statusCode).toBe(403);
    expect((await remove(t1.id, otherToken)).statusCode).toBe(403);
    expect((await save({ id: 99999999, version: 1, name: 'Gone', dashboard: 'statistics', definition })).statusCode).toBe(404);

    expect((await remove(t1.id)).json()).toEqual({ success: true });
    expect((await remove(t1.id)).statusCode).toBe(404);
    expect((await changes(t1.id)).map((ch) => [ch.action, ch.user_id, ch.entity, ch.before?.name ?? null, ch.after?.name ?? null])).toEqual([
      ['create', adminId, 'template', null, 'Hondas'],
      ['update', adminId, 'template', 'Hondas', 'Honda requests'],
      ['delete', adminId, 'template', 'Honda requests', null],
    ]);
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

  it('answers 401 without a token and 403 to a user without console access', async () => {
    expect((await list({}, '')).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await list({}, tech)).statusCode).toBe(403);
    expect((await save({ id: 0, name: 'X', dashboard: 'statistics', definition: { conditions: [] } }, tech)).statusCode).toBe(403);
    expect((await remove(1, tech)).statusCode).toBe(403);
  });
});
