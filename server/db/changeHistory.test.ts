/** The one change history: one call records a change in the caller's transaction; entries are never changed; the generic reader. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, withTestApp } from '../test/harness';
import { type Change, changeAuthors, readChanges, recordChange } from './changeHistory';

const t = withTestApp();
const AREA = 'historyTest';
let adminId = 0;
beforeAll(async () => {
  adminId = (await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
});

const entries = (recordId: number, area = AREA) =>
  t.db.selectFrom('change_history').selectAll().where('area', '=', area).where('record_id', '=', recordId).orderBy('id').execute();
const change = (recordId: number, fields: Partial<Change> = {}): Change => ({ area: AREA, entity: 'widget', recordId, scopeId: 7, action: 'update', userId: adminId, ...fields });

describe('recordChange', () => {
  it('records who, which record, what and the fields before and after, leaving the version out', async () => {
    await recordChange(t.db, change(1, { action: 'create', before: null, after: { name: 'Dial', size: 3, version: 1 } }));
    await recordChange(t.db, change(1, { before: { name: 'Dial', size: 3, version: 1 }, after: { name: 'Knob', size: 3, version: 2 } }));
    const rows = await entries(1);
    expect(rows.map(({ entity, record_id, scope_id, action, user_id, before, after }) => ({ entity, record_id, scope_id, action, user_id, before, after }))).toEqual([
      { entity: 'widget', record_id: 1, scope_id: 7, action: 'create', user_id: adminId, before: null, after: { name: 'Dial', size: 3 } },
      { entity: 'widget', record_id: 1, scope_id: 7, action: 'update', user_id: adminId, before: { name: 'Dial', size: 3 }, after: { name: 'Knob', size: 3 } },
    ]);
    expect(Math.abs(new Date(rows[1].changed_at).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('records nothing for an update that changed no field, whatever the order of the fields or the version', async () => {
    await recordChange(t.db, change(2, { before: { a: 1, b: { c: [1, 2] }, version: 1 }, after: { b: { c: [1, 2] }, a: 1, version: 2 } }));
    expect(await entries(2)).toEqual([]);
    // A creation or a deletion is recorded even with equal snapshots (both null).
    await recordChange(t.db, change(2, { action: 'delete', before: null, after: null }));
    expect((await entries(2)).map((e) => e.action)).toEqual(['delete']);
  });

  it('writes in the caller’s transaction: a save that fails after it leaves no entry, and no change', async () => {
    const day = await t.db.selectFrom('standard_opening_hours').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const failed = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('standard_opening_hours').set({ opening_time: '05:00' }).where('id', '=', day.id).execute();
      await recordChange(trx, change(3, { before: { openingTime: '08:00' }, after: { openingTime: '05:00' } }));
      expect(await trx.selectFrom('change_history').select('id').where('area', '=', AREA).where('record_id', '=', 3).execute()).toHaveLength(1);
      throw new Error('the save failed after recording');
    });
    await expect(failed).rejects.toThrow('the save failed after recording');
    expect(await entries(3)).toEqual([]);
    expect(await t.db.selectFrom('standard_opening_hours').selectAll().where('id', '=', day.id).executeTakeFirst()).toEqual(day);
  });

  it('keeps entries as written: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await recordChange(t.db, change(4, { action: 'create', after: { name: 'Kept' } }));
    const [entry] = await entries(4);
    await expect(t.db.updateTable('change_history').set({ user_id: null }).where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('change_history').where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE change_history`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await entries(4)).toEqual([entry]);
  });
});

describe('readChanges', () => {
  const READ = 'historyRead';
  const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour));
  let named = 0;
  let bare = 0;
  let nameless = 0;
  beforeAll(async () => {
    named = await createUser(t.db, { username: 'hist.named', password: 'Hist-test-passw0rd-91ce', roles: ['Admin'] });
    bare = await createUser(t.db, { username: 'hist.bare', password: 'Hist-test-passw0rd-91ce', roles: ['Admin'] });
    await t.db.updateTable('users').set({ given_name: '', family_name: '' }).where('id', '=', bare).execute();
    nameless = await createUser(t.db, { username: 'hist.nameless', password: 'Hist-test-passw0rd-91ce', roles: ['Admin'] });
    await t.db.updateTable('users').set({ username: null }).where('id', '=', nameless).execute();
    const write = (recordId: number, fields: Partial<Change>) => recordChange(t.db, { ...change(recordId, { action: 'create', after: { n: recordId } }), area: READ, ...fields });
    await write(1, { entity: 'gear', scopeId: 1, userId: named, changedAt: at(1) });
    await write(2, { entity: 'gear', scopeId: 1, userId: bare, changedAt: at(2, 0) });
    await write(2, { entity: 'gear', scopeId: 1, userId: bare, action: 'update', before: { n: 2 }, after: { n: 3 }, changedAt: at(2, 23) });
    await write(3, { entity: 'cog', scopeId: 2, userId: nameless, changedAt: at(3) });
    await write(4, { entity: 'cog', scopeId: 2, userId: null, action: 'delete', before: { n: 4 }, after: null, changedAt: at(4) });
    await write(5, { entity: 'cog', scopeId: 2, userId: named, action: 'review', changedAt: at(5) });
  });
  const read = async (filter: Parameters<typeof readChanges>[1], page = { limit: 100, offset: 0 }) => {
    const { count, items } = await readChanges(t.db, { area: READ, ...filter }, page);
    return { count, ids: items.map((e) => `${e.entity}${e.recordId}${e.action[0]}`) };
  };

  it('answers newest first, counted, with the author named "First Last (username)", or what there is of it', async () => {
    const { count, items } = await readChanges(t.db, { area: READ }, { limit: 100, offset: 0 });
    expect(count).toBe(6);
    expect(items.map((e) => [e.entity, e.recordId, e.action, e.userName])).toEqual([
      ['cog', 5, 'review', 'Test hist.named (hist.named)'],
      ['cog', 4, 'delete', ''],
      ['cog', 3, 'create', `Test hist.nameless`],
      ['gear', 2, 'update', 'hist.bare'],
      ['gear', 2, 'create', 'hist.bare'],
      ['gear', 1, 'create', 'Test hist.named (hist.named)'],
    ]);
    expect(items[3]).toMatchObject({ area: READ, scopeId: 1, userId: bare, before: { n: 2 }, after: { n: 3 }, changedAt: at(2, 23) });
    expect(typeof items[0].id).toBe('number');
  });

  it('filters by scope, user, record, kind and time, and pages', async () => {
    expect(await read({ scopeId: 1 })).toEqual({ count: 3, ids: ['gear2u', 'gear2c', 'gear1c'] });
    expect(await read({ userId: named })).toEqual({ count: 2, ids: ['cog5r', 'gear1c'] });
    expect(await read({ recordId: 2 })).toEqual({ count: 2, ids: ['gear2u', 'gear2c'] });
    expect(await read({ kinds: [{ entity: 'cog', actions: ['create', 'delete'] }, { entity: 'gear', actions: ['update'] }] })).toEqual({ count: 3, ids: ['cog4d', 'cog3c', 'gear2u'] });
    expect(await read({ kinds: [{ entity: 'gear' }] })).toMatchObject({ count: 3 });
    expect(await read({ kinds: [] })).toEqual({ count: 0, ids: [] });
    expect(await read({ from: at(2, 0), to: at(3, 0) })).toEqual({ count: 2, ids: ['gear2u', 'gear2c'] });
    expect(await read({}, { limit: 2, offset: 2 })).toEqual({ count: 6, ids: ['cog3c', 'gear2u'] });
    expect(await read({}, { limit: 2, offset: 6 })).toEqual({ count: 6, ids: [] });
  });

  it('finds a text in the values changed as whole words: its words in that order, in any case, whatever stands between them', async () => {
    const area = 'historySearch';
    const write = (recordId: number, after: Record<string, unknown>) => recordChange(t.db, { area, entity: 'shop', recordId, action: 'create', userId: null, after });
    await write(1, { phone: '(512) 555-3991', name: 'Smithson Garage' });
    await write(2, { phone: '555 3991', name: 'Smith & Sons', rate: 25.5 });
    await write(3, { note: '3991-555', city: 'São Paulo' });
    // An update: only the values it changed are searched (the name, unchanged, is not).
    await recordChange(t.db, { area, entity: 'shop', recordId: 4, action: 'update', userId: null, before: { name: 'Smith', city: 'Austin' }, after: { name: 'Smith', city: 'Dallas' } });
    const found = async (search: string) => (await readChanges(t.db, { area, search }, { limit: 10, offset: 0 })).items.map((e) => e.recordId);
    expect(await found('555-3991')).toEqual([2, 1]);
    expect(await found(' 555  3991 ')).toEqual([2, 1]);
    expect(await found('3991')).toEqual([3, 2, 1]);
    expect(await found('3991 555')).toEqual([3]);
    expect(await found('SMITH')).toEqual([2]);
    expect(await found('smith & sons')).toEqual([2]);
    expect(await found('25.5')).toEqual([2]);
    expect(await found('são paulo')).toEqual([3]);
    expect(await found('austin')).toEqual([4]);
    // A part of a word, or a text without a letter or a digit, finds nothing.
    expect(await found('399')).toEqual([]);
    expect(await found('mith')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await readChanges(t.db, { area, search: '3991' }, { limit: 1, offset: 1, countUpTo: 2 })).toMatchObject({ count: 2, capped: true, items: [{ recordId: 2 }] });
  });

  it('counts a page past the last entry, and none when nothing matches', async () => {
    expect(await readChanges(t.db, { area: READ }, { limit: 2, offset: 10 })).toEqual({ count: 6, capped: false, items: [] });
    expect(await readChanges(t.db, { area: READ }, { limit: 2, offset: 10, countUpTo: 3 })).toEqual({ count: 3, capped: true, items: [] });
    expect(await readChanges(t.db, { area: 'nowhere' }, { limit: 2, offset: 0 })).toEqual({ count: 0, capped: false, items: [] });
  });

  it('names the authors of the matching entries, by name', async () => {
    expect(await changeAuthors(t.db, { area: READ })).toEqual([
      { id: bare, name: 'hist.bare' },
      { id: named, name: 'Test hist.named (hist.named)' },
      { id: nameless, name: 'Test hist.nameless' },
    ]);
    expect(await changeAuthors(t.db, { area: READ, scopeId: 1 })).toEqual([
      { id: bare, name: 'hist.bare' },
      { id: named, name: 'Test hist.named (hist.named)' },
    ]);
  });
});
