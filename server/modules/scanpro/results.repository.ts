/**
 * scanpro/SaveScanProResults: an evaluation's result kept with the business and the user who saved it (the VIN
 * decoded again, so the make, model and year stored are vPIC's), and the business's saved results, newest first.
 */
import { sql } from 'kysely';
import type { Recommendation, SavedResult } from '../../../contract/scanpro';
import type { Db } from '../../db/database';
import { type Author, createRecord, type RecordKind } from '../../db/write';
import { badRequest } from '../../http/errors';
import { m } from '../../http/text';
import { assertBusiness } from './configuration.repository';
import { decodedVehicle, type VehicleInput } from './evaluate';

/**
 * A saved result, as the change history keeps it (area `scanpro`, scoped to its business): the vehicle, the answers
 * and the recommendations. Saved once, never changed.
 */
export const scanproResultKind: RecordKind = {
  area: 'scanpro',
  entity: 'result',
  table: 'scanpro_results',
  unversioned: true,
  what: (id) => m`Scan-pro result ${id}`,
  snapshot: (trx, id) =>
    trx
      .selectFrom('scanpro_results')
      .select(['business_id as businessId', 'vin', 'year', 'make', 'model', 'submodel', 'answers', 'recommendations'])
      .where('id', '=', id)
      .executeTakeFirst(),
  scope: (s) => s.businessId as number,
};

export async function saveResults(db: Db, input: VehicleInput & { recommendations: Recommendation[] }, author: Author & { userId: number }): Promise<{ id: number; savedAt: string }> {
  await assertBusiness(db, input.businessId);
  const vehicle = await decodedVehicle(input);
  const ids = [...new Set(input.recommendations.map((r) => r.serviceElementId))];
  const known = ids.length ? new Set((await db.selectFrom('service_elements').select('id').where('id', 'in', ids).execute()).map((e) => e.id)) : new Set<number>();
  const unknown = input.recommendations.findIndex((r) => !known.has(r.serviceElementId));
  if (unknown >= 0) throw badRequest(`recommendations.${unknown}.serviceElementId`, m`must be a service element`);
  const { id } = await createRecord(db, scanproResultKind, author, {
    values: {
      business_id: input.businessId,
      user_id: author.userId,
      ...vehicle,
      answers: JSON.stringify(input.answers),
      recommendations: JSON.stringify(input.recommendations),
    },
  });
  const row = await db.selectFrom('scanpro_results').select('saved_at').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, savedAt: new Date(row.saved_at).toISOString() };
}

export async function listResults(db: Db, businessId: number): Promise<SavedResult[]> {
  await assertBusiness(db, businessId);
  const rows = await db
    .selectFrom('scanpro_results as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.saved_at',
      's.vin',
      's.year',
      's.make',
      's.model',
      's.submodel',
      's.recommendations',
      sql<string>`trim(u.given_name || ' ' || u.family_name) || coalesce(' (' || u.username || ')', '')`.as('userName'),
    ])
    .where('s.business_id', '=', businessId)
    .orderBy('s.saved_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(50)
    .execute();
  return rows.map(({ saved_at, recommendations, ...r }) => ({ ...r, savedAt: new Date(saved_at).toISOString(), recommendations: recommendations as Recommendation[] }));
}
