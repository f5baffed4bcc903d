import { sql } from 'kysely';
import { PRECANNED_MESSAGES_KEY, type PrecannedMessage } from '../../../contract/messages';
import { type Db, inTransaction } from '../../db/database';
import { NotFound } from '../../db/domainErrors';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { m } from '../../http/text';

/** A pre-canned message is a lookup item of messages.precanned: its text, active flag and, in intValue, its sortOrder. */
const fields = ['text', 'is_active as isActive', sql<number>`coalesce(int_value, 0)`.as('sortOrder')] as const;
const columns = ['id', ...fields, 'version'] as const;

/** A pre-canned message, as the change history keeps it. */
export const precannedMessageKind: RecordKind = {
  area: 'messages',
  entity: 'precannedMessage',
  table: 'lookups',
  what: (id) => m`Pre-canned message ${id}`,
  duplicate: (values) => m`A pre-canned message "${String(values.text)}" already exists.`,
  snapshot: (trx, id) => trx.selectFrom('lookups').select(fields).where('id', '=', id).executeTakeFirst(),
};

export function savePrecannedMessage(db: Db, author: Author, row: { id: number; text: string; isActive: boolean; sortOrder: number; version?: number }): Promise<PrecannedMessage> {
  const values = { key: PRECANNED_MESSAGES_KEY, text: row.text, is_active: row.isActive, int_value: row.sortOrder };
  return inTransaction(db, async (trx) => {
    // An item of another lookup type is not a pre-canned message: not found, never overwritten.
    if (row.id !== 0 && !(await trx.selectFrom('lookups').select('id').where('id', '=', row.id).where('key', '=', PRECANNED_MESSAGES_KEY).executeTakeFirst())) {
      throw new NotFound(precannedMessageKind.what(row.id));
    }
    const { id } = await saveRecord(trx, precannedMessageKind, author, row.id, row.version, { values });
    return trx.selectFrom('lookups').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  });
}
