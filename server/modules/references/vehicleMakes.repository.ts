import { sql } from 'kysely';
import type { VehicleMakeYears } from '../../../contract/references';
import type { Db } from '../../db/database';

/** The makes sold in `year` (every make's years without one), by make. */
export function listVehicleMakes(db: Db, year: number | undefined): Promise<VehicleMakeYears[]> {
  let q = db
    .selectFrom('vehicle_make_years as y')
    .innerJoin('makes as m', 'm.id', 'y.make_id')
    .select(['y.id', 'y.make_id as makeId', 'm.make', 'y.first_year as firstYear', 'y.last_year as lastYear'])
    .orderBy(sql`lower(m.make)`)
    .orderBy('y.first_year');
  if (year !== undefined) q = q.where('y.first_year', '<=', year).where((eb) => eb.or([eb('y.last_year', 'is', null), eb('y.last_year', '>=', year)]));
  return q.execute();
}
