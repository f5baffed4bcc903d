/** Migration 0035: an entry's words queued by its insert and added after it (../words.ts), before any text search. */
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { historyContract as c } from '../../../../contract/history';
import { call, withTestApp } from '../../../test/harness';
import { insertChanged, signIn } from '../../../test/history';
import { addQueuedWords } from '../../../db/historyWords';
import * as m0035 from './0035_history_words_later';

const t = withTestApp();
const untyped = () => t.db as unknown as Kysely<unknown>;

const insert = (texts: string[]) => insertChanged(t.db, texts);
const queued = async () => (await sql<{ entry_id: string }>`SELECT entry_id FROM change_history_unworded ORDER BY entry_id`.execute(t.db)).rows.map((r) => Number(r.entry_id));
const wordsOf = async (id: number) =>
  (await t.db.selectFrom('change_history_words').select('word').where('entry_id', '=', id).orderBy('word').execute()).map((r) => r.word);

describe('migration 0035 (words added after the entry)', () => {
  it('queues an inserted entry without its words; the queue worded once, emptied, and a second turn adds nothing', async () => {
    await addQueuedWords(t.db);
    const [id] = await insert(['Queued Lantern 77']);
    expect(await queued()).toEqual([id]);
    expect(await wordsOf(id)).toEqual([]);
    expect(await addQueuedWords(t.db)).toBe(1);
    expect(await wordsOf(id)).toEqual(['77', 'lantern', 'queued']);
    expect(await queued()).toEqual([]);
    expect(await addQueuedWords(t.db)).toBe(0);
  });

  it('words every entry once when turns overlap (a job and a search), more than one statement’s worth', async () => {
    const ids = await insert(Array.from({ length: 5_100 }, (_, i) => `overlap ${i}`));
    const [a, b] = await Promise.all([addQueuedWords(t.db), addQueuedWords(t.db)]);
    expect(a + b).toBe(ids.length);
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM change_history_words WHERE word = 'overlap'`.execute(t.db);
    expect(Number(rows[0].n)).toBe(ids.length);
    expect(await queued()).toEqual([]);
  });

  it('lets the Activity search find a change at once, the queue not worded yet', async () => {
    const { token } = await signIn(t, 'admin');
    const [id] = await insert(['Marigold 4411 Avenue']);
    expect(await queued()).toEqual([id]);
    const res = await call(t.app, c.activity, { token, body: { search: 'marigold 4411' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((e: { id: number }) => e.id)).toEqual([id]);
    // A text some worded entries hold already: the one still queued found beside them.
    const [older] = await insert(['Juniper Court']);
    await addQueuedWords(t.db);
    const [newer] = await insert(['Juniper Lane']);
    const both = await call(t.app, c.activity, { token, body: { search: 'juniper' } });
    expect(both.json().items.map((e: { id: number }) => e.id)).toEqual([newer, older]);
    // Its export too: the one entry found, its area.
    await insert(['Zephyr Quay 12']);
    const csv = await call(t.app, c.activityExport, { token, query: { search: 'zephyr', columns: 'area', header: 'false' } });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split(/\r?\n/)).toEqual(['test']);
  });

  it('down() words what is queued and has the trigger add the words again; up() queues them once more', async () => {
    const [before] = await insert(['Downward Kestrel']);
    await m0035.down(untyped());
    try {
      expect(await wordsOf(before)).toEqual(['downward', 'kestrel']);
      const [after] = await insert(['Direct Heron']);
      expect(await wordsOf(after)).toEqual(['direct', 'heron']);
    } finally {
      await m0035.up(untyped());
    }
    const [again] = await insert(['Queued Again']);
    expect(await queued()).toEqual([again]);
  });
});
