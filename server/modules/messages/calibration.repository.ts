import { sql } from 'kysely';
import type { CalibrationRecommendation, CalibrationRecommendationInput } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { badRequest, notFound, staleEdit } from '../../http/errors';
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

export async function saveRecommendation(db: Db, row: CalibrationRecommendationInput): Promise<{ id: number; version: number }> {
  const values = { nickname: row.nickname, vehicle_make: row.vehicleMake, recommendation: row.recommendation, is_inactive: row.isInactive };
  const returning = ['id', 'version'] as const;
  return saveVersioned({
    what: m`Calibration recommendation ${row.id}`,
    id: row.id,
    version: row.version,
    duplicate: m`This make already has a recommendation nicknamed "${row.nickname}".`,
    insert: () => db.insertInto('calibration_recommendations').values(values).returning(returning).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('calibration_recommendations')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', row.id)
        .where('version', '=', version)
        .returning(returning)
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('calibration_recommendations').select('id').where('id', '=', row.id).executeTakeFirst()),
  });
}

/** Deletes one recommendation; with a version, only while it is still the stored one. */
export async function deleteRecommendation(db: Db, id: number, version?: number): Promise<{ id: number }> {
  let q = db.deleteFrom('calibration_recommendations').where('id', '=', id);
  if (version !== undefined) q = q.where('version', '=', version);
  if (await q.returning('id').executeTakeFirst()) return { id };
  const exists = await db.selectFrom('calibration_recommendations').select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? staleEdit(m`Calibration recommendation ${id}`) : notFound(m`Calibration recommendation ${id}`);
}
