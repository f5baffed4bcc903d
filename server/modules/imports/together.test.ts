/**
 * An import's new records created together (./together.ts), on both databases: businesses and lookup items checked by
 * their save's own rules (a refused row told by its own call, in the caller's language), created in a few statements
 * with one change-history entry each, named as imported from the file; a chunk the database refuses (a shop id taken
 * between the check and the apply) saved row by row instead, or, all or nothing, not at all.
 */
import { describe, expect, it } from 'vitest';
import { businessContract as b } from '../../../contract/business';
import type { ImportField } from '../../../contract/imports';
import { INSURANCE_COMPANIES } from '../../../contract/lookupTypes';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { createLookups } from '../lookup/lookups.repository';
import { importKit } from './testKit';

const { t, s, ok, checked, rowsOf, applied } = importKit();

const SHOP_FIELDS: ImportField[] = [
  { source: 'name', kind: 'text' },
  { source: 'shopId', kind: 'text' },
  { source: 'statusId', kind: 'lookup', lookup: 'business.status' },
  { source: 'timezone', kind: 'text' },
  { source: 'primaryAddress.street', kind: 'text' },
  { source: 'primaryAddress.city', kind: 'text' },
  { source: 'primaryAddress.country', kind: 'text' },
];
const HEADER = 'Name,Shop id,Status,Time zone,Street,City,Country';
const shop = (shopId: string, extra = { status: 'Active', timezone: 'America/Chicago' }) => `Garage ${shopId},${shopId},${extra.status},${extra.timezone},1 Elm St,Austin,US`;
const file = (lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;

const businessesOf = (shopIds: string[]) => t.db.selectFrom('businesses').select(['id', 'shop_id', 'name']).where('shop_id', 'in', shopIds).orderBy('shop_id').execute();
const entriesOf = (ids: number[]) =>
  t.db
    .selectFrom('change_history')
    .select(['record_id', 'action', 'source', 'user_id', 'after', 'changed_at'])
    .where('entity', '=', 'business')
    .where('record_id', 'in', ids)
    .orderBy('record_id')
    .execute();

describe('new businesses imported together', () => {
  it('are checked by the save’s rules (a refusal told in the caller’s language), created with an entry each, and a second import changes nothing', async () => {
    const shops = ['TG-101', 'TG-102', 'TG-103', 'TG-104'];
    const lines = [...shops.map((id) => shop(id)), shop('TG-105', { status: 'Active', timezone: 'Mars/Olympus' })];
    const status = await checked('business', 'garajes.csv', file(lines), { fields: SHOP_FIELDS, language: 'es' });
    expect(status.counts).toMatchObject({ insert: 4, refused: 1 });
    expect((await rowsOf(status.id, 'refused', 'es')).map((r) => [r.row, r.message])).toEqual([[6, 'Zona horaria: «Mars/Olympus» no es una zona horaria (como America/Chicago)']]);
    expect(await businessesOf([...shops, 'TG-105'])).toEqual([]);

    const done = await applied(status.id, 'rows', 'es');
    expect(done).toMatchObject({ state: 'applied', counts: { inserted: 4, refused: 1 } });
    const made = await businessesOf(shops);
    expect(made.map((row) => row.shop_id)).toEqual(shops);
    const rows = await t.db.selectFrom('import_rows').select('record_id').where('job_id', '=', status.id).where('outcome', '=', 'inserted').orderBy('record_id').execute();
    expect(rows.map((r) => r.record_id)).toEqual(made.map((row) => row.id).sort((x, y) => x - y));
    const entries = await entriesOf(made.map((row) => row.id));
    expect(entries.map(({ record_id, action, source, user_id }) => ({ record_id, action, source, user_id }))).toEqual(
      made.map((row) => ({ record_id: row.id, action: 'create', source: 'import:garajes.csv', user_id: s.userId })),
    );
    expect(entries[0].after).toMatchObject({ shopId: 'TG-101', name: 'Garage TG-101', primaryAddress: { street: '1 Elm St', city: 'Austin', country: 'US' } });
    // One transaction for the chunk: the entries share its time (one call each would not).
    expect(new Set(entries.map((e) => new Date(e.changed_at).getTime())).size).toBe(1);
    // The business answers as any other: its location read back by its Get.
    const location = await ok<{ shopId: string; primaryAddress: { city: string }; billingAddress: { city: string } }>(b.location, { query: { key: String(made[0].id) } });
    expect(location).toMatchObject({ shopId: 'TG-101', primaryAddress: { city: 'Austin' }, billingAddress: { city: 'Austin' } });

    const again = await checked('business', 'garajes.csv', file(lines), { fields: SHOP_FIELDS });
    expect(again.counts).toMatchObject({ insert: 0, update: 0, unchanged: 4, refused: 1 });
  });

  it('are saved row by row when the database refuses their chunk (a shop id taken since the check), keeping the others', async () => {
    const shops = ['TG-201', 'TG-202', 'TG-203'];
    const status = await checked('business', 'race.csv', file(shops.map((id) => shop(id))), { fields: SHOP_FIELDS });
    expect(status.counts).toMatchObject({ insert: 3 });
    const statusId = (await t.db.selectFrom('lookups').select('id').where('key', '=', 'business.status').where('text', '=', 'Active').executeTakeFirstOrThrow()).id;
    const taken = { id: 0, shopId: 'tg-202', name: 'Taken meanwhile', statusId, language: 1, billSameAsPrimary: true, primaryAddress: { street: '2 Oak St', city: 'Dallas', country: 'US', language: 1 } };
    await ok(b.upsert, { body: taken });
    const done = await applied(status.id, 'rows');
    expect(done).toMatchObject({ state: 'applied', counts: { inserted: 2, refused: 1 } });
    expect((await rowsOf(status.id, 'refused')).map((r) => [r.row, r.message])).toEqual([[3, 'A business with shop id "TG-202" already exists.']]);
    expect((await businessesOf(['TG-201', 'TG-203', 'tg-202'])).map((row) => [row.shop_id, row.name])).toEqual([
      ['TG-201', 'Garage TG-201'],
      ['TG-203', 'Garage TG-203'],
      ['tg-202', 'Taken meanwhile'],
    ]);
  });

  it('all or nothing, are not written at all when the database refuses one', async () => {
    const shops = ['TG-301', 'TG-302'];
    const status = await checked('business', 'whole.csv', file(shops.map((id) => shop(id))), { fields: SHOP_FIELDS });
    const statusId = (await t.db.selectFrom('lookups').select('id').where('key', '=', 'business.status').where('text', '=', 'Active').executeTakeFirstOrThrow()).id;
    await ok(b.upsert, { body: { id: 0, shopId: 'TG-302', name: 'Taken meanwhile', statusId, language: 1, billSameAsPrimary: true, primaryAddress: { street: '2 Oak St', city: 'Dallas', country: 'US', language: 1 } } });
    const done = await applied(status.id, 'all');
    expect(done.state).toBe('failed');
    expect(done.message).toBe('Line 3 was refused: A business with shop id "TG-302" already exists. Nothing was imported.');
    expect((await businessesOf(shops)).map((row) => row.name)).toEqual(['Taken meanwhile']);
  });
});

describe('new lookup items imported together', () => {
  it('are created with their history entries, as the item’s own save makes them', async () => {
    const fields: ImportField[] = [
      { source: 'text', kind: 'text' },
      { source: 'isActive', kind: 'boolean' },
    ];
    // A cell our exports guarded against formula injection ('=…) is read as it was (=…).
    const csv = "Name,Active\r\nTogether Mutual,Yes\r\nTogether Casualty,No\r\n'=Together Equity,Yes\r\n";
    const status = await checked('insuranceCompanies', 'insurers.csv', csv, { fields });
    expect(status.counts).toMatchObject({ insert: 3 });
    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 3 } });
    const items = await t.db.selectFrom('lookups').select(['id', 'text', 'is_active', 'version']).where('key', '=', INSURANCE_COMPANIES.key).where('text', 'like', '%Together %').orderBy('text').execute();
    expect(items.map(({ text, is_active, version }) => [text, is_active, version])).toEqual([
      ['=Together Equity', true, 1],
      ['Together Casualty', false, 1],
      ['Together Mutual', true, 1],
    ]);
    const entries = await t.db
      .selectFrom('change_history')
      .select(['record_id', 'area', 'entity', 'action', 'source', 'after'])
      .where('record_id', 'in', items.map((item) => item.id))
      .where('entity', '=', 'lookupItem')
      .orderBy('record_id')
      .execute();
    expect(entries.map(({ area, action, source, after }) => ({ area, action, source, text: (after as { text: string }).text }))).toEqual(
      [...items].sort((x, y) => x.id - y.id).map((item) => ({ area: 'lookup', action: 'create', source: 'import:insurers.csv', text: item.text })),
    );
  });
});

