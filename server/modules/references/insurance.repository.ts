import { sql } from 'kysely';
import type { LookupItem } from '../../../contract/lookup';
import { REFERENCE_KEYS } from '../../../contract/references';
import type { Db } from '../../db/database';
import { listByKey, upsertLookup } from '../lookup/lookups.repository';

const KEY = REFERENCE_KEYS.insuranceCompany;

/**
 * maintenance/SaveInsurance?name: the insurance company of that name (any case) made active if it was not,
 * else a new one; the item is answered either way, and nothing is written when it is already active.
 */
export async function saveInsurance(db: Db, name: string): Promise<LookupItem> {
  const found = await db
    .selectFrom('lookups')
    .select(['id', 'version', 'is_active'])
    .where('key', '=', KEY)
    .where(sql<string>`lower(text)`, '=', name.toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
  if (!found) return upsertLookup(db, { id: 0, key: KEY, text: name, isActive: true });
  if (!found.is_active) await db.updateTable('lookups').set({ is_active: true, version: sql`version + 1` }).where('id', '=', found.id).execute();
  const items = await listByKey(db, KEY, true);
  return items.find((i) => i.id === found.id) as LookupItem;
}
