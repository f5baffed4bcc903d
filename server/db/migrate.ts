import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations';

/** Whether every migration is already recorded in this schema's kysely_migration table. */
async function upToDate(db: Kysely<unknown>, schema: string): Promise<boolean> {
  const { rows: table } = await sql<{ present: boolean }>`select to_regclass(${`${schema}.kysely_migration`}) is not null as present`.execute(db);
  if (!table[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).every((name) => applied.has(name));
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // Kysely finds its bookkeeping tables in any schema unless told which one: name the schema the
  // migrations create their tables in (the first of the search_path), so schemas sharing a database
  // (the `schema` option of openDatabase) each keep their own migration history.
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  if (rows[0]?.schema && (await upToDate(db, rows[0].schema))) return; // the common start: one query instead of the migrator's locking round
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