describe('a lookup type with a list of its own', () => {
  it('imports by the item’s name: an item there read by lookup/ByKey and updated, a new one created under the type’s key', async () => {
    const fields: ImportField[] = [
      { source: 'text', kind: 'text' },
      { source: 'decimalValue', kind: 'number' },
      { source: 'stringValue', kind: 'text' },
      { source: 'isActive', kind: 'boolean' },
    ];
    const csv = 'text,decimalValue,stringValue,isActive\r\nOntario HST ,13.5,CA-ON,Yes\r\nTogether Levy,2.5,TG,Yes\r\nTogether Overtax,150,TG,Yes\r\n';
    const status = await checked('taxRates', 'taxes.csv', csv, { fields });
    expect(status.counts).toMatchObject({ insert: 1, update: 1, refused: 1 });
    const rows = await rowsOf(status.id);
    expect(rows[0].changes).toEqual([{ field: 'decimalValue', before: 13, after: 13.5 }]);
    expect(rows[2].message).toMatch(/^decimalValue: .*100/);
    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1, refused: 1 } });
    const items = await t.db.selectFrom('lookups').select(['text', 'decimal_value']).where('key', '=', 'billing.taxrates').where('text', 'in', ['Ontario HST', 'Together Levy', 'Together Overtax']).orderBy('text').execute();
    expect(items.map(({ text, decimal_value }) => [text, Number(decimal_value)])).toEqual([
      ['Ontario HST', 13.5],
      ['Together Levy', 2.5],
    ]);
  });
});

