/**
 * The list search (the index and its SQL functions: migrations/0002_businessSearch*.ts).
 *
 * A term's words (runs of letters and digits, split by `search_tokens`, the
 * same split that built the index) must each occur in a business's search
 * text: its name, shop id, sid, phone, primary city, or a live user's name or
 * email. Two equivalent forms answer that:
 * - `matchingIds` / `countMatching`: through the word index (vocabulary
 *   trigram index, then each word's businesses, index-only): cheap however
 *   many businesses match, so they give the exact count, and the page when few match;
 * - `textMatches`: the rule as a filter on one business's text, for walking a
 *   sort index until the page is full, which is cheap when many match.
 * They agree because a word made only of letters and digits can only occur
 * inside one of the text's words.
 */
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';

/** `SELECT business_id …` of the businesses whose text holds every word of `term`, once each. */
export function matchingIds(db: Db, term: string) {
  return db.selectFrom(sql<{ business_id: number }>`search_business_ids(${term})`.as('business_id')).select('business_id');
}

export async function countMatching(db: Db, term: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT search_business_count(${term}) AS n`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The same rule as a condition on a search text (`business_search.text`). */
export function textMatches(text: Expression<string>, term: string): Expression<SqlBool> {
  return sql<SqlBool>`${text} LIKE ALL (ARRAY(SELECT '%' || w || '%' FROM search_tokens(${term}) w))`;
}

/** The search text of a business, for `textMatches`. */
export function searchTextOf(businessId: Expression<number>): RawBuilder<string> {
  return sql<string>`(SELECT bs.text FROM business_search bs WHERE bs.business_id = ${businessId})`;
}

/** The term to search for, or undefined when it has no letter or digit (then it filters nothing, like no term). */
export function searchTerm(term: string | undefined): string | undefined {
  return term && /[\p{L}\p{N}]/u.test(term) ? term : undefined;
}
