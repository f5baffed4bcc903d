/**
 * The business picker (business/LookupBusiness): up to 20 businesses whose name or shop id holds the term, by name;
 * given an id, that business alone (none when it does not exist), so a picker can name a value it was given bare.
 */
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/listing';
import { matchingIds, searchTerm } from './businessSearch';

export const LOOKUP_LIMIT = 20;

export async function lookupBusinesses(db: Db, query: { search?: string; id?: number }): Promise<{ id: number; name: string; shopId: string }[]> {
  const term = searchTerm(query.search);
  let q = db.selectFrom('businesses as b').select(['b.id', 'b.name', 'b.shop_id as shopId']);
  if (query.id !== undefined) q = q.where('b.id', '=', query.id);
  if (term) {
    // The word index narrows to the businesses holding the term's words; the name or shop id must hold the term itself.
    const pattern = containsPattern(term);
    q = q.where('b.id', 'in', matchingIds(db, term)).where(sql<SqlBool>`(lower(b.name) LIKE ${pattern} OR lower(b.shop_id) LIKE ${pattern})`);
  }
  return q.orderBy(sql`lower(b.name)`).orderBy('b.id').limit(LOOKUP_LIMIT).execute();
}
