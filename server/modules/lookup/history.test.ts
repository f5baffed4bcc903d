/**
 * The change history of lookup items (issue 32): each successful lookup/Upsert leaves exactly one entry of the item
 * by the caller, with its translations in it (they are the item's, no entries of their own); a refused save leaves
 * none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type LookupItem, lookupContract as c } from '../../../contract/lookup';
import { LOOKUP_KEYS as K } from '../../../contract/lookupKeys';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'admin'));
});

const upsert = (body: unknown) => call(t.app, c.upsert, { token, body });
const changeLog = changeHistory(t);
const history = (id: number) => changeLog.of({ area: ['lookup', 'translations'], recordId: id }, ['area', 'entity', 'action', 'user_id', 'before', 'after']);

describe('the change history of lookup items', () => {
  it('records a creation and an update once each, translations included; a stale or invalid save records nothing', async () => {
    const res = await upsert({ id: 0, key: K.period, text: 'Fortnightly', intValue: 14, translations: { es: 'Quincenal' } });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json<LookupItem>();
    expect(await history(item.id)).toEqual([
      {
        area: 'lookup',
        entity: 'lookupItem',
        action: 'create',
        user_id: adminId,
        before: null,
        after: expect.objectContaining({ key: K.period, text: 'Fortnightly', intValue: 14, isActive: true, translations: { es: 'Quincenal' } }),
      },
    ]);

    expect((await upsert({ ...item, translations: { es: 'Cada dos semanas' } })).statusCode).toBe(200);
    const entries = await history(item.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ action: 'update', before: { translations: { es: 'Quincenal' } }, after: { text: 'Fortnightly', translations: { es: 'Cada dos semanas' } } });

    expect((await upsert({ ...item, text: 'Stale' })).statusCode).toBe(409);
    expect((await upsert({ ...item, version: 2, translations: { xx: 'Nope' } })).statusCode).toBe(400);
    expect((await upsert({ ...item, version: 2, key: 'insurance.company' })).statusCode).toBe(404);
    expect(await history(item.id)).toHaveLength(2);
  });
});
