/** maintenance/SaveInsurance?name: a GET that writes one insurance company item, and nothing on bad input. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LookupItem } from '../../../contract/lookup';
import { REFERENCE_KEYS, referencesContract as c } from '../../../contract/references';
import { call, login, withTestApp } from '../../test/harness';
import { snapshot } from '../businessDetails/testFixtures';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});

const save = (query: Record<string, string>) => call(t.app, c.saveInsurance, { token, query });
const lookups = () => snapshot(t.db, ['lookups']);
const insurers = () => t.db.selectFrom('lookups').selectAll().where('key', '=', REFERENCE_KEYS.insuranceCompany).orderBy('id').execute();

describe('maintenance/SaveInsurance', () => {
  it('adds a new insurance company, active, and answers its item without letting it be cached', async () => {
    const before = await insurers();
    const res = await save({ name: '  The Hartford ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const item = res.json<LookupItem>();
    expect(item).toMatchObject({ key: REFERENCE_KEYS.insuranceCompany, text: 'The Hartford', isActive: true, version: 1 });
    const after = await insurers();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ id: item.id, text: 'The Hartford', is_active: true, string_value: null, label: null });
    expect((await call(t.app, c.insuranceCompanies, { token })).json<LookupItem[]>().map((i) => i.id)).toContain(item.id);
  });

  it('answers the existing company of that name, any case, and writes nothing', async () => {
    const before = await lookups();
    const res = await save({ name: 'state farm' });
    expect(res.statusCode).toBe(200);
    expect(res.json<LookupItem>()).toMatchObject({ text: 'State Farm', stringValue: 'US', isActive: true, version: 1 });
    expect(await lookups()).toBe(before);
  });

  it('makes an inactive company of that name active again, changing nothing else', async () => {
    const esurance = (await insurers()).find((i) => i.text === 'Esurance');
    expect(esurance).toMatchObject({ is_active: false });
    const count = (await insurers()).length;
    const res = await save({ name: 'ESURANCE' });
    expect(res.json<LookupItem>()).toMatchObject({ id: esurance?.id, text: 'Esurance', isActive: true, version: (esurance?.version ?? 0) + 1 });
    expect(await insurers()).toHaveLength(count);
  });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '   ' }],
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
  ])('refuses %s, naming name, and writes nothing', async (_what, query) => {
    const before = await lookups();
    const res = await save(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('name');
    expect(await lookups()).toBe(before);
  });

  it('refuses an unknown parameter, naming it, and writes nothing', async () => {
    const before = await lookups();
    const res = await save({ name: 'Chubb', key: 'business.status' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('key');
    expect(await lookups()).toBe(before);
  });
});
