/**
 * The change history of sales reps (issue 32): a rep is one record (its user, its lookup item and the link), each
 * successful save leaving exactly one entry of it by the caller, under the rep's id; a refused one leaves none. No
 * entry holds the password hash: a new password shows as passwordChanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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
});
