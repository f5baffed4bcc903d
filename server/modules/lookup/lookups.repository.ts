import { sql } from 'kysely';
import type { LookupItem, LookupItemInput } from '../../../contract/lookup';
import { type Db, inTransaction } from '../../db/database';
import { NotFound, Refusal } from '../../db/domainErrors';
import { type Author, createRecords, type RecordKind, saveRecord } from '../../db/write';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { badRequest } from '../../http/errors';
import { m } from '../../http/text';
import { saveTranslations, type TranslationChanges, translationChanges, translationsOf } from './lookupTexts';

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
  columns: fieldColumns,
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

/** A sales rep is a user as well as an item: saved whole through lookup/UpsertSalesRep, never half by the item's save. */
export function refuseSalesRepItem(item: { key: string }): void {
  if (item.key.toLowerCase() === LOOKUP_KEYS.salesRep) throw badRequest('key', m`${LOOKUP_KEYS.salesRep} items are sales reps: save them with lookup/UpsertSalesRep`);
}

/**
 * Creates many items (the new rows of an import), each checked as lookup/Upsert checks one (the languages of their
 * translations read once per set of languages), the items and their translations in a statement each: the new ids,
 * in the order of `items`, null for an item a rule refuses (nothing written for it: its own save tells why). One
 * refused by the database refuses them all.
 */
export async function createLookups(db: Db, author: Author, items: readonly LookupItemInput[], as: RecordKind = lookupItemKind): Promise<(number | null)[]> {
  const languages = new Map<string, Promise<TranslationChanges>>();
  const checked: (TranslationChanges | null)[] = [];
  for (const item of items) {
    try {
      if (item.id !== 0) throw new NotFound(m`Lookup item ${item.id} of ${item.key}`);
      refuseSalesRepItem(item);
      if (item.parentId !== undefined && item.parentId !== null) await checkParent(db, 0, item.parentId);
      const given = Object.entries(item.translations ?? {});
      const codes = given.map(([code]) => code).join(' ');
      if (!languages.has(codes)) languages.set(codes, translationChanges(db, Object.fromEntries(given.map(([code]) => [code, code]))));
      const changes = await languages.get(codes)!;
      checked.push(changes.map(({ code }, i) => ({ code, text: given[i][1] === '' ? null : given[i][1] })));
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      checked.push(null);
    }
  }
  const creating = items.flatMap((item, i) => (checked[i] ? [{ item, translations: checked[i] }] : []));
  const written = await createRecords(db, as, author, creating.map(({ item }) => itemValues(item)), async (trx, ids) => {
    const rows = creating.flatMap(({ translations }, i) => translations.flatMap(({ code, text }) => (text === null ? [] : [{ lookup_id: ids[i], language_code: code, translation: text }])));
    if (rows.length > 0) await trx.insertInto('lookup_translations').values(rows).execute();
  });
  const ids = written.map((w) => w.id);
  return checked.map((c) => (c ? (ids.shift() ?? null) : null));
}
