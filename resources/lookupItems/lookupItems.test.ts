/** The adapter's mapping of the lookup store's resources: lookup items of any key (admin/defaults) and configuration values. */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { lookupContract } from '../../contract/lookup';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { endpointTable } from '../../src/declare/allResources';

const status = { id: 16, key: 'business.status', text: 'Registered', isActive: true, value: null, dateValue: null, decimalValue: null, intValue: null, label: null, parentId: null, stringValue: null, version: 2 };

function fakeHttp(answer: (endpoint: Endpoint, input: CallInput) => unknown) {
  const calls: { url: string; input: CallInput }[] = [];
  const provider = createDataProvider(async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, input });
    return answer(endpoint, input);
  }, endpointTable);
  return { calls, provider };
}

describe('lookupItems', () => {
  it('lists the items of the key its filter names, inactive ones with showAll', async () => {
    const { calls, provider } = fakeHttp(() => [status]);
    const { data, total } = await provider.getList('lookupItems', { filter: { key: 'business.status', showAll: true }, pagination: { page: 1, perPage: 10 }, sort: { field: 'text', order: 'ASC' } });
    expect(calls).toEqual([{ url: lookupContract.byKey.url, input: { body: { key: 'business.status', showAll: true } } }]);
    expect({ data, total }).toEqual({ data: [status], total: 1 });
  });

  it('saves every field of an item with lookup/Upsert at the version read, and nothing the call does not take', async () => {
    const { calls, provider } = fakeHttp((_e, input) => ({ ...(input.body as object), version: 3 }));
    const data = { ...status, text: 'Signed up', dateValue: '2026-02-01', decimalValue: 1.5, intValue: 2, label: 'New', parentId: 4, stringValue: 'S', value: 'V', version: 99, shown: 'x' };
    const { data: saved } = await provider.update('lookupItems', { id: 16, data, previousData: status });
    expect(calls).toEqual([
      {
        url: lookupContract.upsert.url,
        input: {
          body: { id: 16, key: 'business.status', text: 'Signed up', isActive: true, value: 'V', dateValue: '2026-02-01', decimalValue: 1.5, intValue: 2, label: 'New', parentId: 4, stringValue: 'S', version: 2 },
        },
      },
    ]);
    expect(saved).toMatchObject({ id: 16, version: 3 });
  });

  it('creates an item from id 0 in the key it carries', async () => {
    const { calls, provider } = fakeHttp((_e, input) => ({ ...(input.body as object), id: 77, version: 1 }));
    await provider.create('lookupItems', { data: { key: 'test.colours', text: 'Amber', isActive: true, parentId: null } });
    expect(calls[0].input.body).toEqual({ id: 0, key: 'test.colours', text: 'Amber', isActive: true, parentId: null });
  });
});

describe('configuration', () => {
  it('lists the items of key configuration and saves them into it, whatever key the record holds', async () => {
    const { calls, provider } = fakeHttp((endpoint, input) => (endpoint === lookupContract.byKey ? [] : { ...(input.body as object), id: 5, version: 2 }));
    await provider.getList('configuration', { filter: {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'text', order: 'ASC' } });
    await provider.create('configuration', { data: { text: 'featureChat', value: 'on', isActive: true, key: 'elsewhere' } });
    expect(calls.map((c) => c.input.body)).toEqual([
      { key: 'configuration', showAll: false },
      { id: 0, key: 'configuration', text: 'featureChat', value: 'on', isActive: true },
    ]);
  });
});
