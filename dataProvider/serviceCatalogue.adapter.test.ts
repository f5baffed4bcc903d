/** The serviceCatalogue resources through the generic adapter, against a fake HTTP client: the exact call and body of each. */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../contract/define';
import { ACTIVATION_ACCOUNT_TYPES, serviceCatalogueContract as c } from '../contract/serviceCatalogue';
import { endpointTable } from '../src/declare/allResources';
import { createDataProvider } from './adapter';
import type { CallInput } from './http';

function fakeHttp(answer: (endpoint: Endpoint, input: CallInput) => unknown) {
  const calls: { url: string; method: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, method: endpoint.method, input });
    return answer(endpoint, input);
  };
  return { calls, provider: createDataProvider(http, endpointTable) };
}

const all = { pagination: { page: 1, perPage: 25 } };
const scanType = {
  id: 7,
  key: 'workorder.servicetype',
  text: 'Pre-repair scan',
  isActive: true,
  isInActive: false,
  value: null,
  dateValue: null,
  decimalValue: null,
  intValue: null,
  label: null,
  parentId: null,
  stringValue: 'PRE',
  serviceElementGroupId: 3,
  serviceElementGroupName: 'Pre- and post-repair scans',
  version: 2,
};
const card = {
  id: 4,
  activationCardId: 'TP2-AC-24001',
  activationPassword: 'K7m2-Qx9p',
  activationAccountReference: 'MAHLE-SUB-10482',
  activationAccountType: ACTIVATION_ACCOUNT_TYPES.shop,
  assignedDate: '2025-09-01',
  assignedDeviceId: 12,
  assignedDeviceSerialNumber: 'TP2-000012',
  isActive: true,
  version: 1,
};

describe('the serviceCatalogue resources through the adapter', () => {
  it.each([
    ['scanTypes', c.getScanTypes],
    ['activationCards', c.getActivationCards],
    ['products', c.products],
    ['productAdds', c.productAdds],
    ['productMakes', c.productMakes],
  ])('%s lists through its call, inactive rows only with show inactive', async (resource, endpoint) => {
    const { calls, provider } = fakeHttp(() => []);
    await provider.getList(resource, { ...all, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await provider.getList(resource, { ...all, sort: { field: 'id', order: 'ASC' }, filter: { showAll: true } });
    expect(calls).toEqual([
      { url: endpoint.url, method: 'GET', input: { query: { showAll: false } } },
      { url: endpoint.url, method: 'GET', input: { query: { showAll: true } } },
    ]);
  });

  it('filters scan types by service element group and saves one without the isInActive mirror', async () => {
    const other = { ...scanType, id: 8, serviceElementGroupId: 4 };
    const { calls, provider } = fakeHttp((endpoint) => (endpoint === c.getScanTypes ? [scanType, other] : { ...scanType, isActive: false, isInActive: true, version: 3 }));
    const { data } = await provider.getList('scanTypes', { ...all, sort: { field: 'text', order: 'ASC' }, filter: { serviceElementGroupId: 4 } });
    expect(data.map((r) => r.id)).toEqual([8]);
    await provider.update('scanTypes', { id: 7, data: { ...scanType, isActive: false }, previousData: scanType });
    const { serviceElementGroupName: _, isInActive: __, ...body } = { ...scanType, isActive: false };
    expect(calls[1]).toEqual({ url: c.upsertScanType.url, method: 'POST', input: { body } });
  });

  it('saves an activation card with its password but not the device serial number, and drops the date of a card taken off its device', async () => {
    const { calls, provider } = fakeHttp(() => ({ ...card, version: 2 }));
    await provider.update('activationCards', { id: 4, data: { ...card, assignedDeviceId: null }, previousData: card });
    expect(calls[0]).toEqual({
      url: c.upsertActivationCard.url,
      method: 'POST',
      input: {
        body: {
          id: 4,
          activationCardId: 'TP2-AC-24001',
          activationPassword: 'K7m2-Qx9p',
          activationAccountReference: 'MAHLE-SUB-10482',
          activationAccountType: 1,
          assignedDate: null,
          assignedDeviceId: null,
          isActive: true,
          version: 1,
        },
      },
    });
  });

  it('searches activation cards by their fields but never by the password', async () => {
    const { provider } = fakeHttp(() => [card, { ...card, id: 5, activationCardId: 'TP2-AC-24002', activationPassword: 'R4d8-Lw3z' }]);
    const search = async (q: string) => (await provider.getList('activationCards', { ...all, sort: { field: 'id', order: 'ASC' }, filter: { q } })).data.map((r) => r.id);
    expect(await search('24002')).toEqual([5]);
    expect(await search('mahle-sub')).toEqual([4, 5]);
    expect(await search('K7m2')).toEqual([]);
  });

  it('creates a product with its disclaimer, never sending the derived hasDisclaimer or isAdd', async () => {
    const { calls, provider } = fakeHttp(() => ({ id: 31, name: 'SAS reset', disclaimer: 'Align first.', hasDisclaimer: true, isAdd: false, isActive: true, version: 1 }));
    const { data } = await provider.create('products', { data: { name: 'SAS reset', disclaimer: 'Align first.', hasDisclaimer: false, isAdd: true, isActive: true } });
    expect(calls).toEqual([{ url: c.upsertProduct.url, method: 'POST', input: { body: { id: 0, name: 'SAS reset', disclaimer: 'Align first.', isActive: true } } }]);
    expect(data).toMatchObject({ id: 31, hasDisclaimer: true });
  });

  it('saves a product add and a product make through their calls, with only their declared fields', async () => {
    const { calls, provider } = fakeHttp((endpoint) => ({ id: 5, version: 2, ...(endpoint === c.upsertProductMake ? { productName: 'ADAS calibration' } : {}) }));
    await provider.update('productAdds', { id: 5, data: { id: 5, name: 'DTC clearing', isAdd: true, isActive: false }, previousData: { id: 5, version: 1 } });
    const make = { id: 5, productId: 2, productName: 'ADAS calibration', makeId: 9, makeName: 'Subaru', isAdd: false, isActive: true, version: 1 };
    await provider.update('productMakes', { id: 5, data: { ...make, makeId: 10 }, previousData: make });
    expect(calls).toEqual([
      { url: c.upsertProductAdd.url, method: 'POST', input: { body: { id: 5, name: 'DTC clearing', isActive: false, version: 1 } } },
      { url: c.upsertProductMake.url, method: 'POST', input: { body: { id: 5, productId: 2, makeId: 10, isActive: true, version: 1 } } },
    ]);
  });

  it('finds a record of a list answered whole for its edit page', async () => {
    const { calls, provider } = fakeHttp(() => [scanType]);
    expect((await provider.getOne('scanTypes', { id: 7 })).data).toEqual(scanType);
    expect(calls[0].url).toBe(c.getScanTypes.url);
  });
});
