/** Every serviceCatalogue call needs a token (401) with a console role (403), and writes nothing otherwise. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { ACTIVATION_ACCOUNT_TYPES, serviceCatalogueContract as c } from '../../../contract/serviceCatalogue';
import { call, login, withTestApp } from '../../test/harness';
import { snapshot } from './testFixtures';

const t = withTestApp();
let tech = '';
beforeAll(async () => {
  tech = (await login(t.app, 'demo.tech')).access_token;
});

const requests: [string, Endpoint, { query?: Record<string, string>; body?: unknown }][] = [
  ['GetScanTypes', c.getScanTypes, {}],
  ['UpsertScanType', c.upsertScanType, { body: { id: 0, text: 'Never saved', serviceElementGroupId: 1 } }],
  ['GetActivationCards', c.getActivationCards, {}],
  ['UpsertActivationCard', c.upsertActivationCard, { body: { id: 0, activationCardId: 'NEVER-1', activationPassword: 'secret', activationAccountType: ACTIVATION_ACCOUNT_TYPES.shop } }],
  ['Products', c.products, {}],
  ['ProductAdds', c.productAdds, {}],
  ['ProductMakes', c.productMakes, {}],
  ['UpsertProduct', c.upsertProduct, { body: { id: 0, name: 'Never saved' } }],
  ['UpsertProductAdd', c.upsertProductAdd, { body: { id: 0, name: 'Never saved' } }],
  ['UpsertProductMake', c.upsertProductMake, { body: { id: 0, productId: 1, makeId: 1 } }],
];

describe('access to the serviceCatalogue calls', () => {
  it('answers 401 without a token and 403 to a technician, writing nothing', async () => {
    const before = await snapshot(t.db);
    const lines: string[] = [];
    for (const [name, endpoint, opts] of requests) {
      const anonymous = await call(t.app, endpoint, opts);
      const technician = await call(t.app, endpoint, { ...opts, token: tech });
      lines.push(`${name} ${anonymous.statusCode} ${technician.statusCode}`);
    }
    expect(lines).toEqual(requests.map(([name]) => `${name} 401 403`));
    expect(await snapshot(t.db)).toBe(before);
  });
});
