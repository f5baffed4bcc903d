import { sql } from 'kysely';
import type { LookupItem } from '../../../contract/lookup';
import { REFERENCE_KEYS } from '../../../contract/references';
import type { Db } from '../../db/database';
import { ANY_VERSION, type Author, type RecordKind, updateRecord } from '../../db/write';
import { m } from '../../http/text';
import { listByKey, lookupItemKind, upsertLookup } from '../lookup/lookups.repository';

const KEY = REFERENCE_KEYS.insuranceCompany;

/** An insurance company (maintenance/SaveInsurance): a lookup item of its key, as the change history keeps it. */
export const insuranceCompanyKind: RecordKind = {
  ...lookupItemKind,
  area: 'references',
  entity: 'insuranceCompany',
  what: (id) => m`Lookup item ${id} of ${KEY}`,
};

/**
 * maintenance/SaveInsurance?name: the insurance company of that name (any case) made active if it was not,
 * else a new one; the item is answered either way, and nothing is written when it is already active.
 */
export async function saveInsurance(db: Db, author: Author, name: string): Promise<LookupItem> {
  const found = await db
    .selectFrom('lookups')
    .select(['id', 'version', 'is_active'])
    .where('key', '=', KEY)
    .where(sql<string>`lower(text)`, '=', name.toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
  if (!found) return upsertLookup(db, author, { id: 0, key: KEY, text: name, isActive: true }, insuranceCompanyKind);
  // The call carries no version: the company is made active as it is.
  if (!found.is_active) await updateRecord(db, insuranceCompanyKind, author, found.id, ANY_VERSION, { values: { is_active: true } });
  const items = await listByKey(db, KEY, true);
  return items.find((i) => i.id === found.id) as LookupItem;
}
