/**
 * The change history as the history tests read it (server/modules/…/history.test.ts, server/http/writeHistory.test.ts):
 * a seeded user signed in (its token, and its id: the `user_id` of the entries it makes), the last entry marked, the
 * entries written after a mark or of one record, and the entries a step leaves (none for a refused one).
 *
 *   const t = withTestApp();
 *   const history = changeHistory(t);
 *   const mark = await history.mark();
 *   … a write …
 *   expect(await history.since(mark)).toEqual([{ area, entity, record_id, scope_id, action, user_id, before, after }]);
 *   expect(await history.leaves(() => aRefusedWrite())).toEqual([]);
 */
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database';
import type { ChangeHistoryTable } from '../db/schema';
import { login, type SeededUser, type TestContext } from './harness';

export interface Session {
  token: string;
  userId: number;
}

/** Signs in as a seeded user: its token, and its id. */
export async function signIn(t: TestContext, username: SeededUser): Promise<Session> {
  const { access_token } = await login(t.app, username);
  const { id } = await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return { token: access_token, userId: id };
}

/** The columns of an entry the tests compare (its id and time aside). */
export const ENTRY = ['area', 'entity', 'record_id', 'scope_id', 'action', 'user_id', 'before', 'after'] as const;
type Column = (typeof ENTRY)[number];

/** An entry as the database answers it. */
type Entry = Pick<Selectable<ChangeHistoryTable>, Column>;

/** Which record's entries: its id, in an area (or one of several) and of an entity when given. */
export interface RecordOf {
  area?: string | readonly string[];
  entity?: string;
  recordId: number;
}

/** The change history of the test file's database; `columns` narrows the entries answered (all of ENTRY by default). */
export function changeHistory(t: TestContext) {
  const entries = (columns: readonly Column[] = ENTRY) => t.db.selectFrom('change_history').select(columns).orderBy('id');
  /** The last entry's id (0 when there is none): what a step's entries come after. */
  const mark = async () => Number((await t.db.selectFrom('change_history').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0);
  /** The entries after `mark`, oldest first. */
  const since = async <C extends Column = Column>(mark: number, columns?: readonly C[]): Promise<Pick<Entry, C>[]> => entries(columns).where('id', '>', mark).execute();
  return {
    mark,
    since,
    /** The entries `step` leaves (none for a refused one), oldest first. */
    async leaves<C extends Column = Column>(step: () => Promise<unknown>, columns?: readonly C[]) {
      const from = await mark();
      await step();
      return since(from, columns);
    },
    /** The entries of one record, oldest first. */
    async of<C extends Column = Column>(record: RecordOf, columns?: readonly C[]): Promise<Pick<Entry, C>[]> {
      const areas = record.area === undefined ? undefined : [record.area].flat();
      return entries(columns)
        .where('record_id', '=', record.recordId)
        .$if(areas !== undefined, (q) => q.where('area', 'in', areas as string[]))
        .$if(record.entity !== undefined, (q) => q.where('entity', '=', record.entity as string))
        .execute();
    },
  };
}

/** Inserts bare entries (area `test`) whose changed values are `texts`, in one statement; their ids (the words' tests). */
export async function insertChanged(db: Db, texts: string[]): Promise<number[]> {
  const rows = texts.map((text) => sql`(NULL, 'test', 'words', 7, 'update', ${text})`);
  const { rows: ids } = await sql<{ id: string }>`INSERT INTO change_history (user_id, area, entity, record_id, action, changed)
    VALUES ${sql.join(rows)} RETURNING id`.execute(db);
  return ids.map((r) => Number(r.id));
}
