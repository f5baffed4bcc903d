/** Copying a vehicle's ratings to one vehicle or many: previewed (nothing written), applied in one transaction. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type CopyResult, ragContract as c } from '../../../contract/rag';
import { withTestApp } from '../../test/harness';
import { caller, elementIdOf, ragHistory, ragSnapshot, ratingIdOf, ratingsOf, refusals, type Session, signIn, vehicleIdOf } from './testFixtures';

const t = withTestApp();
let admin: Session;
const ids: Record<string, number> = {};
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  for (const year of [2019, 2020, 2021, 2022, 2023, 2024]) {
    ids[`camry${year}`] = await vehicleIdOf(t.db, 'Toyota', 'Camry', year);
    ids[`civic${year}`] = await vehicleIdOf(t.db, 'Honda', 'Civic', year);
    ids[`f150${year}`] = await vehicleIdOf(t.db, 'Ford', 'F-150', year);
  }
});
const send = caller(t, () => admin);
const copy = (query: Record<string, string>) => send(c.copyRagRatings, { query });
const bulk = (body: unknown) => send(c.bulkCopyRagRatings, { body });
const elementCount = async () => (await t.db.selectFrom('service_elements').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;

describe('ragrating/CopyRagRatings', () => {
  it('previews a copy to an unrated vehicle (every rating added) and writes nothing', async () => {
    const before = await ragSnapshot(t.db);
    const res = await copy({ sourceVehicleId: String(ids.camry2023), targetVehicleId: String(ids.camry2024), preview: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CopyResult>()).toEqual({
      preview: true,
      sourceVehicleId: ids.camry2023,
      targets: [{ targetVehicleId: ids.camry2024, added: Number(await elementCount()), changed: 0, unchanged: 0 }],
    });
    expect(await ragSnapshot(t.db)).toBe(before);
  });

  it('applies it: the target rated as the source, its own other ratings kept, one entry naming what changed', async () => {
    const element = await elementIdOf(t.db, 'Headlamp aim');
    const red = await ratingIdOf(t.db, 'Red');
    await t.db.updateTable('rag_ratings').set({ rag_rating_id: red }).where('vehicle_id', '=', ids.camry2022).where('service_element_id', '=', element).execute();
    const source = await ratingsOf(t.db, ids.camry2021);
    const target = await ratingsOf(t.db, ids.camry2022);
    const differing = Object.keys(source).filter((name) => source[name] !== target[name]);
    expect(differing.length).toBeGreaterThan(0);
    const versionOf = async (vehicle: number) =>
      (await t.db.selectFrom('rag_ratings').select('version').where('vehicle_id', '=', vehicle).where('service_element_id', '=', element).executeTakeFirstOrThrow()).version;
    const headlampVersion = await versionOf(ids.camry2022);
    const res = await copy({ sourceVehicleId: String(ids.camry2021), targetVehicleId: String(ids.camry2022) });
    // A changed rating is bumped, as any edit of it (a rating edited at the version read before the copy is stale).
    expect(await versionOf(ids.camry2022)).toBe(headlampVersion + 1);
    expect(res.json<CopyResult>().targets).toEqual([{ targetVehicleId: ids.camry2022, added: 0, changed: differing.length, unchanged: Object.keys(source).length - differing.length }]);
    expect(await ratingsOf(t.db, ids.camry2022)).toEqual(source);
    const entries = (await ragHistory(t.db, 'ragRatingsCopy')).filter((h) => h.scope_id === ids.camry2022);
    expect(entries).toEqual([
      {
        user_id: admin.userId,
        entity: 'ragRatingsCopy',
        record_id: ids.camry2022,
        scope_id: ids.camry2022,
        action: 'update',
        before: { ratings: Object.fromEntries(differing.map((n) => [n, target[n]])) },
        after: { from: 'Toyota Camry 2021', sourceVehicleId: ids.camry2021, ratings: Object.fromEntries(differing.map((n) => [n, source[n]])) },
      },
    ]);
    // Again: nothing changes, nothing is recorded.
    const again = await copy({ sourceVehicleId: String(ids.camry2021), targetVehicleId: String(ids.camry2022) });
    expect(again.json<CopyResult>().targets[0]).toMatchObject({ added: 0, changed: 0 });
    expect((await ragHistory(t.db, 'ragRatingsCopy')).filter((h) => h.scope_id === ids.camry2022)).toHaveLength(1);
  });

  it('refuses a missing vehicle (404), the source as target, and bad or unknown parameters (400); nothing written', async () => {
    const before = await ragSnapshot(t.db);
    const missing = await copy({ sourceVehicleId: String(ids.camry2021), targetVehicleId: '999999' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Vehicle 999999 was not found.']);
    expect((await copy({ sourceVehicleId: '999999', targetVehicleId: String(ids.camry2021) })).statusCode).toBe(404);
    const self = await copy({ sourceVehicleId: String(ids.camry2021), targetVehicleId: String(ids.camry2021) });
    expect([self.statusCode, refusals(self.json())]).toEqual([400, ['targetVehicleId: must not be the source vehicle']]);
    for (const query of [{ sourceVehicleId: 'x', targetVehicleId: '1' }, { sourceVehicleId: '1' }, { sourceVehicleId: '1', targetVehicleId: '2', all: 'true' }] as Record<string, string>[]) {
      expect((await copy(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect(await ragSnapshot(t.db)).toBe(before);
  });
});

describe('ragrating/BulkCopyRagRatings', () => {
  it('previews a copy to several vehicles, per target, and writes nothing', async () => {
    const before = await ragSnapshot(t.db);
    const res = await bulk({ sourceVehicleId: ids.f1502019, targetVehicleIds: [ids.f1502020, ids.f1502024], preview: true });
    const { targets } = res.json<CopyResult>();
    const n = Object.keys(await ratingsOf(t.db, ids.f1502019)).length;
    expect(targets).toEqual([
      { targetVehicleId: ids.f1502020, added: 0, changed: 0, unchanged: n },
      { targetVehicleId: ids.f1502024, added: n, changed: 0, unchanged: 0 },
    ]);
    expect(await ragSnapshot(t.db)).toBe(before);
  });

  it('applies it to every target in one transaction, one entry per target that changed', async () => {
    const source = await ratingsOf(t.db, ids.civic2019);
    const targets = [ids.f1502024, ids.civic2024, ids.camry2024];
    const res = await bulk({ sourceVehicleId: ids.civic2019, targetVehicleIds: targets });
    expect(res.statusCode).toBe(200);
    expect(res.json<CopyResult>().preview).toBe(false);
    for (const target of targets) expect(await ratingsOf(t.db, target)).toEqual(source);
    const entries = (await ragHistory(t.db, 'ragRatingsBulkCopy')).filter((h) => targets.includes(h.scope_id as number));
    expect(entries.map((e) => e.scope_id).sort()).toEqual([...targets].sort());
    expect(entries.every((e) => e.user_id === admin.userId && (e.after as { from: string }).from === 'Honda Civic 2019')).toBe(true);
  });

  it('writes NOTHING when one target does not exist: no ratings, no history', async () => {
    const before = await ragSnapshot(t.db);
    const res = await bulk({ sourceVehicleId: ids.camry2019, targetVehicleIds: [ids.f1502021, ids.f1502022, 999999] });
    expect([res.statusCode, res.json().message]).toEqual([404, 'Vehicle 999999 was not found.']);
    expect(await ragSnapshot(t.db)).toBe(before);
  });

  it('refuses no targets, more than 500, the source among them, bad ids and unknown fields (400); nothing written', async () => {
    const before = await ragSnapshot(t.db);
    const cases: [unknown, string][] = [
      [{ sourceVehicleId: ids.civic2019, targetVehicleIds: [] }, 'targetVehicleIds: must name at least one vehicle'],
      [{ sourceVehicleId: ids.civic2019, targetVehicleIds: Array.from({ length: 501 }, (_, i) => i + 1) }, 'targetVehicleIds: must name at most 500 vehicles'],
      [{ sourceVehicleId: ids.civic2019, targetVehicleIds: [ids.civic2020, ids.civic2019] }, 'targetVehicleIds: must not be the source vehicle'],
      [{ sourceVehicleId: ids.civic2019, targetVehicleIds: [0] }, 'targetVehicleIds.0: must be a vehicle id'],
    ];
    for (const [body, refusal] of cases) {
      const res = await bulk(body);
      expect([res.statusCode, refusals(res.json())], refusal).toEqual([400, [refusal]]);
    }
    expect((await bulk({ sourceVehicleId: ids.civic2019, targetVehicleIds: [ids.civic2020], overwrite: true })).statusCode).toBe(400);
    expect(await ragSnapshot(t.db)).toBe(before);
  });
});
