/**
 * The service catalogue's writes go through the one write path (issue 32): each successful save leaves exactly one
 * change history entry for the record it changed (area, entity, action, before, after, who), and a refused one
 * (stale, invalid, duplicate, another key's item) leaves none.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupContract } from '../../../contract/lookup';
import {
  ACTIVATION_ACCOUNT_TYPES,
  type ActivationCard,
  type Product,
  type ProductAdd,
  type ProductMake,
  SCAN_TYPE_KEY,
  type ScanType,
  SERVICE_ELEMENT_GROUP_KEY,
  serviceCatalogueContract as c,
} from '../../../contract/serviceCatalogue';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';

const t = withTestApp();
let token = '';
let userId = 0;
let groups: { id: number; text: string }[] = [];
let makes: { id: number; make: string }[] = [];
let deviceId = 0;

beforeAll(async () => {
  ({ token, userId } = await signIn(t, 'admin'));
  groups = (await call(t.app, lookupContract.byKey, { token, body: { key: SERVICE_ELEMENT_GROUP_KEY } })).json();
  makes = (await call(t.app, lookupContract.getMakes, { token })).json();
  const free = await t.db
    .selectFrom('devices as d')
    .select('d.id')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('activation_cards as a').select('a.id').whereRef('a.assigned_device_id', '=', 'd.id'))))
    .orderBy('d.id')
    .executeTakeFirstOrThrow();
  deviceId = free.id;
});

const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

const { leaves } = changeHistory(t);
const status = async (res: Promise<{ statusCode: number }>) => (await res).statusCode;

describe('serviceCatalogue: one history entry per save, none for a refused one', () => {
  it('saves a scan type with its group and translations in one entry', async () => {
    const [first, second] = groups;
    const text = unique('Scan ');
    let saved = {} as ScanType;
    const created = await leaves(async () => {
      saved = (await call(t.app, c.upsertScanType, { token, body: { id: 0, text, serviceElementGroupId: first.id } })).json<ScanType>();
    });
    expect(created).toEqual([
      {
        area: 'serviceCatalogue',
        entity: 'scanType',
        record_id: saved.id,
        scope_id: null,
        action: 'create',
        user_id: userId,
        before: null,
        after: expect.objectContaining({ text, isActive: true, translations: {}, serviceElementGroupId: first.id }),
      },
    ]);
    const updated = await leaves(() =>
      call(t.app, c.upsertScanType, { token, body: { id: saved.id, text, translations: { es: 'Escaneo' }, serviceElementGroupId: second.id, version: 1 } }),
    );
    expect(updated).toMatchObject([
      { entity: 'scanType', action: 'update', before: { serviceElementGroupId: first.id, translations: {} }, after: { serviceElementGroupId: second.id, translations: { es: 'Escaneo' } } },
    ]);
    const taxRate = (await call(t.app, lookupContract.byKey, { token, body: { key: 'billing.taxrates' } })).json<{ id: number; version: number }[]>()[0];
    const refused = await leaves(async () => {
      expect(await status(call(t.app, c.upsertScanType, { token, body: { id: saved.id, text: 'Lost', serviceElementGroupId: first.id, version: 1 } }))).toBe(409);
      expect(await status(call(t.app, c.upsertScanType, { token, body: { id: taxRate.id, text: 'Lost', serviceElementGroupId: first.id, version: taxRate.version } }))).toBe(404);
      expect(await status(call(t.app, c.upsertScanType, { token, body: { id: 0, text, serviceElementGroupId: 99999999 } }))).toBe(400);
      expect(await status(call(t.app, c.upsertScanType, { token, body: { id: saved.id, text: 'Lost', serviceElementGroupId: first.id } }))).toBe(400);
    });
    expect(refused).toEqual([]);
    expect((await t.db.selectFrom('lookups').select('key').where('id', '=', saved.id).executeTakeFirstOrThrow()).key).toBe(SCAN_TYPE_KEY);
  });

  it('saves an activation card, keeping no form of its password, only a mark that shows it changed', async () => {
    const body = { id: 0, activationCardId: unique('AC-'), activationPassword: 'Zq4-7mWx', activationAccountType: ACTIVATION_ACCOUNT_TYPES.shop };
    let saved = {} as ActivationCard;
    const created = await leaves(async () => {
      saved = (await call(t.app, c.upsertActivationCard, { token, body })).json<ActivationCard>();
    });
    expect(created).toMatchObject([
      { area: 'serviceCatalogue', entity: 'activationCard', record_id: saved.id, action: 'create', user_id: userId, before: null, after: { activationCardId: body.activationCardId, assignedDeviceId: null } },
    ]);
    expect(JSON.stringify(created)).not.toContain(body.activationPassword);
    const updated = await leaves(() => call(t.app, c.upsertActivationCard, { token, body: { ...body, id: saved.id, activationPassword: 'New-pass-1', assignedDeviceId: deviceId, version: 1 } }));
    expect(updated).toHaveLength(1);
    const [{ before, after }] = updated;
    expect(after).toMatchObject({ assignedDeviceId: deviceId, assignedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(before?.activationPasswordMark).not.toBe(after?.activationPasswordMark);
    expect(JSON.stringify(updated)).not.toContain('New-pass-1');
    const refused = await leaves(async () => {
      expect(await status(call(t.app, c.upsertActivationCard, { token, body: { ...body, id: saved.id, version: 1 } }))).toBe(409);
      expect(await status(call(t.app, c.upsertActivationCard, { token, body: { ...body, activationCardId: body.activationCardId.toLowerCase() } }))).toBe(409);
      expect(await status(call(t.app, c.upsertActivationCard, { token, body: { ...body, activationPassword: 'x' } }))).toBe(400);
    });
    expect(refused).toEqual([]);
  });

  it('saves a product, a product add and a product make, each in its own kind', async () => {
    let product = {} as Product;
    const created = await leaves(async () => {
      product = (await call(t.app, c.upsertProduct, { token, body: { id: 0, name: unique('Product '), disclaimer: 'Level floor.' } })).json<Product>();
    });
    expect(created).toEqual([
      { area: 'serviceCatalogue', entity: 'product', record_id: product.id, scope_id: null, action: 'create', user_id: userId, before: null, after: { name: product.name, isActive: true, disclaimer: 'Level floor.' } },
    ]);
    const updated = await leaves(() => call(t.app, c.upsertProduct, { token, body: { id: product.id, name: product.name, disclaimer: '', version: 1 } }));
    expect(updated).toMatchObject([{ entity: 'product', action: 'update', before: { disclaimer: 'Level floor.' }, after: { disclaimer: null } }]);

    let add = {} as ProductAdd;
    const addCreated = await leaves(async () => {
      add = (await call(t.app, c.upsertProductAdd, { token, body: { id: 0, name: unique('Add ') } })).json<ProductAdd>();
    });
    expect(addCreated).toEqual([{ area: 'serviceCatalogue', entity: 'productAdd', record_id: add.id, scope_id: null, action: 'create', user_id: userId, before: null, after: { name: add.name, isActive: true } }]);

    let row = {} as ProductMake;
    const makeCreated = await leaves(async () => {
      row = (await call(t.app, c.upsertProductMake, { token, body: { id: 0, productId: product.id, makeId: makes[0].id } })).json<ProductMake>();
    });
    expect(makeCreated).toEqual([
      { area: 'serviceCatalogue', entity: 'productMake', record_id: row.id, scope_id: product.id, action: 'create', user_id: userId, before: null, after: { productId: product.id, makeId: makes[0].id, isActive: true } },
    ]);
    const makeUpdated = await leaves(() => call(t.app, c.upsertProductMake, { token, body: { id: row.id, productId: product.id, makeId: makes[0].id, isActive: false, version: 1 } }));
    expect(makeUpdated).toMatchObject([{ entity: 'productMake', action: 'update', before: { isActive: true }, after: { isActive: false } }]);

    const refused = await leaves(async () => {
      expect(await status(call(t.app, c.upsertProduct, { token, body: { id: product.id, name: 'Lost', version: 1 } }))).toBe(409);
      expect(await status(call(t.app, c.upsertProduct, { token, body: { id: add.id, name: 'Moved', version: 1 } }))).toBe(404);
      expect(await status(call(t.app, c.upsertProductAdd, { token, body: { id: add.id, name: ' ', version: 1 } }))).toBe(400);
      expect(await status(call(t.app, c.upsertProductMake, { token, body: { id: 0, productId: product.id, makeId: makes[0].id } }))).toBe(409);
      expect(await status(call(t.app, c.upsertProductMake, { token, body: { id: row.id, productId: product.id, makeId: makes[0].id, version: 1 } }))).toBe(409);
      expect(await status(call(t.app, c.upsertProductMake, { token, body: { id: 0, productId: product.id, makeId: 99999999 } }))).toBe(400);
    });
    expect(refused).toEqual([]);
  });
});
