/** The adapter against a fake HTTP client: the exact endpoint and input of every verb. */
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { businessContract } from '../contract/business';
import { countrystateContract } from '../contract/countrystate';
import type { Endpoint } from '../contract/define';
import { deviceContract } from '../contract/device';
import { lookupContract } from '../contract/lookup';
import { openingHoursContract } from '../contract/openingHours';
import { serviceRequestContract } from '../contract/serviceRequest';
import { usersContract } from '../contract/users';
import { endpointTable } from '../src/declare/allResources';
import { businessRequests } from '../resources/serviceRequests';
import { createDataProvider } from './adapter';
import { specListBody } from './endpoints';
import type { CallInput } from './http';

const makes = [
  { id: 1, make: 'Audi', isInactive: false, version: 1 },
  { id: 2, make: 'BMW', isInactive: true, version: 3 },
  { id: 3, make: 'Acura', isInactive: false, version: 1 },
];

function fakeHttp(answer: (endpoint: Endpoint, input: CallInput) => unknown) {
  const calls: { url: string; method: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, method: endpoint.method, input });
    return answer(endpoint, input);
  };
  return { calls, provider: createDataProvider(http, endpointTable) };
}

const page = { page: 1, perPage: 2 };

describe('the generic adapter', () => {
  it('getList calls the list endpoint with its input, then searches, sorts and pages an array answer', async () => {
    const { calls, provider } = fakeHttp(() => makes);
    const result = await provider.getList('makes', { pagination: page, sort: { field: 'make', order: 'ASC' }, filter: { showAll: true } });
    expect(calls).toEqual([{ url: '/api/lookup/GetMakes', method: 'GET', input: { query: { showAll: true } } }]);
    expect(result).toEqual({ data: [makes[2], makes[0]], total: 3 });
    const searched = await provider.getList('makes', { pagination: page, sort: { field: 'id', order: 'DESC' }, filter: { q: 'bm' } });
    expect(searched).toEqual({ data: [makes[1]], total: 1 });
  });

  it('getList calls the advanced search instead when the filter holds a parameter the list call does not take', async () => {
    const { calls, provider } = fakeHttp(() => []);
    const params = { pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const } };
    await provider.getList('business', { ...params, filter: { q: 'glass', status: 2 } });
    await provider.getList('business', { ...params, filter: { q: 'glass', salesRepId: 4, isMobileClient: true } });
    await provider.getList('business', { ...params, filter: { q: 'glass', country: '' } });
    expect(calls.map((c) => c.url)).toEqual([businessContract.registered.url, businessContract.search.url, businessContract.registered.url]);
    expect(calls[1].input.query).toMatchObject({ search: 'glass', salesRepId: 4, isMobileClient: true, pageSize: 10, offset: 10, orderBy: 'name', sortBy: 'asc' });
  });

  it('getList sends a lookup catalogue its key', async () => {
    const { calls, provider } = fakeHttp(() => []);
    await provider.getList('taxRates', { pagination: page, sort: { field: 'text', order: 'ASC' }, filter: {} });
    expect(calls).toEqual([{ url: '/api/lookup/ByKey', method: 'POST', input: { body: { key: 'billing.taxrates', showAll: false } } }]);
  });

  it('getOne and getMany find records in a list answered whole', async () => {
    const { calls, provider } = fakeHttp(() => makes);
    expect((await provider.getOne('makes', { id: 2 })).data).toEqual(makes[1]);
    const before = calls.length;
    expect((await provider.getMany('makes', { ids: [3, 1, 42] })).data).toEqual([makes[2], makes[0]]);
    // One read of the list for every id, not one per id.
    expect(calls.length - before).toBe(1);
    expect(calls.every((c) => c.url === lookupContract.getMakes.url)).toBe(true);
    await expect(provider.getOne('makes', { id: 99 })).rejects.toThrow('makes 99 was not found.');
  });

  it("getManyReference passes the target as the list's filter", async () => {
    const { calls, provider } = fakeHttp(() => [{ id: 5, name: 'Ontario', abbreviation: 'ON', countryId: 2, version: 1 }]);
    const result = await provider.getManyReference('states', { target: 'countryId', id: 2, pagination: page, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(calls).toEqual([{ url: '/api/countrystate/GetStateProvinceList', method: 'GET', input: { query: { id: 2 } } }]);
    expect(result.total).toBe(1);
  });

  it('create sends id 0 and only the fields the contract declares, and takes the returned id', async () => {
    const { calls, provider } = fakeHttp(() => ({ id: 42, name: 'Peru', abbreviation: 'PE', version: 1 }));
    const { data } = await provider.create('countries', { data: { name: 'Peru', abbreviation: 'PE', displayOnly: 'x' } });
    expect(calls).toEqual([{ url: countrystateContract.upsertCountry.url, method: 'POST', input: { body: { id: 0, name: 'Peru', abbreviation: 'PE' } } }]);
    expect(data.id).toBe(42);
  });

  it('create of a lookup item carries its fixed key', async () => {
    const { calls, provider } = fakeHttp((_e, input) => ({ ...(input.body as object), id: 9, version: 1 }));
    await provider.create('taxRates', { data: { text: 'Nevada', decimalValue: 6.85, isActive: true } });
    expect(calls[0].input).toEqual({ body: { id: 0, key: 'billing.taxrates', text: 'Nevada', decimalValue: 6.85, isActive: true } });
  });

  it('ignores an error object answered in place of an id (spec §4 country saves)', async () => {
    const { provider } = fakeHttp(() => ({ id: { message: 'failed' } }));
    await expect(provider.create('countries', { data: { name: 'Peru', abbreviation: 'PE' } })).rejects.toThrow('app.alerts.no_id');
  });

  it('update sends the id and the version the record was read at', async () => {
    const { calls, provider } = fakeHttp(() => ({ id: 4, name: 'Perú', abbreviation: 'PE', version: 3 }));
    await provider.update('countries', { id: 4, data: { name: 'Perú' }, previousData: { id: 4, name: 'Peru', abbreviation: 'PE', version: 2 } });
    expect(calls).toEqual([{ url: '/api/countrystate/UpsertCountry', method: 'POST', input: { body: { id: 4, name: 'Perú', abbreviation: 'PE', version: 2 } } }]);
  });

  it('updateMany updates each record with its own version', async () => {
    const states = [
      { id: 7, name: 'A', abbreviation: 'A', countryId: 1, version: 4 },
      { id: 8, name: 'B', abbreviation: 'B', countryId: 1, version: 1 },
    ];
    const { calls, provider } = fakeHttp((e, input) => (e.method === 'GET' ? states : { ...(input.body as object), version: 9 }));
    // states are listed per country: getOne searches the list, so give the filter through the table's list input
    const result = await provider.updateMany('states', { ids: [7, 8], data: { abbreviation: 'Z' } });
    expect(result.data).toEqual([7, 8]);
    const saves = calls.filter((c) => c.method === 'POST').map((c) => c.input.body);
    expect(saves).toEqual([
      { id: 7, name: 'A', abbreviation: 'Z', countryId: 1, version: 4 },
      { id: 8, name: 'B', abbreviation: 'Z', countryId: 1, version: 1 },
    ]);
  });

  it('delete and deleteMany call the remove endpoint with its input', async () => {
    const state = { id: 7, name: 'A', abbreviation: 'A', countryId: 1, version: 4 };
    const { calls, provider } = fakeHttp((e) => (e.method === 'GET' ? [state] : { id: 7 }));
    await provider.delete('states', { id: 7, previousData: state });
    expect(calls).toEqual([{ url: '/api/countrystate/DeleteStateProvince', method: 'POST', input: { body: { id: 7, version: 4 } } }]);
    await provider.deleteMany('states', { ids: [7] });
    expect(calls.at(-1)).toEqual({ url: '/api/countrystate/DeleteStateProvince', method: 'POST', input: { body: { id: 7, version: 4 } } });
  });

  it('saveBatch sends the rows, each holding only its declared fields, and answers the per-row results', async () => {
    const results = [{ index: 0, id: 50, success: true, version: 1 }];
    const { calls, provider } = fakeHttp(() => ({ results }));
    const answer = await provider.saveBatch('makes', [{ id: 0, make: 'Zenvo', isInactive: false, changed: true }]);
    expect(calls).toEqual([{ url: '/api/lookup/SaveMakes', method: 'POST', input: { body: [{ id: 0, make: 'Zenvo', isInactive: false }] } }]);
    expect(answer).toEqual(results);
  });

  it('getList reads the total from the first row when only it carries TotalItems (spec §3 devices)', async () => {
    const devices = [
      { id: 4, serialNumber: 'TP2-0004', TotalItems: 7 },
      { id: 3, serialNumber: 'TP2-0003' },
    ];
    const { calls, provider } = fakeHttp(() => devices);
    const result = await provider.getList('devices', { pagination: { page: 2, perPage: 2 }, sort: { field: 'serialNumber', order: 'DESC' }, filter: { businessId: 5, q: ' tp2 ' } });
    expect(calls).toEqual([
      { url: deviceContract.getDevicesForListing.url, method: 'GET', input: { query: { businessId: 5, search: 'tp2', orderBy: 'serialNumber', sortBy: 'desc', pageSize: 2, offset: 2 } } },
    ]);
    expect(result).toEqual({ data: devices, total: 7 });
    const { provider: empty } = fakeHttp(() => []);
    expect(await empty.getList('devices', { pagination: page, sort: { field: 'name', order: 'ASC' }, filter: { businessId: 5 } })).toEqual({ data: [], total: 0 });
  });

  it('getList takes the total and rows of a { count, items } answer (spec §3 service requests)', async () => {
    const items = [{ id: 9, vin: '1HGCM82633A004352' }];
    const { calls, provider } = fakeHttp(() => ({ count: 31, items }));
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'dateCreated', order: 'DESC' as const } };
    const result = await provider.getList('serviceRequests', { ...params, filter: { businessId: 5, status: 3 } });
    expect(calls[0]).toEqual({
      url: serviceRequestContract.getServiceRequests.url,
      method: 'GET',
      input: { query: { businessId: 5, status: 3, orderBy: 'dateCreated', sortBy: 'desc', pageSize: 10, offset: 0 } },
    });
    expect(result).toEqual({ data: items, total: 31 });
  });

  it('getList of a count capped at a limit (the Activity screen) pages on while the pages are full, with no total', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
    const { provider } = fakeHttp(() => ({ count: 10_000, capped: true, items }));
    const list = { endpoint: serviceRequestContract.getServiceRequests, shape: 'countItems' as const };
    const full = await provider.getList('serviceRequests', { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'DESC' as const }, filter: {}, meta: { list } });
    expect(full).toEqual({ data: items, pageInfo: { hasPreviousPage: true, hasNextPage: true } });
    const short = await provider.getList('serviceRequests', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' as const }, filter: {}, meta: { list } });
    expect(short).toEqual({ data: items, pageInfo: { hasPreviousPage: false, hasNextPage: false } });
  });

  it('getList sends a POST list its filters, page size and offset in the body, and nothing its body does not take (the opening-hours audit log)', async () => {
    const items = [{ id: 4, kind: 'standardHours' }];
    const { calls, provider } = fakeHttp(() => ({ count: 23, items }));
    const params = { pagination: { page: 3, perPage: 10 }, sort: { field: 'changedAt', order: 'DESC' as const } };
    // The audit log's declaration loads with its screen: its list call comes in the meta, as its list gives it.
    const list = { endpoint: openingHoursContract.getAuditLog, shape: 'countItems' as const, input: specListBody(openingHoursContract.getAuditLog) };
    const filter = { q: 'monday', tenantId: 2, userId: 7, kind: 'holidayAdded', from: '2026-01-01', to: '' };
    const result = await provider.getList('openingHoursAudit', { ...params, filter, meta: { list } });
    expect(calls).toEqual([
      {
        url: openingHoursContract.getAuditLog.url,
        method: 'POST',
        input: { body: { tenantId: 2, userId: 7, kind: 'holidayAdded', from: '2026-01-01', pageSize: 10, offset: 20 } },
      },
    ]);
    expect(result).toEqual({ data: items, total: 23 });
  });

  it('getList calls the list a view gives in its meta instead of its resource’s (a shop’s requests), and that list’s advanced search', async () => {
    const { calls, provider } = fakeHttp(() => ({ count: 0, items: [] }));
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'dateCreated', order: 'DESC' as const }, meta: { list: businessRequests.endpoints.list } };
    await provider.getList('serviceRequests', { ...params, filter: { businessId: 5, q: 'vw' } });
    await provider.getList('serviceRequests', { ...params, filter: { businessId: 5, appId: 2 } });
    expect(calls.map((c) => c.url)).toEqual([serviceRequestContract.serviceRequestsForList.url, serviceRequestContract.getServiceRequests.url]);
    expect(calls[0].input.query).toEqual({ businessId: 5, search: 'vw', orderBy: 'dateCreated', sortBy: 'desc', pageSize: 10, offset: 0 });
  });

  it('lists platform users with the spec defaults: Name ascending, role filter 0, the status and role when chosen', async () => {
    const rows = [{ id: 3, Username: 'ana', TotalItems: 12, checked: false }];
    const { calls, provider } = fakeHttp(() => rows);
    const result = await provider.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'Name', order: 'ASC' }, filter: {} });
    expect(calls[0]).toEqual({ url: usersContract.getUsers.url, method: 'GET', input: { query: { filter: 0, orderBy: 'Name', sortBy: 'asc', pageSize: 10, offset: 0 } } });
    expect(result).toEqual({ data: rows, total: 12 });
    await provider.getList('users', { pagination: { page: 2, perPage: 10 }, sort: { field: 'Email', order: 'DESC' }, filter: { q: ' ana ', RoleId: 2, status: 'lockedout' } });
    expect(calls[1].input.query).toEqual({ search: 'ana', status: 'lockedout', filter: 2, orderBy: 'Email', sortBy: 'desc', pageSize: 10, offset: 10 });
  });

  it("creates through the save entry's create call, and updates through its endpoint, each with the body its input makes", async () => {
    const { calls, provider } = fakeHttp((_e, input) => ({ id: 42, ...(input.body as object), version: 1 }));
    const form = { FirstName: 'Ana', LastName: 'Ortega', Username: 'ana', Email: 'ana@example.com', Roles: [{ Id: 2, Name: 'Admin' }], IsActive: true, IsLockedOut: false, IsMahle: false, IsUK: false, Password: 'calibration-bay-7', Role: 'Admin' };
    await provider.create('users', { data: form });
    expect(calls[0].url).toBe(usersContract.createUser.url);
    expect(calls[0].input.body).toEqual({ Roles: [{ Id: 2, Name: 'Admin' }], GivenName: 'Ana', FamilyName: 'Ortega', Username: 'ana', Email: 'ana@example.com', DispatchGroupEmail: null, IsActive: true, IsLockedOut: false, RootLocationId: null, IsMahle: false, IsUK: false, TimeZone: null, Password: 'calibration-bay-7' });
    await provider.update('users', { id: 42, data: { ...form, LocationId: 7 }, previousData: { id: 42, ...form, version: 5 } });
    expect(calls[1].url).toBe(usersContract.updateUser.url);
    expect(calls[1].input.body).toMatchObject({ Id: 42, GivenName: 'Ana', RootLocationId: 7, version: 5 });
    expect(calls[1].input.body).not.toHaveProperty('Password');
  });

  it('hands react-admin the refused fields by their form source', async () => {
    const refusal = { message: 'refused', errors: [{ field: 'GivenName', message: 'must not be empty' }, { field: 'Roles.0.Id', message: 'must be a role id' }, { field: 'Email', message: 'is taken' }] };
    const { provider } = fakeHttp(() => {
      throw new HttpError('refused', 400, refusal);
    });
    const error = await provider.create('users', { data: { FirstName: '' } }).catch((e: HttpError) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body.errors).toEqual({ FirstName: 'must not be empty', Roles: 'must be a role id', Email: 'is taken' });
  });

  it('links to a file with a single-use download token in place of the bearer', async () => {
    const { calls, provider } = fakeHttp(() => ({ token: 'tok-1', expiresIn: 60 }));
    expect(await provider.fileUrl(businessContract.noteFile, { id: 9 })).toBe('/api/Business/NoteFile?id=9&downloadToken=tok-1');
    expect(calls).toEqual([{ url: usersContract.getDownloadToken.url, method: 'POST', input: {} }]);
  });

  it('names the resource and the verb it does not support', async () => {
    const { provider } = fakeHttp(() => []);
    await expect(provider.delete('makes', { id: 1 })).rejects.toThrow('The resource "makes" does not support delete.');
    await expect(provider.create('makes', { data: {} })).rejects.toThrow('The resource "makes" does not support create.');
    await expect(provider.getList('nothing', { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(
      'The resource "nothing" does not support getList.',
    );
  });
});
