/** The RAG audit log: its types ('All entries' first), entries of every write, filtered and paged with TotalItems. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ragContract as c, type RagAuditEntry } from '../../../contract/rag';
import { withTestApp } from '../../test/harness';
import { caller, elementIdOf, ragSnapshot, ratingIdOf, type Session, signIn, vehicleIdOf } from './testFixtures';

const t = withTestApp();
let admin: Session;
let superAdmin: Session;
let camry2024 = 0;
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  superAdmin = await signIn(t, 'admin');
  camry2024 = await vehicleIdOf(t.db, 'Toyota', 'Camry', 2024);
});
const asAdmin = caller(t, () => admin);
const asSuper = caller(t, () => superAdmin);
const log = async (body: Record<string, unknown>) => {
  const res = await asAdmin(c.getAuditLog, { body });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return res.json<RagAuditEntry[]>();
};

describe('ragrating/GetAuditTypeList', () => {
  it("answers 'All entries' (id 0) first, then each type", async () => {
    expect((await asAdmin(c.getAuditTypeList)).json()).toEqual([
      { AuditTypeId: 0, AuditTypeName: 'All entries' },
      { AuditTypeId: 1, AuditTypeName: 'Rating changed' },
      { AuditTypeId: 2, AuditTypeName: 'Ratings copied' },
      { AuditTypeId: 3, AuditTypeName: 'Ratings bulk copied' },
      { AuditTypeId: 4, AuditTypeName: 'Vehicle reviewed' },
      { AuditTypeId: 5, AuditTypeName: 'Service element changed' },
    ]);
  });
});

describe('ragrating/Audit and GetAuditLog', () => {
  it('answers the seeded history, newest first, 10 a page by default, every row carrying TotalItems', async () => {
    const page = await log({});
    expect(page.length).toBeGreaterThanOrEqual(4);
    expect(page.length).toBeLessThanOrEqual(10);
    expect(new Set(page.map((e) => e.TotalItems)).size).toBe(1);
    const changedAt = page.map((e) => e.changedAt);
    expect(changedAt).toEqual([...changedAt].sort().reverse());
    const review = page.find((e) => e.AuditTypeId === 4) as RagAuditEntry;
    expect(review).toMatchObject({ AuditTypeName: 'Vehicle reviewed', vehicle: 'Ford F-150 2021', userId: admin.userId, userName: expect.stringContaining('demo.admin'), serviceElementId: null });
    const radar = page.find((e) => e.serviceElementName === 'Front radar calibration') as RagAuditEntry;
    expect(radar).toMatchObject({ AuditTypeId: 1, vehicle: 'Toyota Camry 2022', before: { rating: 'Green' }, after: { rating: 'Red' } });
  });

  it('records a review with its note, a rating change by another user; filters by type, vehicle, user and dates', async () => {
    const reviewed = await asAdmin(c.audit, { body: { vehicleId: camry2024, note: 'Matches the OEM position statement' } });
    expect(reviewed.statusCode).toBe(200);
    const element = await elementIdOf(t.db, 'Pre-repair scan');
    const red = await ratingIdOf(t.db, 'Red');
    expect((await asSuper(c.updateRagRatingForServiceElement, { body: { vehicleId: camry2024, serviceElementId: element, ragRatingId: red } })).statusCode).toBe(200);

    const forVehicle = await log({ vehicleId: camry2024 });
    expect(forVehicle.map((e) => [e.AuditTypeName, e.vehicle, e.serviceElementName, e.TotalItems])).toEqual([
      ['Rating changed', 'Toyota Camry 2024', 'Pre-repair scan', 2],
      ['Vehicle reviewed', 'Toyota Camry 2024', null, 2],
    ]);
    expect(forVehicle[1]).toMatchObject({ id: reviewed.json().id, after: { note: 'Matches the OEM position statement' } });
    expect((await log({ vehicleId: camry2024, auditTypeId: 4 })).map((e) => e.AuditTypeId)).toEqual([4]);
    expect((await log({ vehicleId: camry2024, userId: superAdmin.userId })).map((e) => e.userId)).toEqual([superAdmin.userId]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await log({ vehicleId: camry2024, from: today, to: today })).length).toBe(2);
    expect(await log({ vehicleId: camry2024, to: '2026-01-01' })).toEqual([]);
    const seededReviews = await log({ auditTypeId: 4, from: '2026-11-02', to: '2026-11-02' });
    expect(seededReviews.map((e) => e.vehicle)).toEqual(['Ford F-150 2021']);
    const users = (await asAdmin(c.getAuditUsers)).json<{ id: number; name: string }[]>();
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([admin.userId, superAdmin.userId]));
    // The vehicle filter's choices: each audited vehicle once, by name, the one reviewed above among them.
    const vehicles = (await asAdmin(c.getAuditVehicles)).json<{ id: number; name: string }[]>();
    expect(vehicles).toContainEqual({ id: camry2024, name: 'Toyota Camry 2024' });
    expect(vehicles.map((v) => v.name)).toContain('Ford F-150 2021');
    expect(new Set(vehicles.map((v) => v.id)).size).toBe(vehicles.length);
    const audited = await t.db.selectFrom('change_history').select('scope_id').distinct().where('area', '=', 'ragRatings').where('scope_id', 'is not', null).execute();
    expect(vehicles.map((v) => v.id).sort((a, b) => a - b)).toEqual(audited.map((r) => Number(r.scope_id)).sort((a, b) => a - b));
  });

  it('pages: pageSize and offset, TotalItems the count of every matching entry', async () => {
    const all = await log({ pageSize: 1000 });
    const total = all[0].TotalItems;
    expect(all).toHaveLength(total);
    const second = await log({ pageSize: 2, offset: 2 });
    expect(second.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    expect(second.every((e) => e.TotalItems === total)).toBe(true);
  });

  it('refuses an unknown type, vehicle or fields (400), a review of a missing vehicle (404); nothing written', async () => {
    const before = await ragSnapshot(t.db);
    for (const body of [{ auditTypeId: 9 }, { vehicleId: 0 }, { from: '02/11/2026' }, { pageSize: 0 }, { kind: 'x' }]) {
      expect((await asAdmin(c.getAuditLog, { body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await asAdmin(c.audit, { body: { vehicleId: 999999 } })).statusCode).toBe(404);
    expect((await asAdmin(c.audit, { body: { vehicleId: camry2024, extra: 1 } })).statusCode).toBe(400);
    expect(await ragSnapshot(t.db)).toBe(before);
  });
});
