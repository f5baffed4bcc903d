/** Migration 0032: the words of the entries written before it, of those inserted after (its trigger), and what a word is. */
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test/harness';
import { insertChanged } from '../../../test/history';
import * as m0032 from './0032_history_words';
import { addQueuedWords } from '../../../db/historyWords';

const t = withTestApp();
/** The database as migrations take it (untyped). */
const untyped = () => t.db as unknown as Kysely<unknown>;

const insert = (texts: string[]) => insertChanged(t.db, texts);

/** Each entry's words, sorted, once the queued entries are worded (migration 0035); and whether each is dated as its entry. */
async function wordsOf(ids: number[]) {
  await addQueuedWords(t.db);
  const rows = await t.db
    .selectFrom('change_history_words as w')
    .innerJoin('change_history as h', 'h.id', 'w.entry_id')
    .select(['w.entry_id', 'w.word', sql<boolean>`w.changed_at = h.changed_at`.as('dated')])
    .where('w.entry_id', 'in', ids)
    .orderBy('w.entry_id')
    .orderBy('w.word')
    .execute();
  expect(rows.every((r) => r.dated)).toBe(true);
  return ids.map((id) => rows.filter((r) => Number(r.entry_id) === id).map((r) => r.word));
}

const TEXTS = ['(512) 555-3991 Main STREET', 'José Müller, 25.5 — street', '%_\\ --', ''];
const WORDS = [['3991', '512', '555', 'main', 'street'], ['25', '5', 'josé', 'müller', 'street'], [], []];

describe('migration 0032 (the words of the values changed, for the text search)', () => {
  it('backfills the words of the entries written before it, each word once per entry, in lower case', async () => {
    await m0032.down(untyped());
    let ids: number[] = [];
    try {
      ids = await insert(TEXTS);
    } finally {
      await m0032.up(untyped());
    }
    expect(await wordsOf(ids)).toEqual(WORDS);
  });

  it('adds the words of every entry inserted after it, one at a time or many in one statement', async () => {
    expect(await wordsOf(await insert(TEXTS))).toEqual(await wordsOf(await Promise.all(TEXTS.map(async (text) => (await insert([text]))[0]))));
    expect((await wordsOf(await insert(['Austin-Dallas   austin'])))[0]).toEqual(['austin', 'dallas']);
  });

  it('keeps letters beyond ASCII inside words and splits at ASCII, Latin-1, general and CJK punctuation', async () => {
    expect((await wordsOf(await insert(['josé,müller;東京。x«y»z\u00a0w…v'])))[0]).toEqual(['josé', 'müller', 'v', 'w', 'x', 'y', 'z', '東京']);
  });
});
