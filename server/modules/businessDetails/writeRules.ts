/**
 * What the business area's writes share on the one write path (server/db/write.ts): the area their changes are
 * recorded under, and the refusals they make before the write looks the record up, so their answers stay those of
 * the former save rule (server/db/versioned.ts).
 */
import type { Db } from '../../db/database';
import { Invalid, NotFound } from '../../db/domainErrors';
import type { Text } from '../../http/text';
import { m } from '../../http/text';

/** The change history's area of a business and every record of its tabs (scope: the business id). */
export const BUSINESS_AREA = 'business';

/**
 * An edit of an existing record (id ≠ 0) must say which version it edits. The write path refuses one without before
 * it looks the record up; a tab that first checks the row is its business's (`requireOfBusiness`) refuses it here,
 * before that check, so a missing row sent without a version answers 400 as before, not 404.
 */
export function requireVersion(id: number, version: number | undefined): void {
  if (id !== 0 && version === undefined) throw new Invalid('version', m`is required to update an existing record`);
}

/** Record `id` of `table` belongs to business `businessId`: a row of another business is not found, never updated (no IDOR). */
export async function requireOfBusiness(
  db: Db,
  table: 'business_notes' | 'business_volume_discounts' | 'business_product_add_discounts',
  id: number,
  businessId: number,
  what: Text,
): Promise<void> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).where('business_id', '=', businessId).executeTakeFirst();
  if (!row) throw new NotFound(what);
}
