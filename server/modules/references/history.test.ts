/**
 * The change history of the reference lists written here (issue 32): app/SaveZeusLookup (device models) and
 * maintenance/SaveInsurance (insurance companies) leave exactly one entry of the record by the caller per change;
 * a refused call, or one that changes nothing, leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LookupItem } from '../../../contract/lookup';
import { type DeviceModel, REFERENCE_KEYS, referencesContract as c } from '../../../contract/references';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'admin'));
});

const changeLog = changeHistory(t);
const history = (entity: string, id: number) => changeLog.of({ entity, recordId: id }, ['area', 'entity', 'action', 'user_id', 'before', 'after']);

describe('the change history of device models', () => {
  it('records a creation and an update once each; a stale or duplicate save records nothing', async () => {
    const save = (body: unknown) => call(t.app, c.saveZeusLookup, { token, body });
    const made = (await save({ id: 0, manufacturer: 'Bosch', brand: 'DAS', model: '3000' })).json<DeviceModel>();
    expect((await save({ ...made, isActive: false })).statusCode).toBe(200);
    const after = { manufacturer: 'Bosch', brand: 'DAS', model: '3000', isActive: true };
    expect(await history('deviceModel', made.id)).toEqual([
      { area: 'references', entity: 'deviceModel', action: 'create', user_id: adminId, before: null, after },
      { area: 'references', entity: 'deviceModel', action: 'update', user_id: adminId, before: after, after: { ...after, isActive: false } },
    ]);
    expect((await save({ ...made, model: 'Stale' })).statusCode).toBe(409);
    expect((await save({ id: 0, manufacturer: 'Bosch', brand: 'DAS', model: '3000' })).statusCode).toBe(409);
    expect(await history('deviceModel', made.id)).toHaveLength(2);
  });
});

describe('the change history of insurance companies', () => {
  const save = (name: string) => call(t.app, c.saveInsurance, { token, query: { name } });

  it('records a new company once, none when it is already active, and its reactivation once', async () => {
    const item = (await save('Liberty Mutual Walk')).json<LookupItem>();
    expect(await history('insuranceCompany', item.id)).toEqual([
      {
        area: 'references',
        entity: 'insuranceCompany',
        action: 'create',
        user_id: adminId,
        before: null,
        after: expect.objectContaining({ key: REFERENCE_KEYS.insuranceCompany, text: 'Liberty Mutual Walk', isActive: true }),
      },
    ]);
    expect((await save('liberty mutual walk')).statusCode).toBe(200);
    expect(await history('insuranceCompany', item.id)).toHaveLength(1);

    await t.db.updateTable('lookups').set({ is_active: false }).where('id', '=', item.id).execute();
    expect((await save('Liberty Mutual Walk')).statusCode).toBe(200);
    const entries = await history('insuranceCompany', item.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ action: 'update', user_id: adminId, before: { isActive: false }, after: { isActive: true } });
  });

  it('records nothing for a refused name', async () => {
    expect(await changeLog.leaves(async () => expect((await save(' ')).statusCode).toBe(400))).toEqual([]);
  });
});
