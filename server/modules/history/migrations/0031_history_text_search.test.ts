/** Migration 0031 gives the entries written before it their values changed (what the Activity's text search reads). */
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { changedText } from '../../../db/changeHistory';
import { withTestApp } from '../../../test/harness';
import * as m0031 from './0031_history_text_search';
import * as m0032 from './0032_history_words';

const t = withTestApp();
/** The database as migrations take it (untyped). */
const untyped = () => t.db as unknown as Kysely<unknown>;

describe('migration 0031 (the values changed, searched through a trigram index)', () => {
  it('backfills the entries written before it: an edit’s changed fields both sides, a creation’s and a deletion’s whole record', async () => {
    const was = { city: 'Austin', name: 'Main Street Auto', open: true, rate: 10 };
    const is = { city: 'Dallas', name: 'Main Street Auto', open: false, rate: 25.5 };
    // 0032 (built on 0031's column) taken down first, and put back after.
    await m0032.down(untyped());
    await m0031.down(untyped());
    const ids: number[] = [];
    try {
      const entry = (action: string, before: object | null, after: object | null) =>
        sql<{ id: number }>`INSERT INTO change_history (user_id, area, entity, record_id, action, before, after)
          VALUES (NULL, 'test', 'shop', 7, ${action}, ${before && JSON.stringify(before)}, ${after && JSON.stringify(after)}) RETURNING id`.execute(t.db);
      for (const [action, before, after] of [['update', was, is], ['create', null, was], ['delete', is, null], ['update', { tags: { a: 'Old Town' } }, { tags: { a: 'New Town' } }]] as const) {
        ids.push(Number((await entry(action, before, after)).rows[0].id));
      }
    } finally {
      await m0031.up(untyped());
      await m0032.up(untyped());
    }
    const rows = await t.db.selectFrom('change_history').select(['id', 'changed', 'before', 'after']).where('id', 'in', ids).orderBy('id').execute();
    expect(rows.map((r) => r.changed)).toEqual(['Austin Dallas true false 10 25.5', 'Austin Main Street Auto true 10', 'Dallas Main Street Auto false 25.5', '{"a": "Old Town"} {"a": "New Town"}']);
    // As recordChange writes the same changes (its fields in the snapshot's order; objects as JSON).
    expect(rows.slice(0, 3).map((r) => changedText(r.before, r.after))).toEqual(rows.slice(0, 3).map((r) => r.changed));
  });
});
