/**
 * The change history of countries and states (issue 32): each successful save or deletion leaves exactly one entry
 * of the record by the caller (a state's scope is its country); a refused one leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Country, countrystateContract as c, type StateProvince } from '../../../contract/countrystate';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';

const t = withTestApp();
let token = '';
let adminId = 0;
beforeAll(async () => {
  ({ token, userId: adminId } = await signIn(t, 'demo.admin'));
});

const changeLog = changeHistory(t);
const history = (entity: string, id: number) =>
  changeLog.of({ area: 'countrystate', entity, recordId: id }, ['area', 'entity', 'action', 'user_id', 'scope_id', 'before', 'after']);

describe('the change history of countries and states', () => {
  it('records a country’s creation and update once each; a stale or duplicate save records nothing', async () => {
    const country = (await call(t.app, c.upsertCountry, { token, body: { id: 0, name: 'Portugal', abbreviation: 'PT' } })).json<Country>();
    expect((await call(t.app, c.upsertCountry, { token, body: { ...country, name: 'Portuguese Republic' } })).statusCode).toBe(200);
    expect(await history('country', country.id)).toEqual([
      { area: 'countrystate', entity: 'country', action: 'create', user_id: adminId, scope_id: null, before: null, after: { name: 'Portugal', abbreviation: 'PT' } },
      {
        area: 'countrystate',
        entity: 'country',
        action: 'update',
        user_id: adminId,
        scope_id: null,
        before: { name: 'Portugal', abbreviation: 'PT' },
        after: { name: 'Portuguese Republic', abbreviation: 'PT' },
      },
    ]);
    expect((await call(t.app, c.upsertCountry, { token, body: { ...country, name: 'Stale' } })).statusCode).toBe(409);
    expect((await call(t.app, c.upsertCountry, { token, body: { ...country, version: 2, abbreviation: 'US' } })).statusCode).toBe(409);
    expect(await history('country', country.id)).toHaveLength(2);
  });

  it('records a state’s creation, update and deletion once each, scoped by its country; refused ones record nothing', async () => {
    const us = (await t.db.selectFrom('countries').select('id').where('abbreviation', '=', 'US').executeTakeFirstOrThrow()).id;
    const state = (await call(t.app, c.upsertStateProvince, { token, body: { id: 0, name: 'Guam', abbreviation: 'GU', countryId: us } })).json<StateProvince>();
    expect((await call(t.app, c.upsertStateProvince, { token, body: { ...state, name: 'Territory of Guam' } })).statusCode).toBe(200);
    expect((await call(t.app, c.upsertStateProvince, { token, body: { ...state, name: 'Stale' } })).statusCode).toBe(409);
    expect((await call(t.app, c.deleteStateProvince, { token, body: { id: state.id, version: 1 } })).statusCode).toBe(409);
    expect((await call(t.app, c.deleteStateProvince, { token, body: { id: state.id, version: 2 } })).statusCode).toBe(200);
    const entries = await history('stateProvince', state.id);
    expect(entries.map((e) => [e.action, e.user_id, e.scope_id])).toEqual([
      ['create', adminId, us],
      ['update', adminId, us],
      ['delete', adminId, us],
    ]);
    expect(entries[2]).toMatchObject({ before: { name: 'Territory of Guam', abbreviation: 'GU', countryId: us }, after: null });
  });
});
