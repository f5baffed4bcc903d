import { sql } from 'kysely';
import type { LookupItem, LookupItemInput } from '../../../contract/lookup';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';

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
] as const;

export async function listByKey(db: Db, key: string, showAll: boolean): Promise<LookupItem[]> {
  let q = db.selectFrom('lookups').select(columns).where('key', '=', key).orderBy('text').orderBy('id');
  if (!showAll) q = q.where('is_active', '=', true);
  return q.execute();
}

export function upsertLookup(db: Db, item: LookupItemInput): Promise<LookupItem> {
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
    what: `Lookup item ${item.id} of ${item.key}`,
    id: item.id,
    version: item.version,
    duplicate: `${item.key} already has an item "${item.text}".`,
    insert: () => db.insertInto('lookups').values(values).returning(columns).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('lookups')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', item.id)
        .where('key', '=', item.key)
        .where('version', '=', version)
        .returning(columns)
        .executeTakeFirst(),
    exists: async () => !!(await scoped(item.id).executeTakeFirst()),
  });
}
