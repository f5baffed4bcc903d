import { sql } from 'kysely';
import type { CalibrationRecommendation, CalibrationRecommendationInput } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { ANY_VERSION, type Author, deleteRecord, type RecordKind, saveRecord } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';

const columns = [
  'r.id',
  'r.nickname',
  'r.vehicle_make as vehicleMake',
  'm.make as vehicleMakeName',
  'r.recommendation',
  'r.is_inactive as isInactive',
  'r.version',
] as const;

/** A calibration recommendation, as the change history keeps it. */
export const calibrationRecommendationKind: RecordKind = {
  area: 'messages',
  entity: 'calibrationRecommendation',
  table: 'calibration_recommendations',
  what: (id) => m`Calibration recommendation ${id}`,
  duplicate: (values) => m`This make already has a recommendation nicknamed "${String(values.nickname)}".`,
  snapshot: (trx, id) =>
    trx
      .selectFrom('calibration_recommendations')
      .select(['nickname', 'vehicle_make as vehicleMake', 'recommendation', 'is_inactive as isInactive'])
      .where('id', '=', id)
      .executeTakeFirst(),
};

const selectRecommendations = (db: Db) => db.selectFrom('calibration_recommendations as r').innerJoin('makes as m', 'm.id', 'r.vehicle_make').select(columns);

export function listRecommendations(db: Db, vehicleMake?: number): Promise<CalibrationRecommendation[]> {
  let q = selectRecommendations(db).orderBy(sql`lower(m.make)`).orderBy(sql`lower(r.nickname)`).orderBy('r.id');
  if (vehicleMake !== undefined) q = q.where('r.vehicle_make', '=', vehicleMake);
  return q.execute();
}

export async function getRecommendation(db: Db, id: number): Promise<CalibrationRecommendation> {
  const found = await selectRecommendations(db).where('r.id', '=', id).executeTakeFirst();
  if (!found) throw notFound(m`Calibration recommendation ${id}`);
  return found;
}

/** Refuses the whole batch (400, naming the row's field) when a row names a make that does not exist. */
export async function checkMakes(db: Db, rows: { vehicleMake: number }[]): Promise<void> {
  const ids = [...new Set(rows.map((r) => r.vehicleMake))];
  const known = new Set((await db.selectFrom('makes').select('id').where('id', 'in', ids).execute()).map((m) => m.id));
  const index = rows.findIndex((r) => !known.has(r.vehicleMake));
  if (index >= 0) throw badRequest(`${index}.vehicleMake`, m`no make has the id ${rows[index].vehicleMake}`);
}

export async function saveRecommendation(db: Db, author: Author, row: CalibrationRecommendationInput): Promise<{ id: number; version: number }> {
  const values = { nickname: row.nickname, vehicle_make: row.vehicleMake, recommendation: row.recommendation, is_inactive: row.isInactive };
  return saveRecord(db, calibrationRecommendationKind, author, row.id, row.version, { values });
}

/** Deletes one recommendation; with a version, only while it is still the stored one. */
export async function deleteRecommendation(db: Db, author: Author, id: number, version?: number): Promise<{ id: number }> {
  await deleteRecord(db, calibrationRecommendationKind, author, id, version ?? ANY_VERSION);
  return { id };
}
