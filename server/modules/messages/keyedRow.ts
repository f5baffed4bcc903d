/**
 * A versioned row keyed by other columns than an id (the calibration homepage message in one language, a saved
 * chat message's translation into one language): a child of a record, written in the `apply` of that record's
 * write (server/db/write.ts), which locks the record and records the change with the child in its snapshot.
 * The row is set only at `version` (refused as `Stale` when it moved on or is not there, as the UPDATE … WHERE
 * version = … these writes always were), and its version bumped.
 *
 * Stand-in, issue 32: write.ts reaches a record by its `id` only, and these rows have none. The lead is asked for
 * the generic form in write.ts; until then this is the one place in these modules that bumps a version.
 */
import type { Kysely } from 'kysely';
import { nextVersion } from '../../db/write';
import type { Db } from '../../db/database';
import { Stale } from '../../db/domainErrors';
import type { Text } from '../../http/text';

/** The keyed, versioned tables written here. */
type KeyedTable = 'welcome_messages' | 'chat_message_translations';

const anyDb = (db: Db) => db as unknown as Kysely<Record<string, { version: number } & Record<string, unknown>>>;

/** Sets `values` on the row of `table` matching `key` at `version` and bumps its version; its new version. */
export async function updateKeyedAt(trx: Db, table: KeyedTable, key: Record<string, unknown>, version: number, values: Record<string, unknown>, what: Text): Promise<number> {
  let q = anyDb(trx)
    .updateTable(table)
    .set({ ...values, version: nextVersion() })
    .where('version', '=', version);
  for (const [column, value] of Object.entries(key)) q = q.where(column, '=', value);
  const updated = await q.returning('version').executeTakeFirst();
  if (!updated) throw new Stale(what);
  return Number(updated.version);
}
