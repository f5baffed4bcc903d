/**
 * The vehicles rated: a make, model and year of NHTSA's vPIC data (vehicles.ts), given an id on first use and
 * kept as vPIC spells them. A make, model and year vPIC does not know is refused (400 on the field at fault).
 */
import type { RagVehicle } from '../../../contract/rag';
import type { Db } from '../../db/database';
import { Duplicate } from '../../db/domainErrors';
import { type Author, createRecord, type RecordKind } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { AREA, ENTITIES } from './history';
import { findMake, findVehicle, vehicleModels } from './vehicles';

/** The make, model and year as vPIC spells them; 400 on the field vPIC does not know. */
export async function knownVehicle(make: string, model: string, year: number): Promise<{ make: string; model: string; year: number }> {
  const known = await findVehicle(make, model, year);
  if (known) return known;
  if (!(await findMake(make))) throw badRequest('make', m`is not a make of the vehicle data`);
  throw badRequest('model', m`is not a model of this make in this year`);
}

/** A make's models in a year; 404 for a make vPIC does not know. */
export async function modelsOf(make: string, year: number): Promise<string[]> {
  if (!(await findMake(make))) throw notFound(m`Make ${make}`);
  return vehicleModels(make, year);
}

export async function findVehicleId(db: Db, v: { make: string; model: string; year: number }): Promise<number | null> {
  const row = await db.selectFrom('rag_vehicles').select('id').where('make', '=', v.make).where('model', '=', v.model).where('year', '=', v.year).executeTakeFirst();
  return row?.id ?? null;
}

/** A rated vehicle, as the change history keeps it (make, model and year), scoped to itself; created, never edited. */
export const ragVehicleKind: RecordKind = {
  area: AREA,
  entity: ENTITIES.vehicle,
  table: 'rag_vehicles',
  unversioned: true,
  what: (id) => m`Vehicle ${id}`,
  columns: ['make', 'model', 'year'],
  scopeColumn: 'id',
};

/**
 * The vehicle's id, the row created (and recorded) on first call; two first calls at once get the same id: the
 * second's insert is refused as a duplicate once the first has committed, and it answers the first's id. (Called
 * outside a transaction: the refused insert ends its own.)
 */
export async function vehicleIdOf(db: Db, input: { make: string; model: string; year: number }, author: Author): Promise<number> {
  const v = await knownVehicle(input.make, input.model, input.year);
  const existing = await findVehicleId(db, v);
  if (existing !== null) return existing;
  try {
    return (await createRecord(db, ragVehicleKind, author, { values: v })).id;
  } catch (err) {
    const created = err instanceof Duplicate ? await findVehicleId(db, v) : null;
    if (created === null) throw err;
    return created;
  }
}

export async function getVehicle(db: Db, id: number): Promise<RagVehicle | undefined> {
  return db.selectFrom('rag_vehicles').select(['id', 'make', 'model', 'year']).where('id', '=', id).executeTakeFirst();
}

/** The vehicle, or 404 naming it. */
export async function assertVehicle(db: Db, id: number): Promise<RagVehicle> {
  const vehicle = await getVehicle(db, id);
  if (!vehicle) throw notFound(m`Vehicle ${id}`);
  return vehicle;
}

export const vehicleName = (v: { make: string; model: string; year: number }) => `${v.make} ${v.model} ${v.year}`;
