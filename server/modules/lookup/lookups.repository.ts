import { sql } from 'kysely';
import type { LookupItem, LookupItemInput } from '../../../contract/lookup';
import { type Db, inTransaction } from '../../db/database';
import { badRequest } from '../../http/errors';
import { saveVersioned } from '../../db/versioned';
import { m } from '../../http/text';
import { saveTranslations, translationChanges, translationsOf } from './lookupTexts';

const columns = [
  'id',
  'key',
  'text',
  'is_active as isActive',
  'value',
  sql<string | null>`to_char(date_value, 'YYYY-MM-DD')`.as('dateValue'),
  'decimal_value as decimalValue',
  'int_value as intValue',
  'label',
  'parent_id as parentId',
  'string_value as stringValue',
  'version',
  translationsOf(sql.ref('lookups.id')).as('translations'),
] as const;

export function listByKey(db: Db, key: string, showAll: boolean): Promise<LookupItem[]> {
  return listByKeys(db, [key], showAll);
}

/** The items of several keys, by key then text. */
export async function listByKeys(db: Db, keys: string[], showAll: boolean): Promise<LookupItem[]> {
  let q = db.selectFrom('lookups').select(columns).where('key', 'in', keys).orderBy('key').orderBy('text').orderBy('id');
  if (!showAll) q = q.where('is_active', '=', true);
  return q.execute();
}

/**
 * A parent must be another stored item, and not one of the item's own descendants (no cycle).
 * Refused as a bad parentId (400) rather than left to the foreign key (a 500).
 */
async function checkParent(db: Db, id: number, parentId: number): Promise<void> {
  if (parentId === id) throw badRequest('parentId', m`an item cannot be its own parent`);
  const { rows } = await sql<{ id: number }>`
    WITH RECURSIVE ancestors(id, depth) AS (
      SELECT id, 0 FROM lookups WHERE id = ${parentId}
      UNION ALL
      SELECT l.parent_id, a.depth + 1 FROM lookups l JOIN ancestors a ON l.id = a.id WHERE l.parent_id IS NOT NULL AND a.depth < 100
    )
    SELECT id FROM ancestors`.execute(db);
  if (rows.length === 0) throw badRequest('parentId', m`there is no lookup item ${parentId}`);
  if (id !== 0 && rows.some((r) => r.id === id)) throw badRequest('parentId', m`the parent cannot be one of the item's own descendants`);
}

/**
 * Creates (id 0) or updates an item at its version, with its translations in the same transaction: the item's
 * version guards them too, and a refused save writes neither.
 */
export async function upsertLookup(db: Db, item: LookupItemInput): Promise<LookupItem> {
  if (item.parentId !== undefined && item.parentId !== null) await checkParent(db, item.id, item.parentId);
  const translations = await translationChanges(db, item.translations);
  return inTransaction(db, async (trx) => {
    const { id } = await saveItem(trx, item);
    await saveTranslations(trx, id, translations);
    return trx.selectFrom('lookups').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  });
}

function saveItem(db: Db, item: LookupItemInput): Promise<{ id: number; version: number }> {
  const values = {
    key: item.key,
    text: item.text,
    is_active: item.isActive,
    value: item.value ?? null,
    date_value: item.dateValue ?? null,
    decimal_value: item.decimalValue ?? null,
    int_value: item.intValue ?? null,
    label: item.label ?? null,
    parent_id: item.parentId ?? null,
    string_value: item.stringValue ?? null,
  };
  const scoped = (id: number) => db.selectFrom('lookups').select('id').where('id', '=', id).where('key', '=', item.key);
  return saveVersioned({
    what: m`Lookup item ${item.id} of ${item.key}`,
    id: item.id,
    version: item.version,
    duplicate: m`${item.key} already has an item "${item.text}".`,
    insert: () => db.insertInto('lookups').values(values).returning(['id', 'version']).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('lookups')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', item.id)
        .where('key', '=', item.key)
        .where('version', '=', version)
        .returning(['id', 'version'])
        .executeTakeFirst(),
    exists: async () => !!(await scoped(item.id).executeTakeFirst()),
  });
}
