/**
 * lookup/Products, lookup/ProductAdds, Business/UpsertProduct and Business/UpsertProductAdd: items of the
 * lookup keys product and product.add, the ids businesses refer to.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupContract } from '../../../contract/lookup';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Product, type ProductAdd, serviceCatalogueContract as c } from '../../../contract/serviceCatalogue';
import { call, login, withTestApp } from '../../test/harness';
import { fieldsOf, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
});

const products = async (query: Record<string, string> = {}) => (await call(t.app, c.products, { token, query })).json<Product[]>();
const productAdds = async (query: Record<string, string> = {}) => (await call(t.app, c.productAdds, { token, query })).json<ProductAdd[]>();
const upsertProduct = (body: unknown) => call(t.app, c.upsertProduct, { token, body });
const upsertProductAdd = (body: unknown) => call(t.app, c.upsertProductAdd, { token, body });
const byKey = async (key: string) => (await call(t.app, lookupContract.byKey, { token, body: { key, showAll: true } })).json<{ id: number; text: string; label: string | null }[]>();

describe('lookup/Products and lookup/ProductAdds', () => {
  it('answer the items businesses refer to, under the same ids, with the disclaimer and whether there is one', async () => {
    const items = await byKey(LOOKUP_KEYS.product);
    const list = await products();
    expect(list.map((p) => p.id).sort()).toEqual(items.map((i) => i.id).sort());
    expect(list.find((p) => p.name === 'ADAS calibration')).toMatchObject({ isAdd: false, hasDisclaimer: true, disclaimer: expect.stringContaining('level floor') });
    expect(list.find((p) => p.name === 'Key programming')).toMatchObject({ isAdd: false, hasDisclaimer: false, disclaimer: null });
    const adds = await productAdds();
    expect(adds.map((a) => a.id).sort()).toEqual((await byKey(LOOKUP_KEYS.productAdd)).map((i) => i.id).sort());
    expect(adds.every((a) => a.isAdd && !('disclaimer' in a))).toBe(true);
  });

  it('answer the product adds beside the products with withAdds', async () => {
    const both = await products({ withAdds: 'true' });
    expect(both.filter((p) => p.isAdd)).toHaveLength((await productAdds()).length);
    expect(both.filter((p) => !p.isAdd)).toHaveLength((await products()).length);
  });
});

describe('Business/UpsertProduct', () => {
  let created: Product;

  it('creates a product as an item of the key product, with its disclaimer', async () => {
    const res = await upsertProduct({ id: 0, name: 'Steering angle sensor reset', disclaimer: 'Requires a four-wheel alignment first.' });
    expect(res.statusCode).toBe(200);
    created = res.json<Product>();
    expect(created).toMatchObject({ name: 'Steering angle sensor reset', hasDisclaimer: true, isAdd: false, isActive: true, version: 1 });
    expect((await byKey(LOOKUP_KEYS.product)).map((i) => i.id)).toContain(created.id);
  });

  it('computes hasDisclaimer from the disclaimer: a blank one is none', async () => {
    const res = await upsertProduct({ id: created.id, name: created.name, disclaimer: '   ', version: 1 });
    created = res.json<Product>();
    expect(created).toMatchObject({ disclaimer: null, hasDisclaimer: false, version: 2 });
  });

  it('keeps the item’s other fields, set through the generic lookup store', async () => {
    const item = (await call(t.app, lookupContract.upsert, { token, body: { id: created.id, key: LOOKUP_KEYS.product, text: created.name, label: 'SAS', version: 2 } })).json();
    const res = await upsertProduct({ id: created.id, name: 'SAS reset', disclaimer: 'Alignment first.', isActive: false, version: item.version });
    expect(res.json()).toMatchObject({ name: 'SAS reset', isActive: false, hasDisclaimer: true, version: 4 });
    created = res.json<Product>();
    expect((await byKey(LOOKUP_KEYS.product)).find((i) => i.id === created.id)).toMatchObject({ label: 'SAS', text: 'SAS reset' });
    expect((await products()).map((p) => p.id)).not.toContain(created.id);
    expect((await products({ showAll: 'true' })).map((p) => p.id)).toContain(created.id);
  });

  it('refuses a stale version (409) and a product add’s id (404), writing nothing', async () => {
    const add = (await productAdds())[0];
    const before = await snapshot(t.db);
    expect((await upsertProduct({ id: created.id, name: 'Stale', version: 1 })).statusCode).toBe(409);
    expect((await upsertProduct({ id: add.id, name: 'Moved', version: add.version })).statusCode).toBe(404);
    expect(await snapshot(t.db)).toBe(before);
  });

  it.each([
    ['hasDisclaimer as input', { hasDisclaimer: true }, 'hasDisclaimer'],
    ['isAdd as input', { isAdd: false }, 'isAdd'],
    ['an empty name', { name: ' ' }, 'name'],
    ['a disclaimer over 500 characters', { disclaimer: 'x'.repeat(501) }, 'disclaimer'],
    ['an update without version', { id: 1 }, 'version'],
  ])('refuses %s with 400 naming %s, writing nothing', async (_name, more, field) => {
    const before = await snapshot(t.db);
    const res = await upsertProduct({ id: 0, name: 'Refused product', ...more });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
    expect(await snapshot(t.db)).toBe(before);
  });
});

describe('Business/UpsertProductAdd', () => {
  it('creates and renames a product add, an item of the key product.add', async () => {
    const res = await upsertProductAdd({ id: 0, name: 'Weekend service' });
    expect(res.statusCode).toBe(200);
    const created = res.json<ProductAdd>();
    expect(created).toMatchObject({ name: 'Weekend service', isAdd: true, isActive: true, version: 1 });
    const renamed = await upsertProductAdd({ id: created.id, name: 'Weekend and holiday service', version: 1 });
    expect(renamed.json()).toMatchObject({ name: 'Weekend and holiday service', version: 2 });
    expect((await byKey(LOOKUP_KEYS.productAdd)).map((i) => i.text)).toContain('Weekend and holiday service');
    expect((await upsertProductAdd({ id: created.id, name: 'Stale', version: 1 })).statusCode).toBe(409);
  });

  it.each([
    ['a disclaimer', { disclaimer: 'Adds have none' }, 'disclaimer'],
    ['an empty name', { name: '' }, 'name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name'],
    ['a product’s id', { id: 1, version: 1 }, null],
  ])('refuses %s, writing nothing', async (_name, more, field) => {
    const product = (await products())[0];
    const body = { id: 0, name: 'Refused add', ...more, ...(field === null ? { id: product.id, version: product.version } : {}) };
    const before = await snapshot(t.db);
    const res = await upsertProductAdd(body);
    expect(res.statusCode).toBe(field === null ? 404 : 400);
    if (field) expect(fieldsOf(res.json())).toContain(field);
    expect(await snapshot(t.db)).toBe(before);
  });
});
