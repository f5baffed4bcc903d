/** The one write path: lock at the caller's version, refuse stale and missing records, bump, record the change, all or nothing. */
import { beforeAll, describe, expect, it } from 'vitest';
import { makeKind } from '../modules/lookup/makes.repository';
import { withTestApp } from '../test/harness';
import { Duplicate, NotFound, Stale } from './domainErrors';
import { ANY_VERSION, createRecord, createRecords, deleteRecord, saveRecord, updateRecord } from './write';

const t = withTestApp();
let author = { userId: 0 as number | null };
beforeAll(async () => {
  author = { userId: (await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id };
});

const history = (id: number) =>
  t.db.selectFrom('change_history').select(['area', 'entity', 'action', 'user_id', 'before', 'after']).where('entity', '=', 'make').where('record_id', '=', id).orderBy('id').execute();
const make = (id: number) => t.db.selectFrom('makes').select(['make', 'is_inactive', 'version']).where('id', '=', id).executeTakeFirst();

describe('the one write path', () => {
  it('creates at id 0, updates at the version, bumps it, and records each change with who, before and after', async () => {
    const created = await saveRecord(t.db, makeKind, author, 0, undefined, { values: { make: 'Writepath', is_inactive: false } });
    expect(created.version).toBe(1);
    const updated = await updateRecord(t.db, makeKind, author, created.id, 1, { values: { make: 'Writepath 2' } });
    expect(updated).toEqual({ id: created.id, version: 2 });
    expect(await make(created.id)).toEqual({ make: 'Writepath 2', is_inactive: false, version: 2 });
    expect(await history(created.id)).toEqual([
      { area: 'lookup', entity: 'make', action: 'create', user_id: author.userId, before: null, after: { make: 'Writepath', isInactive: false } },
      { area: 'lookup', entity: 'make', action: 'update', user_id: author.userId, before: { make: 'Writepath', isInactive: false }, after: { make: 'Writepath 2', isInactive: false } },
    ]);
  });

  it('refuses a stale version, a missing record and a missing version, writing and recording nothing', async () => {
    const { id } = await createRecord(t.db, makeKind, author, { values: { make: 'Stalemake', is_inactive: false } });
    await expect(updateRecord(t.db, makeKind, author, id, 7, { values: { make: 'Lost' } })).rejects.toBeInstanceOf(Stale);
    await expect(updateRecord(t.db, makeKind, author, id, undefined, { values: { make: 'Lost' } })).rejects.toThrow(/version/);
    await expect(updateRecord(t.db, makeKind, author, 999_999, 1, { values: { make: 'Lost' } })).rejects.toBeInstanceOf(NotFound);
    await expect(deleteRecord(t.db, makeKind, author, id, 3)).rejects.toBeInstanceOf(Stale);
    expect(await make(id)).toEqual({ make: 'Stalemake', is_inactive: false, version: 1 });
    expect((await history(id)).map((h) => h.action)).toEqual(['create']);
  });

  it('refuses a duplicate with the kind’s message, and a write that fails after applying leaves neither change nor entry', async () => {
    const { id } = await createRecord(t.db, makeKind, author, { values: { make: 'Dupmake', is_inactive: false } });
    await expect(createRecord(t.db, makeKind, author, { values: { make: 'Dupmake', is_inactive: false } })).rejects.toThrow(new Duplicate(makeKind.duplicate!({ make: 'Dupmake' })).message);
    const failing = updateRecord(t.db, makeKind, author, id, 1, {
      values: { make: 'Half written' },
      apply: async () => {
        throw new Error('a child write failed');
      },
    });
    await expect(failing).rejects.toThrow('a child write failed');
    expect(await make(id)).toEqual({ make: 'Dupmake', is_inactive: false, version: 1 });
    expect((await history(id)).map((h) => h.action)).toEqual(['create']);
  });

  it('creates many records in one statement, in their order, each recorded as createRecord records one; a duplicate among them writes none', async () => {
    const names = ['Manymake A', 'Manymake B', 'Manymake C'];
    let applied: number[] = [];
    const written = await createRecords(t.db, makeKind, author, names.map((make) => ({ make, is_inactive: false })), async (_trx, ids) => {
      applied = ids;
    });
    expect(written.map((w) => w.version)).toEqual([1, 1, 1]);
    expect(applied).toEqual(written.map((w) => w.id));
    for (const [i, { id }] of written.entries()) {
      expect(await make(id)).toEqual({ make: names[i], is_inactive: false, version: 1 });
      expect(await history(id)).toEqual([{ area: 'lookup', entity: 'make', action: 'create', user_id: author.userId, before: null, after: { make: names[i], isInactive: false } }]);
    }
    const count = async () => Number((await t.db.selectFrom('makes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const refused = createRecords(t.db, makeKind, author, [{ make: 'Manymake D', is_inactive: false }, { make: 'Manymake A', is_inactive: false }]);
    await expect(refused).rejects.toBeInstanceOf(Duplicate);
    expect(await count()).toBe(before);
    expect(await createRecords(t.db, makeKind, author, [])).toEqual([]);
  });

  it('records nothing for an update that changes no field, yet bumps the version', async () => {
    const { id } = await createRecord(t.db, makeKind, author, { values: { make: 'Samemake', is_inactive: false } });
    expect(await updateRecord(t.db, makeKind, author, id, 1, { values: { make: 'Samemake' } })).toEqual({ id, version: 2 });
    expect((await history(id)).map((h) => h.action)).toEqual(['create']);
  });

  it('deletes at the version and records the record as it was', async () => {
    const { id } = await createRecord(t.db, makeKind, author, { values: { make: 'Gonemake', is_inactive: true } });
    await deleteRecord(t.db, makeKind, author, id, 1);
    expect(await make(id)).toBeUndefined();
    expect((await history(id)).at(-1)).toMatchObject({ action: 'delete', before: { make: 'Gonemake', isInactive: true }, after: null });
  });

  it('applies an action whose call carries no version to the record as it is, still bumping and recording it', async () => {
    const { id } = await createRecord(t.db, makeKind, author, { values: { make: 'Actionmake', is_inactive: false } });
    await updateRecord(t.db, makeKind, author, id, 1, { values: { make: 'Actionmake 2' } });
    expect(await updateRecord(t.db, makeKind, author, id, ANY_VERSION, { values: { is_inactive: true } })).toEqual({ id, version: 3 });
    await expect(updateRecord(t.db, makeKind, author, 999_998, ANY_VERSION, { values: { is_inactive: true } })).rejects.toBeInstanceOf(NotFound);
    expect((await history(id)).at(-1)).toMatchObject({ action: 'update', before: { isInactive: false }, after: { isInactive: true } });
    await deleteRecord(t.db, makeKind, author, id, ANY_VERSION);
    expect(await make(id)).toBeUndefined();
  });

  it('lets one of two concurrent edits at the same version through and refuses the other as stale', async () => {
    const { id } = await createRecord(t.db, makeKind, author, { values: { make: 'Racemake', is_inactive: false } });
    const results = await Promise.allSettled([
      updateRecord(t.db, makeKind, author, id, 1, { values: { make: 'Race A' } }),
      updateRecord(t.db, makeKind, author, id, 1, { values: { make: 'Race B' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(Stale);
    expect((await make(id))?.version).toBe(2);
    expect((await history(id)).map((h) => h.action)).toEqual(['create', 'update']);
  });
});
