/** Business/SetBusinessStatus and saintgobain/swapshopid. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessLocation, type BusinessRow, businessContract as c } from '../../../contract/business';
import { call, login, withTestApp } from '../../test/harness';
import { locationInput, referenceIds, snapshot } from './testFixtures';

const t = withTestApp();
let token = '';
let ids: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  ids = await referenceIds(t.db);
});

async function create(): Promise<BusinessLocation> {
  const res = await call(t.app, c.upsert, { token, body: locationInput(ids.status.Registered) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<BusinessLocation>();
}
const setStatus = (body: unknown) => call(t.app, c.setStatus, { token, body });
const swap = (body: unknown) => call(t.app, c.swapShopId, { token, body });

describe('set status', () => {
  it('changes the status, bumps the version, and the list shows the new status', async () => {
    const b = await create();
    const res = await setStatus({ id: b.id, statusId: ids.status['On hold'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: b.id, statusId: ids.status['On hold'], status: 'On hold', version: 2 });
    const rows = (await call(t.app, c.registered, { token, query: { search: b.shopId } })).json<BusinessRow[]>();
    expect(rows[0]).toMatchObject({ id: b.id, status: 'On hold' });
    // A Location save with the version read before the status change is stale now.
    const { dateCreated: _d, ...stale } = b;
    expect((await call(t.app, c.upsert, { token, body: stale })).statusCode).toBe(409);
  });

  it('refuses an unknown status or one of another lookup key with 400 naming statusId, and writes nothing', async () => {
    const b = await create();
    const before = await snapshot(t.db);
    for (const statusId of [999_999, ids.title]) {
      const res = await setStatus({ id: b.id, statusId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('statusId');
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown business and 400 for malformed input', async () => {
    expect((await setStatus({ id: 999_999, statusId: ids.status.Active })).statusCode).toBe(404);
    const bad = await setStatus({ id: 'one', statusId: ids.status.Active });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('swap shop id', () => {
  it('gives the business the new shop id', async () => {
    const b = await create();
    const res = await swap({ oldShopId: b.shopId.toLowerCase(), newShopId: `${b.shopId}-N` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const read = (await call(t.app, c.location, { token, query: { key: String(b.id) } })).json<BusinessLocation>();
    expect(read).toMatchObject({ shopId: `${b.shopId}-N`, version: 2 });
    // The search finds it by the new shop id only.
    const found = (await call(t.app, c.registered, { token, query: { search: `${b.shopId}-N` } })).json<BusinessRow[]>();
    expect(found.map((r) => r.id)).toEqual([b.id]);
  });

  it('allows a change of case only', async () => {
    const b = await create();
    const res = await swap({ oldShopId: b.shopId, newShopId: b.shopId.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an unknown old shop id or a taken new one with errorMessage naming the problem, and writes nothing', async () => {
    const [a, b] = [await create(), await create()];
    const before = await snapshot(t.db);
    const unknown = await swap({ oldShopId: 'NOPE-404', newShopId: 'NEW-1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorMessage: 'Shop id "NOPE-404" was not found.',
      message: 'oldShopId: Shop id "NOPE-404" was not found.',
      errors: [{ field: 'oldShopId' }],
    });
    const taken = await swap({ oldShopId: a.shopId, newShopId: b.shopId.toLowerCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errorMessage).toBe(`Shop id "${b.shopId.toLowerCase()}" is already in use by another business.`);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses empty or oversized shop ids with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ oldShopId: '', newShopId: 'X' }, 'oldShopId'],
      [{ oldShopId: 'X', newShopId: 'Y'.repeat(21) }, 'newShopId'],
    ] as const) {
      const res = await swap(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });
});
