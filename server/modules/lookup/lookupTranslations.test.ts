/**
 * Lookup items in the user's language (issue 31): an item saved with its Spanish (lookup/Upsert), answered with it,
 * filled from the translation memory (lookup/FillTranslations); the answers naming an item inside another record in
 * the caller's language, English by default and where the item has no Spanish (a business's status in the list and
 * its CSV, a request's scan type, the statistics summary); and the demo's values each with their Spanish.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, type BusinessRow, businessContract as b } from '../../../contract/business';
import { dashboardContract as dash, type Summary } from '../../../contract/dashboard';
import { DASHBOARD_CATEGORIES } from '../../../contract/dashboardSchema';
import { type LookupItem, lookupContract as c } from '../../../contract/lookup';
import { LOOKUP_KEYS as K } from '../../../contract/lookupKeys';
import { lookupStoreContract as ls } from '../../../contract/lookupStore';
import { isTranslated } from '../../../contract/lookupTypes';
import { SCAN_TYPE_KEY } from '../../../contract/serviceCatalogue';
import { type ServiceRequest, SERVICE_REQUEST_STATUSES, serviceRequestContract as sr } from '../../../contract/serviceRequest';
import { LOOKUP_SPANISH } from './seed/lookupTranslationsData';
import { call, login, withTestApp } from '../../test/harness';
import { parseCsv } from '../../../contract/csvRows';
import { locationInput, referenceIds, uniqueTag } from '../business/testFixtures';
import { createRequest, scanTypeId } from '../serviceRequests/testFixtures';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});

const es = { 'accept-language': 'es' };
const as = (endpoint: Parameters<typeof call>[1], opts: Parameters<typeof call>[2] = {}) => call(t.app, endpoint, { token, ...opts });
const upsert = (body: unknown, headers: Record<string, string> = {}) => as(c.upsert, { body, headers });
const itemsOf = async (key: string) => (await as(c.byKey, { body: { key, showAll: true } })).json<LookupItem[]>();
const stored = () => t.db.selectFrom('lookup_translations').selectAll().orderBy('id').execute();

describe('the demo data', () => {
  // First in the file: the items are then the seed's alone.
  it('gives every item of a translated type its Spanish', async () => {
    const items = await t.db.selectFrom('lookups').select(['key', 'text']).execute();
    const seeded = items.filter((i) => isTranslated(i.key));
    expect(seeded.length).toBeGreaterThan(100);
    expect(seeded.filter((i) => LOOKUP_SPANISH[i.key]?.[i.text] === undefined).map((i) => `${i.key}: ${i.text}`)).toEqual([]);
    const scanTypes = await itemsOf(SCAN_TYPE_KEY);
    expect(scanTypes.filter((s) => !s.translations?.es).map((s) => s.text)).toEqual([]);
  });
});

describe('a lookup item’s Spanish', () => {
  let item: LookupItem;

  it('is saved with the item, answered with it, and kept when only another field changes', async () => {
    const res = await upsert({ id: 0, key: K.period, text: 'Biweekly', intValue: 0, translations: { es: '  Quincenal ' } });
    expect(res.statusCode).toBe(200);
    item = res.json<LookupItem>();
    expect(item).toMatchObject({ text: 'Biweekly', translations: { es: 'Quincenal' }, version: 1 });
    expect((await itemsOf(K.period)).find((i) => i.id === item.id)?.translations).toEqual({ es: 'Quincenal' });
    // An item without a translation answers none; an edit that does not send them keeps them.
    expect((await itemsOf(K.period)).find((i) => i.text === 'Monthly')?.translations).toEqual({ es: 'Mensual' });
    const { translations: _, ...rest } = item;
    item = (await upsert({ ...rest, intValue: 2 })).json<LookupItem>();
    expect(item).toMatchObject({ intValue: 2, translations: { es: 'Quincenal' }, version: 2 });
  });

  it('is changed, and removed when sent empty, each at the item’s version; another language’s text stays', async () => {
    await t.db.insertInto('lookup_translations').values({ lookup_id: item.id, language_code: 'fr', translation: 'Bimensuel' }).execute();
    item = (await upsert({ ...item, translations: { es: 'Cada dos semanas' } })).json<LookupItem>();
    expect(item).toMatchObject({ translations: { es: 'Cada dos semanas', fr: 'Bimensuel' }, version: 3 });
    const stale = await upsert({ ...item, version: 2, translations: { es: 'Perdido' } });
    expect(stale.statusCode).toBe(409);
    item = (await upsert({ ...item, translations: { es: '' } })).json<LookupItem>();
    expect(item.translations).toEqual({ fr: 'Bimensuel' });
  });

  it.each([
    ['a language not in the languages catalogue', { xx: 'Nada' }, 'translations.xx', 'xx is not a language of the languages catalogue'],
    ['English, which is the item’s own text', { en: 'Fortnightly' }, 'translations.en', 'English is the source text of every item: choose another language'],
    ['a text over 200 characters', { es: 'x'.repeat(201) }, 'translations.es', 'must be at most 200 characters'],
  ])('refuses %s with 400 naming it, writing nothing', async (_what, translations, field, message) => {
    const before = JSON.stringify([await stored(), await t.db.selectFrom('lookups').selectAll().where('id', '=', item.id).execute()]);
    const res = await upsert({ ...item, text: 'Changed', translations });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(JSON.stringify([await stored(), await t.db.selectFrom('lookups').selectAll().where('id', '=', item.id).execute()])).toBe(before);
  });

  it('is refused in Spanish under its label', async () => {
    const rate = (await itemsOf('billing.taxrates'))[0];
    const res = await upsert({ ...rate, translations: { es: 'x'.repeat(201) } }, es);
    expect(res.json().message).toBe('Nombre en español: debe tener como máximo 200 caracteres');
  });
});

describe('lookup/FillTranslations', () => {
  it('fills a key’s items without Spanish from the translation memory, never replacing one, and records each fill', async () => {
    // The memory holds "Rain sensor calibration" (a seeded scan type's Spanish), matched whatever the case and spaces.
    const rain = (await upsert({ id: 0, key: K.service, text: ' rain SENSOR calibration' })).json<LookupItem>();
    const own = (await upsert({ id: 0, key: K.service, text: 'Radar calibration', translations: { es: 'Calibrado del radar' } })).json<LookupItem>();
    const unknown = (await upsert({ id: 0, key: K.service, text: 'Paint matching' })).json<LookupItem>();
    const res = await as(ls.fillTranslations, { body: { key: K.service, code: 'es' } });
    expect(res.statusCode).toBe(200);
    const after = await itemsOf(K.service);
    expect(res.json()).toEqual({ filled: 1, remaining: after.filter((i) => !i.translations?.es).length });
    expect(after.find((i) => i.id === rain.id)?.translations).toEqual({ es: 'Calibración del sensor de lluvia' });
    expect(after.find((i) => i.id === own.id)?.translations).toEqual({ es: 'Calibrado del radar' });
    expect(after.find((i) => i.id === unknown.id)?.translations).toEqual({});
    const { rows } = await sql<{ record_id: number; after: unknown }>`SELECT record_id, after FROM change_history WHERE area = 'translations' AND entity = 'lookupTranslation'`.execute(t.db);
    expect(rows).toEqual([{ record_id: rain.id, after: { languageCode: 'es', translation: 'Calibración del sensor de lluvia', source: 'memory' } }]);
    expect((await as(ls.fillTranslations, { body: { key: K.service, code: 'es' } })).json()).toMatchObject({ filled: 0 });
  });

  it('refuses English or a language the catalogue lacks, naming code', async () => {
    for (const code of ['en', 'xx']) {
      const res = await as(ls.fillTranslations, { body: { key: K.service, code } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['code']);
    }
  });
});

describe('answers naming a lookup item', () => {
  const tag = `lt${uniqueTag()}`;
  let shop: BusinessLocation;
  beforeAll(async () => {
    const ids = await referenceIds(t.db);
    shop = (await as(b.upsert, { body: locationInput(ids.status['On hold'], { name: `Taller ${tag}` }) })).json<BusinessLocation>();
  });

  it('write a business’s status in the caller’s language in the list, on both of its paths, and in its CSV', async () => {
    const statusOf = async (endpoint: typeof b.registered, query: Record<string, string>, headers = {}) =>
      (await as(endpoint, { query: { pageSize: '100', ...query }, headers })).json<BusinessRow[]>().find((r) => r.id === shop.id)?.status;
    expect(await statusOf(b.registered, { search: tag })).toBe('On hold');
    expect(await statusOf(b.registered, { search: tag }, es)).toBe('En espera');
    expect(await statusOf(b.search, { search: tag, orderBy: 'id' }, es)).toBe('En espera');
    const csv = async (headers = {}) => parseCsv((await as(b.export, { query: { search: tag, columns: 'name,status', header: 'false' }, headers })).body);
    expect(await csv(es)).toEqual([[shop.name, 'En espera']]);
    expect(await csv()).toEqual([[shop.name, 'On hold']]);
    const set = await as(b.setStatus, { body: { id: shop.id, statusId: (await referenceIds(t.db)).status.Closed }, headers: es });
    expect(set.json()).toMatchObject({ status: 'Cerrado' });
  });

  it('write a request’s scan type in the caller’s language, and the summary’s scan types, English where one has no Spanish', async () => {
    const rain = await scanTypeId(t.db, 'Rain sensor calibration');
    const plain = await scanTypeId(t.db, `Untranslated scan ${tag}`);
    const created = new Date('2033-02-03T10:00:00Z');
    const { id } = await createRequest(t.db, { businessId: shop.id, vin: '1HGCM82633A004352', serviceTypeId: rain, statusId: SERVICE_REQUEST_STATUSES.pending, dateCreated: created });
    await createRequest(t.db, { businessId: shop.id, vin: '1HGCM82633A004353', serviceTypeId: plain, statusId: SERVICE_REQUEST_STATUSES.pending, dateCreated: created });
    const request = async (headers = {}) => (await as(sr.serviceRequest, { query: { id: String(id) }, headers })).json<ServiceRequest>();
    expect((await request(es)).serviceType).toBe('Calibración del sensor de lluvia');
    expect((await request()).serviceType).toBe('Rain sensor calibration');
    const listed = (await as(sr.serviceRequestsForList, { query: { businessId: String(shop.id) }, headers: es })).json<{ items: { serviceType: string }[] }>();
    expect(listed.items.map((r) => r.serviceType).sort()).toEqual(['Calibración del sensor de lluvia', `Untranslated scan ${tag}`]);
    const exported = parseCsv((await as(sr.export, { query: { businessId: String(shop.id), columns: 'serviceType', header: 'false' }, headers: es })).body);
    expect(exported.flat().sort()).toEqual(['Calibración del sensor de lluvia', `Untranslated scan ${tag}`]);

    const summary = async (language: string) =>
      (await as(dash.summaryChoices, { query: { startDate: '2033-02-01', endDate: '2033-02-28', category: String(DASHBOARD_CATEGORIES.scanType), language } })).json<Summary>();
    // A bar keeps the stored English as its id (its rows' condition), and is named in the language.
    expect((await summary('es')).groups[0].items.map((i) => [i.id, i.name]).sort()).toEqual([
      ['Rain sensor calibration', 'Calibración del sensor de lluvia'],
      [`Untranslated scan ${tag}`, `Untranslated scan ${tag}`],
    ]);
    expect((await summary('en')).groups[0].items.map((i) => i.name).sort()).toEqual(['Rain sensor calibration', `Untranslated scan ${tag}`]);
  });
});
