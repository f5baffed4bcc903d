/**
 * A PGlite test database put back as seeded, so that the next test file of the same worker can use it instead of
 * loading the snapshot again (1.7 s a file, half of the server suite's time here; putting back takes a few tens of
 * milliseconds).
 *
 * globalSetup copies every table of the seeded database into the `test_seed` schema, with the sequences' values and
 * a fingerprint of the schema (tables, columns, constraints, indexes, triggers, functions), and creates
 * `test_seed.restore()`: it answers false when the schema is no longer the seeded one (a test that created, altered
 * or dropped something), and otherwise empties every table and copies the seeded rows back, triggers off (the
 * tables they maintain are copied as they were), the sequences set back. A database that cannot be put back is
 * closed, and the next file loads the snapshot.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** What the seeded schema is made of, in one text: the same on a database put back, different once a test changed its schema. */
const FINGERPRINT = `
  SELECT md5(string_agg(x, ',' ORDER BY x)) FROM (
    SELECT concat_ws(':', 'c', c.relname, c.relkind, c.relpersistence) FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT concat_ws(':', 'a', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attisdropped)
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0
    UNION ALL SELECT concat_ws(':', 'd', d.adrelid::regclass, d.adnum, pg_get_expr(d.adbin, d.adrelid))
      FROM pg_attrdef d JOIN pg_class c ON c.oid = d.adrelid WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT concat_ws(':', 'k', k.conrelid::regclass, k.conname, pg_get_constraintdef(k.oid)) FROM pg_constraint k WHERE k.connamespace = 'public'::regnamespace
    UNION ALL SELECT concat_ws(':', 't', t.tgrelid::regclass, t.tgname, t.tgenabled) FROM pg_trigger t WHERE NOT t.tgisinternal
    UNION ALL SELECT concat_ws(':', 'f', p.oid::regprocedure, md5(coalesce(p.prosrc, ''))) FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
    UNION ALL SELECT concat_ws(':', 'n', n.nspname) FROM pg_namespace n
  ) parts(x)`;

/** In the seeded database, before its snapshot is taken: the copies, the fingerprint and `test_seed.restore()`. */
export async function prepareSeedReset(db: Db): Promise<void> {
  await sql`CREATE SCHEMA test_seed`.execute(db);
  await sql`CREATE TABLE test_seed.sequences AS SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public'`.execute(db);
  await sql.raw(`
    CREATE FUNCTION test_seed.restore() RETURNS boolean LANGUAGE plpgsql AS $body$
    DECLARE
      t text;
    BEGIN
      IF (${FINGERPRINT}) IS DISTINCT FROM (SELECT value FROM test_seed.fingerprint) THEN
        RETURN false;
      END IF;
      PERFORM set_config('session_replication_role', 'replica', true);
      EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('public.%I', tablename), ', ') FROM pg_tables WHERE schemaname = 'public');
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
        EXECUTE format('INSERT INTO public.%I OVERRIDING SYSTEM VALUE SELECT * FROM test_seed.%I', t, 'table_' || t);
      END LOOP;
      PERFORM setval(format('public.%I', name), coalesce(last_value, 1), last_value IS NOT NULL) FROM test_seed.sequences;
      PERFORM set_config('session_replication_role', 'origin', true);
      RETURN true;
    END
    $body$`).execute(db);
  await sql.raw(`
    DO $body$
    DECLARE
      t text;
    BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
        EXECUTE format('CREATE TABLE test_seed.%I AS TABLE public.%I', 'table_' || t, t);
      END LOOP;
    END
    $body$`).execute(db);
  await sql.raw(`CREATE TABLE test_seed.fingerprint AS SELECT (${FINGERPRINT}) AS value`).execute(db);
}

/** Puts `db` back as seeded: true when done, false when its schema changed (the caller then closes it). */
export async function restoreSeed(db: Db): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`SELECT test_seed.restore() AS ok`.execute(db);
  if (!rows[0]?.ok) return false;
  // What a test may have left on the one connection: settings and advisory locks (a temporary table adds a schema,
  // which the fingerprint sees: that database is not reused).
  await sql`RESET ALL`.execute(db);
  await sql`SELECT pg_advisory_unlock_all()`.execute(db);
  return true;
}