describe('createLookups', () => {
  it('creates the items every rule of lookup/Upsert passes, with their translations, and leaves the others to their own save', async () => {
    const key = INSURANCE_COMPANIES.key;
    const ids = await createLookups(t.db, { userId: s.userId }, [
      { id: 0, key, text: 'Together Life', isActive: true, translations: { es: 'Vida Juntos' } },
      { id: 0, key: LOOKUP_KEYS.salesRep, text: 'Half a sales rep', isActive: true },
      { id: 0, key, text: 'Together Klingon', isActive: true, translations: { tlh: 'x' } },
      { id: 0, key, text: 'Together Orphan', isActive: true, parentId: 99_999_999 },
      { id: 0, key, text: 'Together Plain', isActive: true, translations: { es: '' } },
    ]);
    expect(ids.map((id) => id !== null)).toEqual([true, false, false, false, true]);
    const items = await t.db
      .selectFrom('lookups')
      .select(['id', 'text', (eb) => eb.selectFrom('lookup_translations').select('translation').whereRef('lookup_id', '=', 'lookups.id').limit(1).as('es')])
      .where('id', 'in', ids.filter((id) => id !== null))
      .orderBy('id')
      .execute();
    expect(items.map(({ text, es }) => [text, es])).toEqual([
      ['Together Life', 'Vida Juntos'],
      ['Together Plain', null],
    ]);
    expect(await t.db.selectFrom('lookups').select('id').where('text', 'in', ['Half a sales rep', 'Together Klingon', 'Together Orphan']).execute()).toEqual([]);
  });
});
