/** The adapter's mapping of pre-canned messages: lookup items of messages.precanned in, message rows out. */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { endpointTable } from '../../src/declare/allResources';

const item = (id: number, text: string, intValue: number | null, isActive = true) => ({
  id,
  key: 'messages.precanned',
  text,
  isActive,
  value: null,
  dateValue: null,
  decimalValue: null,
  intValue,
  label: null,
  parentId: null,
  stringValue: null,
  version: 2,
});

function fakeHttp(answer: unknown) {
  const calls: { url: string; method: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, method: endpoint.method, input });
    return answer;
  };
  return { calls, provider: createDataProvider(http, endpointTable) };
}

describe('precannedMessages through the adapter', () => {
  it('reads lookup/ByKey with the key and showAll, mapping each item to a message ordered by sortOrder', async () => {
    const { calls, provider } = fakeHttp([item(4, 'Zeta first', 1), item(9, 'Alpha last', 3, false), item(7, 'No order yet', null)]);
    const { data, total } = await provider.getList('precannedMessages', { pagination: { page: 1, perPage: 100 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: {} });
    expect(calls).toEqual([{ url: '/api/lookup/ByKey', method: 'POST', input: { body: { key: 'messages.precanned', showAll: true } } }]);
    expect(total).toBe(3);
    expect(data).toEqual([
      { id: 7, text: 'No order yet', isActive: true, sortOrder: 0, version: 2 },
      { id: 4, text: 'Zeta first', isActive: true, sortOrder: 1, version: 2 },
      { id: 9, text: 'Alpha last', isActive: false, sortOrder: 3, version: 2 },
    ]);
  });

  it('saves the changed rows with lookup/SavePrecannedMessages, sending only the message fields', async () => {
    const { calls, provider } = fakeHttp({ results: [{ index: 0, id: 4, success: true, version: 3 }] });
    const results = await provider.saveBatch('precannedMessages', [
      { id: 4, text: 'Zeta first', isActive: true, sortOrder: 2, version: 2, key: 'messages.precanned', intValue: 1 },
      { id: 0, text: 'New one', isActive: true, sortOrder: 4 },
    ]);
    expect(calls).toEqual([
      {
        url: '/api/lookup/SavePrecannedMessages',
        method: 'POST',
        input: { body: [{ id: 4, text: 'Zeta first', isActive: true, sortOrder: 2, version: 2 }, { id: 0, text: 'New one', isActive: true, sortOrder: 4 }] },
      },
    ]);
    expect(results[0]).toMatchObject({ success: true, version: 3 });
  });

  it('has no create, update or delete of its own: rows are saved in a batch', async () => {
    const { provider } = fakeHttp(null);
    await expect(provider.delete('precannedMessages', { id: 4 })).rejects.toThrow('The resource "precannedMessages" does not support delete.');
  });
});
