import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase } from './database';

/** What a test could change: rows (and the tables triggers maintain from them), a sequence, a setting. */
async function state(db: Db) {
  const count = async (table: string) => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0].n);
  const names = await db.selectFrom('businesses').select('name').orderBy('id').execute();
  const { rows } = await sql<{ last: number | null }>`SELECT last_value AS last FROM pg_sequences WHERE schemaname = current_schema() AND sequencename = 'businesses_id_seq'`.execute(db);
  const { rows: zone } = await sql<{ tz: string }>`SELECT current_setting('TimeZone') AS tz`.execute(db);
  return { businesses: await count('businesses'), history: await count('change_history'), names, sequence: rows[0]?.last, zone: zone[0].tz };
}

// On PGlite the worker's database is reused, put back as seeded (seedReset.ts); on PostgreSQL each file has a schema of its own.
describe('a test database given back', () => {
  it('is the next file’s as seeded: rows, the tables triggers keep, sequences and settings', async () => {
    const first = await openTestDatabase(inject('pgliteSnapshot'));
    const seeded = await state(first.db);
    const id = (await first.db.selectFrom('businesses').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await first.db.updateTable('businesses').set({ name: 'Changed by a test' }).where('id', '=', id).execute();
    await sql`DELETE FROM businesses WHERE id = (SELECT max(id) FROM businesses)`.execute(first.db).catch(() => undefined);
    await sql`SELECT nextval('businesses_id_seq')`.execute(first.db);
    await sql`SET TimeZone = 'Asia/Tokyo'`.execute(first.db);
    expect(await state(first.db)).not.toEqual(seeded);
    await first.close();

    const second = await openTestDatabase(inject('pgliteSnapshot'));
    try {
      expect(second.db === first.db).toBe(first.kind === 'pglite');
      expect(await state(second.db)).toEqual(seeded);
    } finally {
      await second.close();
    }
  });

  it('is not used again once a test changed its schema', async () => {
    const first = await openTestDatabase(inject('pgliteSnapshot'));
    await sql`ALTER TABLE businesses ADD COLUMN added_by_a_test text`.execute(first.db);
    await first.close();
    const second = await openTestDatabase(inject('pgliteSnapshot'));
    try {
      expect(second.db).not.toBe(first.db);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'added_by_a_test'`.execute(second.db);
      expect(rows[0].n).toBe(0);
    } finally {
      await second.close();
    }
  });
});
