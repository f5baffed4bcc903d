/**
 * Dashboard templates through the one write path (server/db/write.ts, templateKind): each successful save, share and
 * removal leaves exactly one change-history entry for the template (area dashboard, entity template, scoped to its
 * owner, before and after without the link's token), and a refused one (stale, duplicate, invalid) leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardContract as c } from '../../../contract/dashboard';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { templateKind } from './templates';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
});
const save = (body: unknown) => call(t.app, c.templateSave, { token, body });
const definition = { conditions: [] };

const changeLog = changeHistory(t);

describe('the history of dashboard templates', () => {
  it('is written by the template kind', () => {
    expect([templateKind.area, templateKind.entity, templateKind.table]).toEqual(['dashboard', 'template', 'dashboard_templates']);
  });

  it('records one entry per save, share and removal, scoped to the owner; the share leaves the version as it is', async () => {
    const mark = await changeLog.mark();
    const created = (await save({ id: 0, name: 'History one', dashboard: 'statistics', definition })).json();
    const renamed = (await save({ id: created.id, version: 1, name: 'History two', dashboard: 'statistics', definition })).json();
    expect(renamed.version).toBe(2);
    const shared = (await call(t.app, c.templateShare, { token, body: { id: created.id, shared: true } })).json();
    expect(shared.version).toBe(2);
    expect((await call(t.app, c.templateRemove, { token, body: { id: created.id } })).json()).toEqual({ success: true });
    const one = { name: 'History one', dashboard: 'statistics', definition: created.definition, ownerId: adminId, shared: false };
    const two = { ...one, name: 'History two' };
    const common = { area: 'dashboard', entity: 'template', record_id: created.id, scope_id: adminId, user_id: adminId };
    expect(await changeLog.since(mark)).toEqual([
      { ...common, action: 'create', before: null, after: one },
      { ...common, action: 'update', before: one, after: two },
      { ...common, action: 'update', before: two, after: { ...two, shared: true } },
      { ...common, action: 'delete', before: { ...two, shared: true }, after: null },
    ]);
  });

  it('records nothing for a stale, duplicate or invalid save', async () => {
    const kept = (await save({ id: 0, name: 'Kept', dashboard: 'statistics', definition })).json();
    await save({ id: 0, name: 'Taken', dashboard: 'statistics', definition });
    const mark = await changeLog.mark();
    const stale = await save({ id: kept.id, version: 7, name: 'Kept', dashboard: 'statistics', definition });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
    const duplicate = await save({ id: kept.id, version: 1, name: 'TAKEN', dashboard: 'statistics', definition });
    expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'duplicate']);
    expect(duplicate.json().errors?.[0]?.field).toBe('name');
    const invalid = await save({ id: kept.id, name: 'No version', dashboard: 'statistics', definition });
    expect(invalid.statusCode).toBe(400);
    expect(await changeLog.since(mark)).toEqual([]);
    expect((await t.db.selectFrom('dashboard_templates').select(['name', 'version']).where('id', '=', kept.id).executeTakeFirstOrThrow())).toEqual({ name: 'Kept', version: 1 });
  });
});
