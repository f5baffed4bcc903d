/** The adapter's mapping of the reference lists' declarations, against a fake HTTP client: the exact call of each verb. */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { lookupContract } from '../../contract/lookup';
import { REFERENCE_KEYS, referencesContract as c } from '../../contract/references';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { endpointTable } from '../../src/declare/allResources';
import referencesArea from './references';

function fakeHttp(answer: (endpoint: Endpoint, input: CallInput) => unknown) {
  const calls: { url: string; method: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, method: endpoint.method, input });
    return answer(endpoint, input);
  };
  return { calls, provider: createDataProvider(http, endpointTable) };
}

const all = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const } };
const echo = (_e: Endpoint, input: CallInput) => ({ ...(input.body as object), id: 31, version: 1 });

/** Each lookup-backed declaration: its resource name and lookup key. */
const lookups: [string, string][] = [
  ['serverProfiles', REFERENCE_KEYS.serverProfile],
  ['timeZones', REFERENCE_KEYS.timeZone],
  ['languages', REFERENCE_KEYS.language],
  ['insuranceCompanies', REFERENCE_KEYS.insuranceCompany],
  ['vehicleManufacturers', REFERENCE_KEYS.vehicleManufacturer],
  ['groups', REFERENCE_KEYS.group],
  ['invoiceMethods', REFERENCE_KEYS.invoiceMethod],
  ['launchAccounts', REFERENCE_KEYS.launchAccount],
  ['releaseTracks', REFERENCE_KEYS.releaseTrack],
  ['hardwares', REFERENCE_KEYS.hardware],
  ['suppliers', REFERENCE_KEYS.supplier],
  ['activationTypes', REFERENCE_KEYS.activationType],
  ['distributors', REFERENCE_KEYS.distributor],
  ['ragRatingLevels', REFERENCE_KEYS.ragRating],
];

describe('the reference lists through the adapter', () => {
  it('declare every resource of the area in this table, or as a table of its own below', () => {
    expect(referencesArea.resources.map((r) => r.name).sort()).toEqual([...lookups.map(([name]) => name), 'deviceModels', 'vehicleMakes'].sort());
  });

  it.each(lookups)('%s lists its key through lookup/ByKey, with showAll when asked', async (name, key) => {
    const { calls, provider } = fakeHttp(() => []);
    await provider.getList(name, { ...all, filter: {} });
    await provider.getList(name, { ...all, filter: { showAll: true } });
    expect(calls).toEqual([
      { url: lookupContract.byKey.url, method: 'POST', input: { body: { key, showAll: false } } },
      { url: lookupContract.byKey.url, method: 'POST', input: { body: { key, showAll: true } } },
    ]);
  });

  it.each(lookups)('%s creates and updates through lookup/Upsert with its key and the version read', async (name, key) => {
    const { calls, provider } = fakeHttp(echo);
    await provider.create(name, { data: { text: 'New one', stringValue: 'X', isActive: true, shownOnly: 'never sent' } });
    await provider.update(name, { id: 5, data: { text: 'Renamed' }, previousData: { id: 5, key, text: 'Old', label: 'L', isActive: true, version: 3 } });
    expect(calls).toEqual([
      { url: lookupContract.upsert.url, method: 'POST', input: { body: { id: 0, key, text: 'New one', stringValue: 'X', isActive: true } } },
      { url: lookupContract.upsert.url, method: 'POST', input: { body: { id: 5, key, text: 'Renamed', label: 'L', isActive: true, version: 3 } } },
    ]);
  });

  it('deviceModels lists GetDeviceManufactureAndModels, filters by brand here, and saves through SaveZeusLookup', async () => {
    const models = [
      { id: 1, manufacturer: 'Autel', brand: 'MaxiSys', model: 'MS909', isActive: true, version: 1 },
      { id: 2, manufacturer: 'Launch', brand: 'X-431', model: 'PAD VII', isActive: true, version: 2 },
    ];
    const { calls, provider } = fakeHttp((e, input) => (e.method === 'GET' ? models : echo(e, input)));
    const { data, total } = await provider.getList('deviceModels', { ...all, filter: { brand: 'X-431', showAll: true } });
    expect({ ids: data.map((m) => m.id), total }).toEqual({ ids: [2], total: 1 });
    await provider.create('deviceModels', { data: { manufacturer: 'Hunter', brand: 'Hawkeye', model: 'Elite', isActive: true } });
    await provider.update('deviceModels', { id: 2, data: { model: 'PAD VIII' }, previousData: models[1] });
    expect(calls).toEqual([
      { url: c.deviceManufactureAndModels.url, method: 'GET', input: { query: { showAll: true } } },
      { url: c.saveZeusLookup.url, method: 'POST', input: { body: { id: 0, manufacturer: 'Hunter', brand: 'Hawkeye', model: 'Elite', isActive: true } } },
      { url: c.saveZeusLookup.url, method: 'POST', input: { body: { ...models[1], model: 'PAD VIII' } } },
    ]);
  });

  it('vehicleMakes sends a whole 4-digit year only, and cannot be edited', async () => {
    const { calls, provider } = fakeHttp(() => []);
    for (const year of ['2005', '20', undefined]) await provider.getList('vehicleMakes', { ...all, filter: { year } });
    expect(calls.map((x) => x.input)).toEqual([{ query: { year: '2005' } }, { query: { year: undefined } }, { query: { year: undefined } }]);
    expect(calls.every((x) => x.url === c.vehicleMakes.url)).toBe(true);
    await expect(provider.create('vehicleMakes', { data: { make: 'Zenvo' } })).rejects.toThrow('The resource "vehicleMakes" does not support create.');
  });
});
