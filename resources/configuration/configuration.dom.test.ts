/**
 * Saving a configuration value refreshes the cached configuration at once (through the data provider's
 * lifecycle callbacks, as src/App.tsx wires them), and the default page size follows the cache.
 */
import { withLifecycleCallbacks } from 'ra-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { configuration, defaultPageSize, storeConfiguration } from '../../authProvider/configuration';
import type { Endpoint } from '../../contract/define';
import { lookupContract } from '../../contract/lookup';
import { lookupStoreContract } from '../../contract/lookupStore';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { endpointTable, lifecycleCallbacks } from '../../src/declare/allResources';

const pageSize = { id: 5, key: 'configuration', text: 'defaultPageSize', value: '10', isActive: true, version: 1 };

function setup(server: Record<string, string>) {
  const calls: string[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push(endpoint.url);
    if (endpoint === lookupStoreContract.getLookupValues) return input.query?.key === 'configuration' ? { ...server } : {};
    const body = input.body as { id: number; text: string; value: string; version?: number };
    server[body.text] = body.value;
    return { ...body, id: body.id || 50, version: (body.version ?? 0) + 1 };
  };
  return { calls, provider: withLifecycleCallbacks(createDataProvider(http, endpointTable), lifecycleCallbacks) };
}

beforeEach(() => localStorage.clear());

describe('the configuration cache', () => {
  it('is read again when a configuration value is saved, and the default page size follows it', async () => {
    storeConfiguration({ defaultPageSize: '10' });
    expect(defaultPageSize()).toBe(10);
    const { calls, provider } = setup({ defaultPageSize: '10', chatPageSize: '20' });
    await provider.update('configuration', { id: 5, data: { ...pageSize, value: '25' }, previousData: pageSize });
    expect(calls).toEqual([lookupContract.upsert.url, lookupStoreContract.getLookupValues.url]);
    expect(configuration()).toEqual({ defaultPageSize: '25', chatPageSize: '20' });
    expect(defaultPageSize()).toBe(25);
  });

  it('is read again when admin/defaults saves an item of key configuration, and only then', async () => {
    const { calls, provider } = setup({ defaultPageSize: '10' });
    await provider.update('lookupItems', { id: 5, data: { ...pageSize, value: '15' }, previousData: pageSize });
    expect(defaultPageSize()).toBe(15);
    await provider.create('lookupItems', { data: { key: 'business.status', text: 'Dormant', value: 'x' } });
    expect(calls.filter((url) => url === lookupStoreContract.getLookupValues.url)).toHaveLength(1);
  });

  it('falls back to 10 rows a page when the value is missing or not a sensible whole number', () => {
    for (const value of [undefined, 'ten', '0', '2.5', '100000']) {
      storeConfiguration(value === undefined ? {} : { defaultPageSize: value });
      expect(defaultPageSize()).toBe(10);
    }
  });
});
