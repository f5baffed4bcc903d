/**
 * The words of the history entries queued for them (migration 0035) added to the text search's index
 * (change_history_words, migration 0032): by the serving process every second (modules/history/wordsJob.ts), and by a
 * text search that finds some queued (changeHistory.ts: readChanges; the Activity's export), so a search finds every
 * change committed before it.
 */
import { sql } from 'kysely';
import type { Db } from './database';
import { PREPARED } from './preparedStatements';

/** Entries worded in one statement at the most: a statement's work bounded, the queue emptied in turns. */
const AT_ONCE = 5_000;

/**
 * Adds the queued entries' words, oldest first, and takes them off the queue in the same statement; answers how many
 * entries. A named prepared statement (db/preparedStatements.ts): a search with nothing queued pays 0.3 ms for it rather
 * than 1 ms of planning. Two at once (two processes, two searches): the second waits for the entries the first took, then skips
 * them (deleted), so it returns once they are worded and committed.
 */
export async function addQueuedWords(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ entries: number | string }>`
      WITH taken AS (
        DELETE FROM change_history_unworded
        WHERE entry_id IN (SELECT entry_id FROM change_history_unworded ORDER BY entry_id LIMIT ${AT_ONCE} FOR UPDATE)
        RETURNING entry_id),
      added AS (
        INSERT INTO change_history_words (word, changed_at, entry_id)
        SELECT w, h.changed_at, h.id FROM taken JOIN change_history h ON h.id = taken.entry_id CROSS JOIN LATERAL history_words(h.changed) w
        ON CONFLICT DO NOTHING)
      SELECT count(*) AS entries FROM taken ${PREPARED}`.execute(db);
    const entries = Number(rows[0].entries);
    total += entries;
    if (entries < AT_ONCE) return total;
  }
}
