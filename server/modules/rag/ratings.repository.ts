/**
 * A vehicle's ratings: every active service element with its rating (an item of the lookup key rag.rating, or
 * none), sorted as asked, and one rating set, changed or cleared at its version, recorded in the change history.
 * A rating's version is 0 while it is not rated; two admins rating it at once: one succeeds, the other gets 409.
 */
import { sql } from 'kysely';
import type { ElementRating } from '../../../contract/rag';
import { RAG_RATING_LEVELS } from '../../../contract/lookupTypes';
import { type Db, inTransaction } from '../../db/database';
import { Duplicate, Stale } from '../../db/domainErrors';
import { type Author, createRecord, deleteRecord, type RecordKind, updateRecord } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { AREA, ENTITIES } from './history';
import { assertVehicle, findVehicleId, knownVehicle } from './vehicles.repository';
import { PREPARED } from '../../db/preparedStatements';

export const RATING_KEY = RAG_RATING_LEVELS.key;

const ORDER = {
  name: sql`lower(e.name)`,
  group: sql`lower(g.text)`,
  rating: sql`rl.int_value`,
} as const;

function ratingsOf(db: Db, vehicleId: number | null) {
  return db
    .selectFrom('service_elements as e')
    .innerJoin('lookups as g', 'g.id', 'e.service_element_group_id')
    .leftJoin('rag_ratings as r', (j) => j.onRef('r.service_element_id', '=', 'e.id').on('r.vehicle_id', '=', vehicleId ?? 0))
    .leftJoin('lookups as rl', 'rl.id', 'r.rag_rating_id')
    .select([
      'e.id as serviceElementId',
      'e.name',
      'e.service_element_group_id as serviceElementGroupId',
      'g.text as serviceElementGroupName',
      'r.rag_rating_id as ragRatingId',
      'rl.text as ragRatingText',
      sql<number>`coalesce(r.version, 0)`.as('version'),
    ]);
}

export interface RatingsQuery {
  make: string;
  model: string;
  year: number;
  orderBy: keyof typeof ORDER;
  sortBy: 'asc' | 'desc';
}

/**
 * Every active element with its rating for the vehicle; vehicleId null (nothing rated) while it has no id. One
 * query: the vehicle found by make, model and year (its unique key) in the same statement as its ratings.
 */
export async function vehicleRatings(db: Db, q: RatingsQuery): Promise<{ vehicleId: number | null; items: ElementRating[] }> {
  const v = await knownVehicle(q.make, q.model, q.year);
  const nulls = sql.raw(q.sortBy === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS FIRST');
  const rows = await db
    .selectFrom('service_elements as e')
    .innerJoin('lookups as g', 'g.id', 'e.service_element_group_id')
    .leftJoin('rag_vehicles as v', (j) => j.on('v.make', '=', v.make).on('v.model', '=', v.model).on('v.year', '=', v.year))
    .leftJoin('rag_ratings as r', (j) => j.onRef('r.vehicle_id', '=', 'v.id').onRef('r.service_element_id', '=', 'e.id'))
    .leftJoin('lookups as rl', 'rl.id', 'r.rag_rating_id')
    .select([
      'v.id as vehicleId',
      'e.id as serviceElementId',
      'e.name',
      'e.service_element_group_id as serviceElementGroupId',
      'g.text as serviceElementGroupName',
      'r.rag_rating_id as ragRatingId',
      'rl.text as ragRatingText',
      sql<number>`coalesce(r.version, 0)`.as('version'),
    ])
    .where('e.is_active', '=', true)
    .orderBy(sql`${ORDER[q.orderBy]} ${nulls}`)
    .orderBy(sql`lower(e.name)`)
    .orderBy('e.id')
    .modifyEnd(PREPARED)
    .execute();
  const vehicleId = rows.length > 0 ? rows[0].vehicleId : await findVehicleId(db, v);
  return { vehicleId, items: rows.map(({ vehicleId: _, ...item }) => item) };
}

/** Whether the vehicle rates the element (clearing an unrated one, with no version, writes nothing). */
async function rated(db: Db, key: RatingKey): Promise<boolean> {
  const row = await db.selectFrom('rag_ratings').select('version').where('vehicle_id', '=', key.vehicle_id).where('service_element_id', '=', key.service_element_id).executeTakeFirst();
  return row !== undefined;
}

async function assertRating(db: Db, id: number | null): Promise<void> {
  if (id === null) return;
  const item = await db.selectFrom('lookups').select('id').where('id', '=', id).where('key', '=', RATING_KEY).executeTakeFirst();
  if (!item) throw badRequest('ragRatingId', m`must be a RAG rating`);
}

export interface RatingInput {
  vehicleId: number;
  serviceElementId: number;
  ragRatingId: number | null;
  version?: number;
}

/** A rating's key: the row of a vehicle and an element (rag_ratings has no id of its own). */
export type RatingKey = { service_element_id: number; vehicle_id: number };

/**
 * A vehicle's rating of an element, as the change history keeps it: named by the element, scoped to the vehicle, its
 * rating's text before and after. A rating not there (never rated, or cleared) is refused as stale when edited.
 */
export const ratingKind: RecordKind<Record<string, unknown>, RatingKey> = {
  area: AREA,
  entity: ENTITIES.rating,
  table: 'rag_ratings',
  key: ['service_element_id', 'vehicle_id'],
  missingIsStale: true,
  what: (key) => m`The rating of service element ${key.service_element_id}`,
  columns: [sql<string>`(SELECT text FROM lookups WHERE id = rag_rating_id)`.as('rating')],
  scopeColumn: 'vehicle_id',
};

/**
 * Sets (or clears, with null) one element's rating for a vehicle, at the version it was read at, through the one
 * write path (server/db/write.ts, over ratingKind). Its version rule is its own: an unrated element has no version
 * and takes none (a rating made meanwhile, or a version for an unrated one, is refused as stale: 409, not 400).
 */
export function updateRating(db: Db, input: RatingInput, author: Author): Promise<ElementRating> {
  return inTransaction(db, async (trx) => {
    await assertVehicle(trx, input.vehicleId);
    const element = await trx.selectFrom('service_elements').select('id').where('id', '=', input.serviceElementId).executeTakeFirst();
    if (!element) throw notFound(m`Service element ${input.serviceElementId}`);
    await assertRating(trx, input.ragRatingId);
    const key = { service_element_id: input.serviceElementId, vehicle_id: input.vehicleId };
    if (input.version !== undefined) {
      if (input.ragRatingId === null) await deleteRecord(trx, ratingKind, author, key, input.version);
      else await updateRecord(trx, ratingKind, author, key, input.version, { values: { rag_rating_id: input.ragRatingId } });
    } else if (input.ragRatingId !== null) {
      await createRecord(trx, ratingKind, author, { values: { ...key, rag_rating_id: input.ragRatingId } }).catch((err: unknown) => {
        throw err instanceof Duplicate ? new Stale(ratingKind.what(key)) : err;
      });
    } else if (await rated(trx, key)) {
      throw new Stale(ratingKind.what(key));
    }
    return (await ratingsOf(trx, input.vehicleId).where('e.id', '=', input.serviceElementId).executeTakeFirst()) as ElementRating;
  });
}
