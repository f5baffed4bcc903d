/**
 * A vehicle's ratings: every active service element with its rating (an item of the lookup key rag.rating, or
 * none), sorted as asked, and one rating set, changed or cleared at its version, recorded in the change history.
 * A rating's version is 0 while it is not rated; two admins rating it at once: one succeeds, the other gets 409.
 */
import { sql } from 'kysely';
import type { ElementRating } from '../../../contract/rag';
import { RAG_RATING_LEVELS } from '../../../contract/lookupTypes';
import { type Db, inTransaction } from '../../db/database';
import { Stale } from '../../db/domainErrors';
import { type Author, nextVersion } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { ENTITIES, recordRagChange } from './history';
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

const whatRating = (input: RatingInput) => m`The rating of service element ${input.serviceElementId}`;

/**
 * Sets (or clears, with null) one element's rating for a vehicle, at the version it was read at.
 *
 * Not through the one write path (server/db/write.ts), which writes a record by its `id`: a rating is the row of a
 * vehicle and an element (rag_ratings has no id of its own), its history entry named by the element and scoped to
 * the vehicle, and its version rule is its own (no version while unrated, none allowed then: 409, not 400). So it
 * locks, refuses a stale version, bumps and records the change (recordChange, through recordRagChange) here, in one
 * transaction, as write.ts does for a record with an id.
 */
export function updateRating(db: Db, input: RatingInput, author: Author): Promise<ElementRating> {
  return inTransaction(db, async (trx) => {
    await assertVehicle(trx, input.vehicleId);
    const element = await trx.selectFrom('service_elements').select('id').where('id', '=', input.serviceElementId).executeTakeFirst();
    if (!element) throw notFound(m`Service element ${input.serviceElementId}`);
    await assertRating(trx, input.ragRatingId);
    const key = { vehicle_id: input.vehicleId, service_element_id: input.serviceElementId };
    const current = await trx
      .selectFrom('rag_ratings as r')
      .innerJoin('lookups as rl', 'rl.id', 'r.rag_rating_id')
      .select(['r.rag_rating_id', 'r.version', 'rl.text'])
      .where('r.vehicle_id', '=', key.vehicle_id)
      .where('r.service_element_id', '=', key.service_element_id)
      .forUpdate('r')
      .executeTakeFirst();
    if ((current?.version ?? undefined) !== input.version) throw new Stale(whatRating(input));
    if (current && input.ragRatingId === null) {
      await trx.deleteFrom('rag_ratings').where('vehicle_id', '=', key.vehicle_id).where('service_element_id', '=', key.service_element_id).execute();
    } else if (current && input.ragRatingId !== null) {
      await trx
        .updateTable('rag_ratings')
        .set({ rag_rating_id: input.ragRatingId, version: nextVersion() })
        .where('vehicle_id', '=', key.vehicle_id)
        .where('service_element_id', '=', key.service_element_id)
        .execute();
    } else if (input.ragRatingId !== null) {
      const inserted = await trx
        .insertInto('rag_ratings')
        .values({ ...key, rag_rating_id: input.ragRatingId })
        .onConflict((oc) => oc.columns(['vehicle_id', 'service_element_id']).doNothing())
        .returning('version')
        .executeTakeFirst();
      if (!inserted) throw new Stale(whatRating(input));
    }
    const after = (await ratingsOf(trx, input.vehicleId).where('e.id', '=', input.serviceElementId).executeTakeFirst()) as ElementRating;
    const action = !current ? 'create' : input.ragRatingId === null ? 'delete' : 'update';
    if (current || input.ragRatingId !== null) {
      await recordRagChange(trx, {
        entity: ENTITIES.rating,
        recordId: input.serviceElementId,
        vehicleId: input.vehicleId,
        action,
        userId: author.userId,
        before: current ? { rating: current.text } : null,
        after: input.ragRatingId === null ? null : { rating: after.ragRatingText },
      });
    }
    return after;
  });
}
