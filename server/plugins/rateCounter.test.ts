/**
 * The rate limits' counter (rateCounter.ts): counts per key and window, refuses at the limit with the seconds left
 * in the window, starts again with the next window, and keeps counting alone while the database does not answer.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/harness';
import { RateCounter } from './rateCounter';

const t = withTestApp();

describe('RateCounter', () => {
  it('refuses a key at its limit until its window ends, with the seconds left; the next window starts from nothing', async () => {
    let now = Date.UTC(2030, 0, 1, 12, 0, 15, 400);
    const counter = new RateCounter(t.db, 60_000, () => now);
    expect([counter.take('test:a', 2), counter.take('test:a', 2), counter.take('test:a', 2)]).toEqual([null, null, 45]);
    expect(counter.take('test:b', 2)).toBeNull(); // keys apart
    await counter.flush();
    expect(counter.take('test:a', 2)).toBe(45); // what was flushed still counts: read back, not forgotten
    now += 44_000;
    expect(counter.take('test:a', 2)).toBe(1); // 0.6 s left: Retry-After says whole seconds, at least one
    now += 700;
    expect(counter.take('test:a', 2)).toBeNull();
    const rows = await t.db.selectFrom('rate_counts').select(['key', 'hits']).where('key', 'like', 'test:%').orderBy('key').execute();
    expect(rows).toEqual([
      { key: 'test:a', hits: 2 },
      { key: 'test:b', hits: 1 },
    ]);
  });

  it('keeps its counts, and its limits, while the database refuses them, and adds them once it takes them again', async () => {
    const counter = new RateCounter(t.db);
    expect([counter.take('test:c', 2), counter.take('test:c', 2)]).toEqual([null, null]);
    await sql`ALTER TABLE rate_counts RENAME TO rate_counts_away`.execute(t.db);
    try {
      await expect(counter.flush()).rejects.toThrow(/rate_counts/);
    } finally {
      await sql`ALTER TABLE rate_counts_away RENAME TO rate_counts`.execute(t.db);
    }
    expect(counter.take('test:c', 2)).toBeGreaterThan(0);
    await counter.flush();
    expect(await t.db.selectFrom('rate_counts').select('hits').where('key', '=', 'test:c').execute()).toEqual([{ hits: 2 }]);
  });
});
