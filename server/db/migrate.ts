import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely';
import { migrations as ours } from './migrations';

/**
 * The migrations a schema has applied, from its kysely_migration table (the table Kysely's
 * Migrator kept, so databases it migrated carry on); none when the table is not there yet.
 */
async function applied(db: Kysely<unknown>): Promise<Set<string>> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const table = `${rows[0].schema}.kysely_migration`;
  const { rows: present } = await sql<{ present: boolean }>`select to_regclass(${table}) is not null as present`.execute(db);
  if (!present[0].present) return new Set();
  const { rows: names } = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  return new Set(names.map((r) => r.name));
}

/**
 * Applies every pending migration, in name order, in one transaction: a failure leaves the schema as
 * it was and throws with the failing migration's name. Migrations go into the first schema of the
 * search_path, so schemas sharing a database (the `schema` option of openDatabase) keep their own.
 *
 * Not Kysely's Migrator: to find its own tables it introspects every table of every schema, calling
 * pg_get_serial_sequence per column, which fails ('column "token_hash" of relation "refresh_tokens"
 * does not exist') when another schema is dropped meanwhile, as test schemas are; and its advisory
 * lock is one per database, so schemas could only migrate one at a time. Here the lock is the schema's.
 */
export async function migrateToLatest(db: Kysely<unknown>, migrations: Record<string, Migration> = ours): Promise<void> {
  const names = Object.keys(migrations).sort();
  const pending = (done: Set<string>) => {
    const unknown = [...done].filter((name) => !(name in migrations));
    if (unknown.length > 0) throw new Error(`The database has migrations this code does not know: ${unknown.join(', ')}`);
    return names.filter((name) => !done.has(name));
  };
  if (pending(await applied(db)).length === 0) return; // the common start: two queries, no lock
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(current_schema()))`.execute(trx);
    await sql`create table if not exists kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(trx);
    for (const name of pending(await applied(trx))) {
      try {
        await migrations[name].up(trx);
      } catch (err) {
        throw new Error(`Migration ${name} failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(trx);
    }
  });
}
