/** lookup/GetMakes and lookup/SaveMakes: the inline-editable list of vehicle makes. */
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupContract } from '../../../contract/lookup';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
});

type Make = { id: number; make: string; isInactive: boolean; version: number };
type Result = { index: number; id: number; success: boolean; message?: string; version?: number };
const getMakes = (query?: Record<string, string>) => call(t.app, lookupContract.getMakes, { token, query });
const save = (body: unknown, headers?: Record<string, string>) => call(t.app, lookupContract.saveMakes, { token, body, headers });
const table = () => t.db.selectFrom('makes').selectAll().orderBy('id').execute();
const row = (make: string) => t.db.selectFrom('makes').selectAll().where('make', '=', make).executeTakeFirst();
const names = (makes: Make[]) => makes.map((m) => m.make);

describe('GetMakes', () => {
  it('lists active makes by name and hides inactive ones unless showAll=true', async () => {
    const active = (await getMakes()).json<Make[]>();
    expect(names(active)).toContain('Audi');
    expect(names(active)).not.toContain('Saturn');
    expect(active.every((m) => !m.isInactive)).toBe(true);
    const sorted = [...names(active)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(active)).toEqual(sorted);
    expect(names((await getMakes({ showAll: 'false' })).json<Make[]>())).not.toContain('Saturn');
    const all = (await getMakes({ showAll: 'true' })).json<Make[]>();
    expect(all.find((m) => m.make === 'Saturn')).toMatchObject({ isInactive: true, version: 1 });
    expect(all.length).toBeGreaterThan(active.length);
  });

  it('refuses a showAll that is not a boolean, naming it', async () => {
    const res = await getMakes({ showAll: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('showAll');
  });
});

describe('SaveMakes', () => {
  it('inserts id-0 rows and updates changed rows, answering one result per row', async () => {
    const audi = (await row('Audi'))!;
    const res = await save([
      { id: 0, make: 'Lada' },
      { id: audi.id, make: 'Audi', isInactive: true, version: audi.version },
    ]);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: Result[] }>();
    expect(results).toHaveLength(2);
    const lada = (await row('Lada'))!;
    expect(results[0]).toMatchObject({ index: 0, success: true, id: lada.id, version: 1 });
    expect(results[1]).toMatchObject({ index: 1, success: true, id: audi.id, version: audi.version + 1 });
    expect(await row('Audi')).toMatchObject({ is_inactive: true, version: audi.version + 1 });
    expect(names((await getMakes()).json<Make[]>())).not.toContain('Audi');
  });

  it('refuses a row with a stale version, writing nothing for it, and saves the other rows', async () => {
    const bmw = (await row('BMW'))!;
    expect((await save([{ id: bmw.id, make: 'BMW', isInactive: false, version: bmw.version }])).json().results[0].success).toBe(true);
    const res = await save([
      { id: bmw.id, make: 'BMW Group', version: bmw.version },
      { id: 0, make: 'Tata' },
    ]);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: Result[] }>();
    expect(results[0]).toMatchObject({ index: 0, id: bmw.id, success: false });
    expect(results[0].message).toMatch(/changed by someone else/);
    expect(results[1]).toMatchObject({ index: 1, success: true });
    expect(await row('BMW')).toMatchObject({ make: 'BMW', version: bmw.version + 1 });
    expect(await row('BMW Group')).toBeUndefined();
    expect(await row('Tata')).toBeDefined();
  });

  it('refuses a duplicate name (in any case) with a message naming it', async () => {
    const res = await save([
      { id: 0, make: 'audi' },
      { id: 0, make: 'Zastava' },
    ]);
    const { results } = res.json<{ results: Result[] }>();
    expect(results[0]).toMatchObject({ success: false });
    expect(results[0].message).toContain('"audi"');
    expect(results[1]).toMatchObject({ success: true });
    const audis = await t.db.selectFrom('makes').select('id').where('make', 'ilike', 'audi').execute();
    expect(audis).toHaveLength(1);
  });

  it('refuses an update for a make that does not exist', async () => {
    const { results } = (await save([{ id: 999_999, make: 'Ghost', version: 1 }])).json<{ results: Result[] }>();
    expect(results[0]).toMatchObject({ success: false, id: 999_999 });
    expect(await row('Ghost')).toBeUndefined();
  });
});

describe('SaveMakes with bad input', () => {
  const cases: [string, unknown, string][] = [
    ['an empty make', [{ id: 0, make: 'Valid One' }, { id: 0, make: '   ' }], '1.make'],
    ['a make too long', [{ id: 0, make: 'x'.repeat(61) }], '0.make'],
    ['an unknown field', [{ id: 0, make: 'Valid Two', color: 'red' }], '0.color'],
    ['a mass-assigned field', [{ id: 0, make: 'Valid Three', created_by: 'me' }], '0.created_by'],
    ['an update without its version', [{ id: 0, make: 'Valid Four' }, { id: 3, make: 'Renamed' }], '1.version'],
    ['a negative id', [{ id: -1, make: 'Valid Five' }], '0.id'],
    ['a non-array body', { id: 0, make: 'Valid Six' }, 'body'],
    ['an empty array', [], 'body'],
    ['a string id', [{ id: '0', make: 'Valid Seven' }], '0.id'],
  ];

  it.each(cases)('answers 400 to %s, naming the field, and writes nothing', async (_name, body, field) => {
    const before = await table();
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    const err = res.json<{ message: string; errors: { field: string }[] }>();
    expect(err.message).toContain(field);
    expect(err.errors.map((e) => e.field)).toContain(field);
    expect(await table()).toEqual(before);
  });

  it('answers 415 to a body that is not JSON, and writes nothing', async () => {
    const before = await table();
    const xml = await save('<make id="0">Valid Eight</make>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().message).toMatch(/content-type|media type/i);
    const form = await save('id=0&make=Valid+Nine', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);
    const text = await save(JSON.stringify([{ id: 0, make: 'Valid Ten' }]), { 'content-type': 'text/plain' });
    expect([400, 415]).toContain(text.statusCode);
    expect(await table()).toEqual(before);
  });

  it('answers 400 to malformed JSON and 413 to a body over 1 MiB', async () => {
    const before = await table();
    expect((await save('[{"id":0,', { 'content-type': 'application/json' })).statusCode).toBe(400);
    const huge = Array.from({ length: 500 }, (_, i) => ({ id: 0, make: `Huge ${i} ${'x'.repeat(2100)}` }));
    expect((await save(huge)).statusCode).toBe(413);
    expect(await table()).toEqual(before);
  });
});
