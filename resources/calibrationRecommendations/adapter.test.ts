/** The adapter's mapping of calibration recommendations: the make filter, one by id, the batch save and the delete. */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { endpointTable } from '../../src/declare/allResources';

const rows = [
  { id: 1, nickname: 'Windshield camera', vehicleMake: 31, vehicleMakeName: 'Toyota', recommendation: 'Static.', isInactive: false, version: 1 },
  { id: 2, nickname: 'EyeSight', vehicleMake: 29, vehicleMakeName: 'Subaru', recommendation: 'Both cameras.', isInactive: true, version: 4 },
];

function fakeHttp(answer: (endpoint: Endpoint) => unknown) {
  const calls: { url: string; method: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, method: endpoint.method, input });
    return answer(endpoint);
  };
  return { calls, provider: createDataProvider(http, endpointTable) };
}

const params = { pagination: { page: 1, perPage: 100 }, sort: { field: 'vehicleMakeName', order: 'ASC' as const } };

describe('calibrationRecommendations through the adapter', () => {
  it('lists with the make filter sent to the server, sorted by make name', async () => {
    const { calls, provider } = fakeHttp(() => rows);
    const all = await provider.getList('calibrationRecommendations', { ...params, filter: {} });
    expect(all.data.map((r) => r.vehicleMakeName)).toEqual(['Subaru', 'Toyota']);
    await provider.getList('calibrationRecommendations', { ...params, filter: { vehicleMake: 31 } });
    expect(calls.map((c) => [c.url, c.input])).toEqual([
      ['/api/calibrate/getCalibrationRecommendations', { query: { vehicleMake: undefined } }],
      ['/api/calibrate/getCalibrationRecommendations', { query: { vehicleMake: 31 } }],
    ]);
  });

  it('reads one with getCalibrationRecommendation?id', async () => {
    const { calls, provider } = fakeHttp(() => rows[1]);
    expect((await provider.getOne('calibrationRecommendations', { id: 2 })).data).toEqual(rows[1]);
    expect(calls).toEqual([{ url: '/api/calibrate/getCalibrationRecommendation', method: 'GET', input: { query: { id: 2 } } }]);
  });

  it('saves changed rows in one batch without the derived make name', async () => {
    const { calls, provider } = fakeHttp(() => ({ results: [{ index: 0, id: 2, success: true, version: 5 }] }));
    await provider.saveBatch('calibrationRecommendations', [{ ...rows[1], nickname: 'EyeSight stereo' }]);
    expect(calls[0]).toEqual({
      url: '/api/calibrate/saveCalibrationRecommendations',
      method: 'POST',
      input: { body: [{ id: 2, nickname: 'EyeSight stereo', vehicleMake: 29, recommendation: 'Both cameras.', isInactive: true, version: 4 }] },
    });
  });

  it('deletes with the GET the spec names, carrying the version read', async () => {
    const { calls, provider } = fakeHttp(() => ({ id: 2 }));
    await provider.delete('calibrationRecommendations', { id: 2, previousData: rows[1] });
    expect(calls).toEqual([{ url: '/api/calibrate/deleteCalibrationRecommendation', method: 'GET', input: { query: { id: 2, version: 4 } } }]);
  });
});
