import { sql } from 'kysely';
import type { LookupItem, LookupItemInput } from '../../../contract/lookup';
import { type Db, inTransaction } from '../../db/database';
import { NotFound } from '../../db/domainErrors';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { badRequest } from '../../http/errors';
import { m } from '../../http/text';
import { saveTranslations, translationChanges, translationsOf } from './lookupTexts';

/** An item's fields under their API names, with its translations: what the history keeps of it. */
const fieldColumns = [
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
  translationsOf(sql.ref('lookups.id')).as('translations'),
] as const;

const columns = ['id', ...fieldColumns, 'version'] as const;

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
export async function checkParent(db: Db, id: number, parentId: number): Promise<void> {
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

/** The values of an item's columns, as a save writes them. */
function itemValues(item: LookupItemInput) {
  return {
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
}

/** A lookup item as the change history keeps it: its fields under their API names, with its translations. */
export const lookupItemKind: RecordKind = {
  area: 'lookup',
  entity: 'lookupItem',
  table: 'lookups',
  // A save names the item with its key; the kind alone knows only the table.
  what: (id) => m`Lookup item ${id} of ${'lookups'}`,
  duplicate: (values) => m`${values.key} already has an item "${values.text}".`,
  snapshot: (trx, id) => trx.selectFrom('lookups').select(fieldColumns).where('id', '=', id).executeTakeFirst(),
};

/**
 * Creates (id 0) or updates an item at its version, with its translations in the same transaction: the item's
 * version guards them too, and a refused save writes neither. An item is updated under its own key only (another
 * key's item of that id is not found). The history records it as `kind`: a lookup item, or what the item is in
 * its own area (an insurance company).
 */
export async function upsertLookup(db: Db, author: Author, item: LookupItemInput, as: RecordKind = lookupItemKind): Promise<LookupItem> {
  if (item.parentId !== undefined && item.parentId !== null) await checkParent(db, item.id, item.parentId);
  const translations = await translationChanges(db, item.translations);
  const kind = { ...as, what: () => m`Lookup item ${item.id} of ${item.key}` };
  return inTransaction(db, async (trx) => {
    if (item.id !== 0 && item.version !== undefined) {
      const ofKey = await trx.selectFrom('lookups').select('id').where('id', '=', item.id).where('key', '=', item.key).executeTakeFirst();
      if (!ofKey) throw new NotFound(kind.what());
    }
    const { id } = await saveRecord(trx, kind, author, item.id, item.version, {
      values: itemValues(item),
      apply: (trx, id) => saveTranslations(trx, id, translations),
    });
    return trx.selectFrom('lookups').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  });
}
