/**
 * What made a change when it was not a screen's own save (issue 34): `import:<file name>` for the rows of an import,
 * so History and Activity tell an import's changes apart and name its file. Null for every other change (a column
 * without a default: added to millions of entries at once, nothing rewritten).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE change_history ADD COLUMN source text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE change_history DROP COLUMN source`.execute(db);
}
