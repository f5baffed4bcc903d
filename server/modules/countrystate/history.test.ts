/**
 * The change history of countries and states (issue 32): each successful save or deletion leaves exactly one entry
 * of the record by the caller (a state's scope is its country); a refused one leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Country, countrystateContract as c, type StateProvince } from '../../../contract/countrystate';
import { type HistoryEntry, historyContract } from '../../../contract/history';
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

  /** The record's entries as History/Activity answers them, newest first. */
  const entriesOf = async (entity: string, recordId: number) =>
    (await call(t.app, historyContract.activity, { token, body: { area: 'countrystate', entity, recordId } })).json<{ items: HistoryEntry[] }>().items;
  const revert = (id: number, fields: string[]) => call(t.app, historyContract.revert, { token, body: { id, fields } });

  it('puts a country’s name back (its row read from the list), refused as stale once it moved on', async () => {
    const country = (await call(t.app, c.upsertCountry, { token, body: { id: 0, name: 'Andorra', abbreviation: 'AD' } })).json<Country>();
    expect((await call(t.app, c.upsertCountry, { token, body: { ...country, name: 'Principality of Andorra' } })).statusCode).toBe(200);
    const [update] = await entriesOf('country', country.id);
    expect(update).toMatchObject({ action: 'update', revertible: true });
    const res = await revert(update.id, ['name']);
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call(t.app, c.getCountryList, { token })).json<Country[]>();
    expect(list.find((row) => row.id === country.id)).toMatchObject({ name: 'Andorra', version: 3 });
    expect((await revert(update.id, ['name'])).statusCode).toBe(409);
    expect(await entriesOf('country', country.id)).toHaveLength(3);
  });

  it('undoes a state’s creation by deleting it, and restores the state deleted by adding it again', async () => {
    const us = (await t.db.selectFrom('countries').select('id').where('abbreviation', '=', 'US').executeTakeFirstOrThrow()).id;
    const state = (await call(t.app, c.upsertStateProvince, { token, body: { id: 0, name: 'Midway Atoll', abbreviation: 'UM', countryId: us } })).json<StateProvince>();
    const [creation] = await entriesOf('stateProvince', state.id);
    expect(creation).toMatchObject({ action: 'create', revertible: true });
    const undone = await revert(creation.id, ['name']);
    expect(undone.statusCode, undone.body).toBe(200);
    const states = async () => (await call(t.app, c.getStateProvinceList, { token, query: { id: String(us) } })).json<StateProvince[]>();
    expect((await states()).some((row) => row.abbreviation === 'UM')).toBe(false);

    const [deletion] = await entriesOf('stateProvince', state.id);
    expect(deletion).toMatchObject({ action: 'delete', revertible: true });
    const restored = await revert(deletion.id, ['name']);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await states()).find((row) => row.abbreviation === 'UM')).toMatchObject({ name: 'Midway Atoll', countryId: us });
    // Restored once: a second restore is refused by the save's own rule (one abbreviation per country) and adds nothing.
    expect((await revert(deletion.id, ['name'])).statusCode).toBe(409);
    expect((await states()).filter((row) => row.abbreviation === 'UM')).toHaveLength(1);
  });
});
