/** What a catalogue record refers to must exist: 400 naming the field otherwise, before anything is written. */
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { m, type Text } from '../../http/text';

/** The id must be an item (active or not) of one of the lookup keys. */
export async function requireLookupItem(db: Db, field: string, id: number, keys: string[], what: Text): Promise<string> {
  const found = await db.selectFrom('lookups').select('key').where('id', '=', id).where('key', 'in', keys).executeTakeFirst();
  if (!found) throw badRequest(field, m`${id} is not ${what}`);
  return found.key;
}

/** The id must be a row of the table. */
export async function requireRow(db: Db, field: string, table: 'devices' | 'makes', id: number, what: Text): Promise<void> {
  const found = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw badRequest(field, m`${id} is not ${what}`);
}
