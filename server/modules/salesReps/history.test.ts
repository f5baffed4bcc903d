/**
 * The change history of sales reps (issue 32): a rep is one record (its user, its lookup item and the link), each
 * successful save leaving exactly one entry of it by the caller, under the rep's id; a refused one leaves none. No
 * entry holds the password hash: a new password shows as passwordChanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { historyContract } from '../../../contract/history';
import { type SalesRep, salesRepsContract as c } from '../../../contract/salesReps';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { GOOD_PASSWORD } from '../businessDetails/testFixtures';
import { repInput } from './testFixtures';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
});

const upsert = (body: unknown) => call(t.app, c.upsertSalesRep, { token, body });
const changeLog = changeHistory(t);
const history = (id: number) => changeLog.of({ area: 'salesReps', recordId: id }, ['area', 'entity', 'action', 'user_id', 'before', 'after']);
const editable = ({ userId: _u, requiresPasswordOnSubmit: _r, ...rep }: SalesRep) => rep;

describe('the change history of sales reps', () => {
  it('records a creation and an update once each, by the caller; a stale or invalid save records nothing', async () => {
    const res = await upsert(repInput());
    expect(res.statusCode, res.body).toBe(200);
    const rep = res.json<SalesRep>();
    expect(await history(rep.id)).toEqual([
      {
        area: 'salesReps',
        entity: 'salesRep',
        action: 'create',
        user_id: adminId,
        before: null,
        after: expect.objectContaining({ userId: rep.userId, firstName: 'Rosa', lastName: rep.lastName, isEnabled: true, item: { text: `Rosa ${rep.lastName}`, isActive: true } }),
      },
    ]);

    expect((await upsert({ ...editable(rep), isEnabled: false })).statusCode).toBe(200);
    const entries = await history(rep.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ action: 'update', before: { isEnabled: true, item: { isActive: true } }, after: { isEnabled: false, item: { isActive: false } } });

    expect((await upsert({ ...editable(rep), lastName: 'Stale' })).statusCode).toBe(409);
    expect((await upsert({ ...editable(rep), version: 2, email: 'not-an-email' })).statusCode).toBe(400);
    expect(await history(rep.id)).toHaveLength(2);
    expect(await t.db.selectFrom('change_history').select('id').where('area', '=', 'users').where('record_id', '=', rep.userId).execute()).toEqual([]);
  });

  it('records a new password as passwordChanged, never the hash', async () => {
    const rep = (await upsert(repInput({ hasLogin: true, username: `rosa.${Date.now()}`, password: GOOD_PASSWORD }))).json<SalesRep>();
    const res = await upsert({ ...editable(rep), password: `${GOOD_PASSWORD}x` });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await history(rep.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1].after).toMatchObject({ passwordChanged: true });
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', rep.userId).executeTakeFirstOrThrow();
    expect(JSON.stringify(entries)).not.toContain(password_hash);
    expect(JSON.stringify(entries)).not.toContain(GOOD_PASSWORD);
  });

  it('puts a name back from the history (the lookup item following it), refused as stale once the name moved on', async () => {
    const rep = (await upsert(repInput())).json<SalesRep>();
    const renamed = (await upsert({ ...editable(rep), lastName: 'Okafor' })).json<SalesRep>();
    const page = await call(t.app, historyContract.record, { token, query: { area: 'salesReps', entity: 'salesRep', recordId: String(rep.id) } });
    const change = page.json<{ items: { id: number; action: string; revertible: boolean }[] }>().items[0];
    expect(change).toMatchObject({ action: 'update', revertible: true });
    const reverted = await call(t.app, historyContract.revert, { token, body: { id: change.id, fields: ['lastName', 'item'] } });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect((await call(t.app, c.getSalesRep, { token, query: { id: String(rep.id) } })).json()).toMatchObject({ lastName: rep.lastName, version: renamed.version + 1 });
    const entries = await history(rep.id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', before: { lastName: 'Okafor' }, after: { lastName: rep.lastName, item: { text: `Rosa ${rep.lastName}` } } });
    // The entry put back once: its name has moved on since, so a second revert is stale and writes nothing.
    const again = await call(t.app, historyContract.revert, { token, body: { id: change.id, fields: ['lastName'] } });
    expect(again.statusCode).toBe(409);
    expect(await history(rep.id)).toHaveLength(entries.length);
  });
});
