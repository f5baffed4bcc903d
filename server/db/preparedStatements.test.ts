/**
 * Named prepared statements (preparedStatements.ts), on PostgreSQL: a read marked PREPARED is named and prepared
 * once on its connection, an unmarked one never; errors stay the statement's own, and a table changed under a
 * prepared statement is answered (unnamed) rather than refused. On PGlite the mark is a comment and nothing else.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { type AnyDb, bareDatabase } from '../test/bareDatabase';
import { testDatabaseUrl } from '../test/database';
import { type Db, genericPlans, openDatabase } from './database';
import { PREPARED } from './preparedStatements';

const onPostgres = Boolean(testDatabaseUrl());
const preparedTexts = (conn: AnyDb) =>
  onPostgres ? sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(conn).then((r) => r.rows.map((x) => x.statement)) : [];

it('names a marked read once per connection, and leaves an unmarked one unnamed', async () => {
  const db = await bareDatabase();
  await db.connection().execute(async (conn) => {
    for (const n of [1, 2, 3]) {
      expect((await sql<{ n: number }>`SELECT ${n}::int + 1 AS n ${PREPARED}`.execute(conn)).rows).toEqual([{ n: n + 1 }]);
      expect((await sql<{ u: number }>`SELECT ${n}::int + 2 AS u`.execute(conn)).rows).toEqual([{ u: n + 2 }]);
    }
    const texts = await preparedTexts(conn);
    expect(texts.filter((t) => t.includes('::int + 1 AS n'))).toHaveLength(onPostgres ? 1 : 0);
    expect(texts.some((t) => t.includes('AS u'))).toBe(false);
  });
});

it("keeps each run's error its own, and answers after a table's columns change under a prepared statement", async () => {
  const db = await bareDatabase();
  await db.connection().execute(async (conn) => {
    for (let i = 0; i < 3; i++) await expect(sql`SELECT * FROM no_such_table WHERE 1 = ${i} ${PREPARED}`.execute(conn)).rejects.toThrow(/no_such_table/);
    await sql`CREATE TABLE prepared_probe (a int)`.execute(conn);
    await sql`INSERT INTO prepared_probe VALUES (1)`.execute(conn);
    const all = () => sql<Record<string, number>>`SELECT * FROM prepared_probe WHERE a = ${1} ${PREPARED}`.execute(conn).then((r) => r.rows);
    expect(await all()).toEqual([{ a: 1 }]);
    expect(await all()).toEqual([{ a: 1 }]);
    await sql`ALTER TABLE prepared_probe ADD COLUMN b int DEFAULT 2`.execute(conn);
    expect(await all()).toEqual([{ a: 1, b: 2 }]);
    expect(await all()).toEqual([{ a: 1, b: 2 }]);
  });
});

it('gives PostgreSQL statements that want a generic plan connections of their own, set so when they connect, ended with the others', async () => {
  const url = testDatabaseUrl();
  const { db } = await openDatabase(url ? { databaseUrl: url } : {});
  const settings = (conn: Db) =>
    sql<{ mode: string; seq: string }>`SELECT current_setting('plan_cache_mode') AS mode, current_setting('enable_seqscan') AS seq`.execute(conn).then((r) => r.rows[0]);
  const planned = genericPlans(db);
  if (!url) {
    // PGlite: one connection; the caller sets what it needs in a transaction.
    expect(planned).toBeUndefined();
    await db.destroy();
    return;
  }
  if (!planned) throw new Error('no connections for generic plans on PostgreSQL');
  expect(await settings(planned)).toEqual({ mode: 'force_generic_plan', seq: 'off' });
  expect(await settings(db)).toEqual({ mode: 'auto', seq: 'on' });
  await db.transaction().execute(async (trx) => expect(genericPlans(trx)).toBeUndefined());
  await db.destroy();
  await expect(settings(planned)).rejects.toThrow();
});
