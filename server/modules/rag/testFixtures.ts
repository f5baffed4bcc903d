/** Helpers of the RAG tests: the seeded vehicles and elements, the tables a refused request must leave alone. */
import type { Db } from '../../db/database';
import { snapshot } from '../businessDetails/testFixtures';

export { caller, refusals, type Session, signIn } from '../openingHours/testFixtures';

export const RAG_TABLES = ['service_elements', 'rag_vehicles', 'rag_ratings', 'change_history'] as const;
/** Every row of the RAG tables and the history, to assert a refused request wrote nothing. */
export const ragSnapshot = (db: Db) => snapshot(db, [...RAG_TABLES]);

export async function vehicleIdOf(db: Db, make: string, model: string, year: number): Promise<number> {
  const row = await db.selectFrom('rag_vehicles').select('id').where('make', '=', make).where('model', '=', model).where('year', '=', year).executeTakeFirstOrThrow();
  return row.id;
}

export async function elementIdOf(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('service_elements').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function ratingIdOf(db: Db, text: 'Red' | 'Amber' | 'Green' | 'Not rated'): Promise<number> {
  return (await db.selectFrom('lookups').select('id').where('key', '=', 'rag.rating').where('text', '=', text).executeTakeFirstOrThrow()).id;
}

/** A vehicle's ratings as { element name: rating text }. */
export async function ratingsOf(db: Db, vehicleId: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('rag_ratings as r')
    .innerJoin('service_elements as e', 'e.id', 'r.service_element_id')
    .innerJoin('lookups as l', 'l.id', 'r.rag_rating_id')
    .select(['e.name', 'l.text'])
    .where('r.vehicle_id', '=', vehicleId)
    .orderBy('e.name')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.text]));
}

/** The RAG change history of a scope (a vehicle) or of the elements (scope null), oldest first. */
export function ragHistory(db: Db, entity: string) {
  return db
    .selectFrom('change_history')
    .select(['user_id', 'entity', 'record_id', 'scope_id', 'action', 'before', 'after'])
    .where('area', '=', 'ragRatings')
    .where('entity', '=', entity)
    .orderBy('id')
    .execute();
}
