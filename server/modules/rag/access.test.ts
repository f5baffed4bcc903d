/** Every RAG call needs a token (401) with a console role (403), and writes nothing otherwise. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { ragContract as c } from '../../../contract/rag';
import { call, login, withTestApp } from '../../test/harness';
import { ragSnapshot } from './testFixtures';

const t = withTestApp();
let tech = '';
beforeAll(async () => {
  tech = (await login(t.app, 'demo.tech')).access_token;
});

const vehicle = { make: 'Honda', model: 'Civic', year: '2024' };
/** A request an allowed caller could make, for each endpoint of the area. */
const requests: Record<keyof typeof c, { query?: Record<string, string>; body?: unknown }> = {
  getServiceElementList: {},
  getServiceElementGroups: {},
  upsertServiceElement: { body: { id: 0, name: 'Never', serviceElementGroupId: 1 } },
  getVehicleMakes: {},
  getVehicleModels: { query: { make: 'Honda', year: '2024' } },
  getServiceElementsRagRating: { query: vehicle },
  getRAGRatingVehicleId: { query: vehicle },
  updateRagRatingForServiceElement: { body: { vehicleId: 1, serviceElementId: 1, ragRatingId: null, version: 1 } },
  copyRagRatings: { query: { sourceVehicleId: '1', targetVehicleId: '2' } },
  bulkCopyRagRatings: { body: { sourceVehicleId: 1, targetVehicleIds: [2, 3] } },
  audit: { body: { vehicleId: 1 } },
  getAuditTypeList: {},
  getAuditLog: { body: {} },
  getAuditUsers: {},
  getAuditVehicles: {},
};

describe('access to RAG ratings', () => {
  it('answers 401 without a token and 403 to a user without a console role, writing nothing', async () => {
    const before = await ragSnapshot(t.db);
    const lines: string[] = [];
    for (const [name, opts] of Object.entries(requests)) {
      const endpoint = c[name as keyof typeof c] as Endpoint;
      const anonymous = await call(t.app, endpoint, opts);
      const technician = await call(t.app, endpoint, { ...opts, token: tech });
      lines.push(`${name} ${anonymous.statusCode} ${technician.statusCode}`);
    }
    expect(lines).toEqual(Object.keys(requests).map((name) => `${name} 401 403`));
    expect(await ragSnapshot(t.db)).toBe(before);
  });
});
