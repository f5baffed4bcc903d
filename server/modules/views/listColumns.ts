/**
 * A user's column choice of a list (ListColumns/Get, Save, Reset): its visible columns in order and its hidden
 * ones, one record per user and list, kept across sessions and devices. A preference, not a record edited by
 * several people: the last choice saved wins (written at any version; the same choice again writes nothing); a reset
 * deletes it. Each write goes through
 * the one write path (listColumnsKind) and is recorded in the change history (area `views`, entity `listColumns`,
 * scoped to the user).
 */
import { sql } from 'kysely';
import type { ListColumns } from '../../../contract/views';
import { type Db, inTransaction } from '../../db/database';
import { ANY_VERSION, createRecord, deleteRecord, type RecordKind, updateRecord } from '../../db/write';
import { m } from '../../http/text';

export const listColumnsKind: RecordKind = {
  area: 'views',
  entity: 'listColumns',
  table: 'list_columns',
  what: (id) => m`Column choice ${id}`,
  duplicate: (values) => m`A column choice of list ${String(values.list)} was saved at the same time: try again.`,
  columns: ['user_id as userId', 'list', 'columns', 'hidden'],
  scope: (s) => s.userId as number,
};

const none = (list: string): ListColumns => ({ list, columns: [], hidden: [], saved: false });

const rowOf = (db: Db, userId: number, list: string) => db.selectFrom('list_columns').where('user_id', '=', userId).where('list', '=', list);

export async function getColumns(db: Db, userId: number, list: string): Promise<ListColumns> {
  const row = await rowOf(db, userId, list).select(['columns', 'hidden']).executeTakeFirst();
  return row ? { list, columns: row.columns, hidden: row.hidden, saved: true } : none(list);
}

export async function saveColumns(db: Db, body: { list: string; columns: string[]; hidden: string[] }, author: { userId: number }): Promise<ListColumns> {
  const values = { columns: JSON.stringify(body.columns), hidden: JSON.stringify(body.hidden) };
  await inTransaction(db, async (trx) => {
    const row = await rowOf(trx, author.userId, body.list).select(['id', 'columns', 'hidden']).forUpdate().executeTakeFirst();
    // The same choice again (a view applied whose columns are the user's already) changes nothing and records nothing.
    if (row && JSON.stringify([row.columns, row.hidden]) === JSON.stringify([body.columns, body.hidden])) return;
    if (row) await updateRecord(trx, listColumnsKind, author, row.id, ANY_VERSION, { values: { ...values, date_updated: sql`now()` } });
    else await createRecord(trx, listColumnsKind, author, { values: { user_id: author.userId, list: body.list, ...values } });
  });
  return { list: body.list, columns: body.columns, hidden: body.hidden, saved: true };
}

export async function resetColumns(db: Db, list: string, author: { userId: number }): Promise<ListColumns> {
  await inTransaction(db, async (trx) => {
    const row = await rowOf(trx, author.userId, list).select('id').forUpdate().executeTakeFirst();
    if (row) await deleteRecord(trx, listColumnsKind, author, row.id, ANY_VERSION);
  });
  return none(list);
}
