/** The change history of reports (area reports): one entry per record a write changes, none for a refused write. */
import { beforeAll, describe, expect, it } from 'vitest';
import { reportsContract as c, type ReportTemplate, type ScanTool } from '../../../contract/reports';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
});

const changeLog = changeHistory(t);
const makeId = async (make: string) => (await t.db.selectFrom('makes').select('id').where('make', '=', make).executeTakeFirstOrThrow()).id;
const fieldsOf = <T extends { id: number; version: number }>({ id: _, version: __, ...fields }: T) => fields;

describe('scan tools in the change history', () => {
  it('records a creation, an update and a removal once each; a stale, duplicate or in-use write records nothing', async () => {
    const save = (body: unknown) => call(t.app, c.saveScanTool, { token, body });
    const remove = (query: Record<string, string>) => call(t.app, c.removeScanTool, { token, query });
    let from = await changeLog.mark();
    const created = (await save({ id: 0, name: 'History Scanner', makeId: await makeId('Kia'), appId: 5 })).json<ScanTool>();
    const entry = { area: 'reports', entity: 'scanTool', record_id: created.id, scope_id: null, user_id: adminId };
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'create', before: null, after: fieldsOf(created) }]);

    from = await changeLog.mark();
    const updated = (await save({ ...created, name: 'History Scanner 2' })).json<ScanTool>();
    expect(updated.version).toBe(2);
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'update', before: fieldsOf(created), after: fieldsOf(updated) }]);

    from = await changeLog.mark();
    expect((await save({ ...created, name: 'Stale' })).statusCode).toBe(409);
    expect((await save({ ...fieldsOf(created), id: 0 })).statusCode).toBe(200);
    expect((await save({ ...fieldsOf(created), id: 0 })).statusCode).toBe(409);
    const launch = await t.db.selectFrom('scan_tools').select('id').where('name', '=', 'Launch X-431 PAD VII').executeTakeFirstOrThrow();
    expect((await remove({ id: String(launch.id) })).json()).toMatchObject({ code: 'in_use' });
    expect((await remove({ id: String(created.id), version: '1' })).statusCode).toBe(409);
    expect((await changeLog.since(from)).map((e) => [e.entity, e.action, e.after && (e.after as { name: string }).name])).toEqual([['scanTool', 'create', 'History Scanner']]);

    from = await changeLog.mark();
    expect((await remove({ id: String(created.id), version: '2' })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'delete', before: fieldsOf(updated), after: null }]);
  });
});

describe('report templates in the change history', () => {
  it('records a creation, an update and a removal once each; a stale or invalid write records nothing', async () => {
    const save = (body: unknown) => call(t.app, c.saveReportTemplate, { token, body });
    const remove = (query: Record<string, string>) => call(t.app, c.removeReportTemplate, { token, query });
    const product = (await t.db.selectFrom('lookups').select('id').where('key', '=', 'product').where('text', '=', 'Pre/post scan').executeTakeFirstOrThrow()).id;
    let from = await changeLog.mark();
    const created = (await save({ id: 0, area: 1, productId: product, order: 7, appId: 4, template: '<p>{{recommendation.text}}</p>' })).json<ReportTemplate>();
    const entry = { area: 'reports', entity: 'reportTemplate', record_id: created.id, scope_id: null, user_id: adminId };
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'create', before: null, after: fieldsOf(created) }]);

    from = await changeLog.mark();
    const updated = (await save({ ...created, order: 8 })).json<ReportTemplate>();
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'update', before: fieldsOf(created), after: fieldsOf(updated) }]);

    from = await changeLog.mark();
    expect((await save({ ...created, order: 9 })).statusCode).toBe(409);
    expect((await save({ ...updated, template: '{{scan.module}}' })).statusCode).toBe(400);
    expect((await remove({ id: String(created.id), version: '1' })).statusCode).toBe(409);
    expect(await changeLog.since(from)).toEqual([]);

    expect((await remove({ id: String(created.id) })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([{ ...entry, action: 'delete', before: fieldsOf(updated), after: null }]);
  });
});
