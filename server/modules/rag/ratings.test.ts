/** A vehicle's ratings: read sorted, set, changed and cleared at their version, each change recorded. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ElementRating, ragContract as c } from '../../../contract/rag';
import { withTestApp } from '../../test/harness';
import { caller, elementIdOf, ragHistory, ragSnapshot, ratingIdOf, refusals, type Session, signIn, vehicleIdOf } from './testFixtures';

const t = withTestApp();
let admin: Session;
let civic2022 = 0;
let civic2024 = 0;
let headlamp = 0;
let red = 0;
let green = 0;
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
  civic2022 = await vehicleIdOf(t.db, 'Honda', 'Civic', 2022);
  civic2024 = await vehicleIdOf(t.db, 'Honda', 'Civic', 2024);
  headlamp = await elementIdOf(t.db, 'Headlamp aim');
  red = await ratingIdOf(t.db, 'Red');
  green = await ratingIdOf(t.db, 'Green');
});
const send = caller(t, () => admin);
type Ratings = { vehicleId: number | null; items: ElementRating[] };
const ratings = async (query: Record<string, string>) => (await send(c.getServiceElementsRagRating, { query: { make: 'Honda', model: 'Civic', year: '2022', ...query } })).json<Ratings>();
const update = (body: unknown, headers?: Record<string, string>) => send(c.updateRagRatingForServiceElement, { body, headers });
const rowOf = async (vehicle: number, element: number) => {
  const all = await t.db.selectFrom('rag_ratings').selectAll().where('vehicle_id', '=', vehicle).where('service_element_id', '=', element).execute();
  return all[0];
};

describe('ragrating/GetServiceElementsRagRating', () => {
  it('answers every active element with its rating and version, by group by default', async () => {
    const { vehicleId, items } = await ratings({});
    expect(vehicleId).toBe(civic2022);
    const active = await t.db.selectFrom('service_elements').select('id').where('is_active', '=', true).execute();
    expect(items).toHaveLength(active.length);
    expect(items.find((i) => i.serviceElementId === headlamp)).toMatchObject({ name: 'Headlamp aim', serviceElementGroupName: 'Glass and sensors', ragRatingText: expect.any(String), version: 1 });
    expect(items.map((i) => i.serviceElementGroupName)).toEqual(items.map((i) => i.serviceElementGroupName).sort((a, b) => a.localeCompare(b)));
    expect(items.some((i) => i.name === 'Night vision camera calibration')).toBe(false);
  });

  it('sorts by name, group or rating (red, amber, green: the catalogue’s order), either way; unrated last ascending', async () => {
    const byName = (await ratings({ orderBy: 'name', sortBy: 'desc' })).items.map((i) => i.name.toLowerCase());
    expect(byName).toEqual([...byName].sort().reverse());
    const byRating = (await ratings({ orderBy: 'rating', sortBy: 'asc' })).items.map((i) => i.ragRatingText);
    const order = ['Red', 'Amber', 'Green'];
    expect(byRating.map((r) => order.indexOf(r as string))).toEqual(byRating.map((r) => order.indexOf(r as string)).sort());
    const down = (await ratings({ orderBy: 'rating', sortBy: 'desc' })).items.map((i) => i.ragRatingText);
    expect(down[0]).toBe('Green');
  });

  it('answers vehicleId null and nothing rated for a vehicle that has no id yet, writing nothing; 400 for one vPIC does not know', async () => {
    const before = await ragSnapshot(t.db);
    const none = await ratings({ make: 'Toyota', model: 'Corolla', year: '2020' });
    expect(none.vehicleId).toBeNull();
    expect(none.items.every((i) => i.ragRatingId === null && i.ragRatingText === null && i.version === 0)).toBe(true);
    expect(await ragSnapshot(t.db)).toBe(before);
    const unknown = await send(c.getServiceElementsRagRating, { query: { make: 'Honda', model: 'Mustang', year: '2020' } });
    expect(unknown.statusCode).toBe(400);
    for (const query of [{ orderBy: 'price' }, { sortBy: 'up' }, { page: '1' }] as Record<string, string>[]) {
      expect((await send(c.getServiceElementsRagRating, { query: { make: 'Honda', model: 'Civic', year: '2022', ...query } })).statusCode).toBe(400);
    }
  });
});

describe('ragrating/UpdateRagRatingForServiceElement', () => {
  it('rates an unrated element (no version), changes it at its version, clears it; each recorded with before and after', async () => {
    const created = await update({ vehicleId: civic2024, serviceElementId: headlamp, ragRatingId: red });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ serviceElementId: headlamp, ragRatingId: red, ragRatingText: 'Red', version: 1 });
    const changed = await update({ vehicleId: civic2024, serviceElementId: headlamp, ragRatingId: green, version: 1 });
    expect(changed.json()).toMatchObject({ ragRatingId: green, ragRatingText: 'Green', version: 2 });
    const cleared = await update({ vehicleId: civic2024, serviceElementId: headlamp, ragRatingId: null, version: 2 });
    expect(cleared.json()).toMatchObject({ ragRatingId: null, ragRatingText: null, version: 0 });
    expect(await rowOf(civic2024, headlamp)).toBeUndefined();
    const history = (await ragHistory(t.db, 'ragRating')).filter((h) => h.scope_id === civic2024 && h.record_id === headlamp);
    const common = { user_id: admin.userId, entity: 'ragRating', record_id: headlamp, scope_id: civic2024 };
    expect(history).toEqual([
      { ...common, action: 'create', before: null, after: { rating: 'Red' } },
      { ...common, action: 'update', before: { rating: 'Red' }, after: { rating: 'Green' } },
      { ...common, action: 'delete', before: { rating: 'Green' }, after: null },
    ]);
  });

  it('refuses a stale version (409 stale), a version for an unrated element, and no version for a rated one; nothing written', async () => {
    const before = await ragSnapshot(t.db);
    const current = (await rowOf(civic2022, headlamp)).version;
    for (const body of [
      { vehicleId: civic2022, serviceElementId: headlamp, ragRatingId: red, version: current + 1 },
      { vehicleId: civic2022, serviceElementId: headlamp, ragRatingId: red },
      { vehicleId: civic2024, serviceElementId: headlamp, ragRatingId: red, version: 1 },
    ]) {
      const res = await update(body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([409, 'stale']);
    }
    const spanish = await update({ vehicleId: civic2022, serviceElementId: headlamp, ragRatingId: red }, { 'accept-language': 'es' });
    expect(spanish.json().message).toMatch(/^Otra persona cambió la valoración del elemento de servicio \d+ /);
    expect(await ragSnapshot(t.db)).toBe(before);
  });

  it('lets one of two admins rating an unrated element at once succeed: the other gets 409', async () => {
    const element = await elementIdOf(t.db, 'Module programming');
    const answers = await Promise.all([update({ vehicleId: civic2024, serviceElementId: element, ragRatingId: red }), update({ vehicleId: civic2024, serviceElementId: element, ragRatingId: green })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await ragHistory(t.db, 'ragRating')).filter((h) => h.scope_id === civic2024 && h.record_id === element)).toHaveLength(1);
  });

  it('refuses an unknown vehicle or element (404), a rating not of the RAG catalogue, bad ids and unknown fields (400); nothing written', async () => {
    const before = await ragSnapshot(t.db);
    const noVehicle = await update({ vehicleId: 999999, serviceElementId: headlamp, ragRatingId: red });
    expect([noVehicle.statusCode, noVehicle.json().message]).toEqual([404, 'Vehicle 999999 was not found.']);
    expect((await update({ vehicleId: civic2024, serviceElementId: 999999, ragRatingId: red })).statusCode).toBe(404);
    const notRating = await update({ vehicleId: civic2024, serviceElementId: headlamp, ragRatingId: civic2024 + 100000 });
    expect([notRating.statusCode, refusals(notRating.json())]).toEqual([400, ['ragRatingId: must be a RAG rating']]);
    const group = (await t.db.selectFrom('lookups').select('id').where('key', '=', 'workorder.serviceelementgroup').executeTakeFirstOrThrow()).id;
    expect(refusals((await update({ vehicleId: civic2024, serviceElementId: headlamp, ragRatingId: group })).json())).toEqual(['ragRatingId: must be a RAG rating']);
    for (const body of [
      { vehicleId: 0, serviceElementId: headlamp, ragRatingId: red },
      { vehicleId: civic2024, serviceElementId: 'x', ragRatingId: red },
      { vehicleId: civic2024, serviceElementId: headlamp },
      { vehicleId: civic2024, serviceElementId: headlamp, ragRatingId: red, note: 'no' },
    ]) {
      expect((await update(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(refusals((await update({ vehicleId: 0, serviceElementId: headlamp, ragRatingId: red })).json())).toEqual(['vehicleId: must be a vehicle id']);
    expect(await ragSnapshot(t.db)).toBe(before);
  });
});
