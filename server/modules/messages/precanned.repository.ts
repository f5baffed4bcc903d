import { sql } from 'kysely';
import { PRECANNED_MESSAGES_KEY, type PrecannedMessage } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { m } from '../../http/text';

/** A pre-canned message is a lookup item of messages.precanned: its text, active flag and, in intValue, its sortOrder. */
const columns = ['id', 'text', 'is_active as isActive', sql<number>`coalesce(int_value, 0)`.as('sortOrder'), 'version'] as const;

export function savePrecannedMessage(db: Db, row: { id: number; text: string; isActive: boolean; sortOrder: number; version?: number }): Promise<PrecannedMessage> {
  const values = { key: PRECANNED_MESSAGES_KEY, text: row.text, is_active: row.isActive, int_value: row.sortOrder };
  return saveVersioned({
    what: m`Pre-canned message ${row.id}`,
    id: row.id,
    version: row.version,
    duplicate: m`A pre-canned message "${row.text}" already exists.`,
    insert: () => db.insertInto('lookups').values(values).returning(columns).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('lookups')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', row.id)
        .where('key', '=', PRECANNED_MESSAGES_KEY)
        .where('version', '=', version)
        .returning(columns)
        .executeTakeFirst(),
    // An item of another lookup type is not a pre-canned message: not found, never overwritten.
    exists: async () => !!(await db.selectFrom('lookups').select('id').where('id', '=', row.id).where('key', '=', PRECANNED_MESSAGES_KEY).executeTakeFirst()),
  });
}
