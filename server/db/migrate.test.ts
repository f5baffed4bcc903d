/**
 * The migrator, on a bare database of its own: an in-memory PGlite, or with TEST_DATABASE_URL a
 * fresh PostgreSQL schema (where other schemas come and go meanwhile, as test files' do).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Migration } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type AnyDb, bareDatabase } from '../test/bareDatabase';
import { testDatabaseUrl } from '../test/database';
import { migrateToLatest } from './migrate';

const table = (name: string, columns = 'id serial primary key, label text not null'): Migration => ({
  up: async (db) => {
    await sql.raw(`create table ${name} (${columns})`).execute(db);
  },
});

async function recorded(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(db);
  return rows.map((r) => r.name);
}

async function tables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by 1`.execute(db);
  return rows.map((r) => r.name);
}

describe('migrateToLatest', () => {
  it('applies the pending migrations in name order, records each, and applies nothing twice', async () => {
    const db = await bareDatabase();
    const order: string[] = [];
    const logged = (name: string, m: Migration): Migration => ({
      up: async (trx) => {
        order.push(name);
        await m.up(trx);
      },
    });
    await migrateToLatest(db, { '0002_b': logged('0002_b', table('b')), '0001_a': logged('0001_a', table('a')) });
    expect(order).toEqual(['0001_a', '0002_b']);
    expect(await recorded(db)).toEqual(['0001_a', '0002_b']);

    await migrateToLatest(db, { '0001_a': logged('0001_a', table('a')), '0002_b': logged('0002_b', table('b')), '0003_c': logged('0003_c', table('c')) });
    expect(order).toEqual(['0001_a', '0002_b', '0003_c']);
    expect(await recorded(db)).toEqual(['0001_a', '0002_b', '0003_c']);
    expect(await tables(db)).toEqual(['a', 'b', 'c', 'kysely_migration']);
  });

  it('names a failing migration and leaves the schema as it was, earlier migrations of the run included', async () => {
    const db = await bareDatabase();
    await migrateToLatest(db, { '0001_a': table('a') });
    const failing = { '0001_a': table('a'), '0002_b': table('b'), '0003_bad': table('bad', 'id serial primary key, ref integer references nowhere(id)') };
    await expect(migrateToLatest(db, failing)).rejects.toThrow(/^Migration 0003_bad failed: relation "nowhere" does not exist/);
    expect(await recorded(db)).toEqual(['0001_a']);
    expect(await tables(db)).toEqual(['a', 'kysely_migration']);
  });

  it('refuses a database that holds a migration this code does not know, changing nothing', async () => {
    const db = await bareDatabase();
    await migrateToLatest(db, { '0001_a': table('a'), '0002_newer': table('newer') });
    await expect(migrateToLatest(db, { '0001_a': table('a'), '0003_c': table('c') })).rejects.toThrow(
      'The database has migrations this code does not know: 0002_newer',
    );
    expect(await tables(db)).toEqual(['a', 'kysely_migration', 'newer']);
  });

  it('migrates while other schemas of the database are created and dropped', async () => {
    const db = await bareDatabase();
    const url = testDatabaseUrl();
    let churning = true;
    const churn = async () => {
      const client = url ? new pg.Client({ connectionString: url }) : undefined;
      await client?.connect();
      const exec = async (text: string) => (client ? client.query(text) : sql.raw(text).execute(db));
      // Wide tables with serial columns: what made Kysely's introspection of every schema trip over a drop
      // on PostgreSQL. PGlite has one connection, so there the drops only come between the migrations.
      const columns = Array.from({ length: url ? 30 : 3 }, (_, i) => `c${i} serial`).join(', ');
      try {
        while (churning) {
          const other = `churn_${randomBytes(5).toString('hex')}`;
          await exec(`CREATE SCHEMA ${other}`);
          await exec(`CREATE TABLE ${other}.t1 (${columns})`);
          await exec(`CREATE TABLE ${other}.t2 (${columns})`);
          await exec(`DROP SCHEMA ${other} CASCADE`);
        }
      } finally {
        await client?.end();
      }
    };
    const churning1 = churn();
    const churning2 = churn();
    try {
      for (let round = 0; round < 15; round++) {
        const migrations = Object.fromEntries(Array.from({ length: round + 1 }, (_, i) => [`${String(i).padStart(4, '0')}_t`, table(`t${i}`)]));
        await migrateToLatest(db, migrations);
      }
    } finally {
      churning = false;
      await Promise.all([churning1, churning2]);
    }
    expect(await recorded(db)).toHaveLength(15);
  });
});
