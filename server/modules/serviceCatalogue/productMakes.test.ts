/** lookup/ProductMakes and Business/UpsertProductMake: the vehicle makes a product or product add is offered for. */
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupContract } from '../../../contract/lookup';
import { type ProductAdd, type ProductMake, serviceCatalogueContract as c } from '../../../contract/serviceCatalogue';
import { call, login, withTestApp } from '../../test/harness';
import { fieldsOf, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let makes: { id: number; make: string }[] = [];
let products: { id: number; name: string }[] = [];
let adds: ProductAdd[] = [];
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  makes = (await call(t.app, lookupContract.getMakes, { token })).json();
  products = (await call(t.app, c.products, { token })).json();
  adds = (await call(t.app, c.productAdds, { token })).json();
});

const list = async (query: Record<string, string> = {}) => (await call(t.app, c.productMakes, { token, query })).json<ProductMake[]>();
const upsert = (body: unknown) => call(t.app, c.upsertProductMake, { token, body });
const make = (name: string) => makes.find((m) => m.make === name)!.id;
const product = (name: string) => products.find((p) => p.name === name)!.id;

describe('lookup/ProductMakes', () => {
  it('answers the seeded product makes with product and make names, one product with productId', async () => {
    const all = await list();
    expect(all.find((pm) => pm.productName === 'ADAS calibration' && pm.makeName === 'Subaru')).toMatchObject({ isAdd: false, isActive: true, version: 1 });
    expect(all.find((pm) => pm.productName === 'Second calibration')).toMatchObject({ isAdd: true });
    const one = await list({ productId: String(product('Key programming')) });
    expect(one.map((pm) => pm.makeName).sort()).toEqual(['Chevrolet', 'Dodge', 'Ford', 'GMC', 'Jeep', 'Ram']);
  });

  it('refuses a productId that is not an id with 400', async () => {
    const res = await call(t.app, c.productMakes, { token, query: { productId: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('productId');
  });
});

describe('Business/UpsertProductMake', () => {
  let created: ProductMake;

  it('offers a product for a make, then deactivates it at its version', async () => {
    const res = await upsert({ id: 0, productId: product('ADAS calibration'), makeId: make('Volvo') });
    expect(res.statusCode).toBe(200);
    created = res.json<ProductMake>();
    expect(created).toMatchObject({ productName: 'ADAS calibration', makeName: 'Volvo', isAdd: false, isActive: true, version: 1 });
    const off = await upsert({ id: created.id, productId: created.productId, makeId: created.makeId, isActive: false, version: 1 });
    expect(off.json()).toMatchObject({ isActive: false, version: 2 });
    expect((await list()).map((pm) => pm.id)).not.toContain(created.id);
    expect((await list({ showAll: 'true' })).map((pm) => pm.id)).toContain(created.id);
  });

  it('offers a product add for a make, marked isAdd', async () => {
    const res = await upsert({ id: 0, productId: adds[0].id, makeId: make('Volvo') });
    expect(res.json()).toMatchObject({ productName: adds[0].name, isAdd: true });
  });

  it('refuses a second row for the same product and make (409) and a stale version (409), writing nothing', async () => {
    const before = await snapshot(t.db);
    const duplicate = await upsert({ id: 0, productId: created.productId, makeId: created.makeId });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('duplicate');
    const stale = await upsert({ id: created.id, productId: created.productId, makeId: make('Audi'), version: 1 });
    expect(stale.json().code).toBe('stale');
    expect(await snapshot(t.db)).toBe(before);
  });

  it.each([
    ['an unknown product', () => ({ productId: 999999 }), 'productId'],
    ['a lookup item that is not a product', () => ({ productId: 1 }), 'productId'],
    ['an unknown make', () => ({ makeId: 999999 }), 'makeId'],
    ['no make', () => ({ makeId: undefined }), 'makeId'],
    ['isAdd as input', () => ({ isAdd: true }), 'isAdd'],
    ['an update without version', () => ({ id: created.id }), 'version'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, more, field) => {
    const before = await snapshot(t.db);
    const res = await upsert({ id: 0, productId: product('Remote diagnostics'), makeId: make('Tesla'), ...more() });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
    expect(await snapshot(t.db)).toBe(before);
  });
});
