/**
 * The palette's stored texts (search_records, migration 0038) analyzed after 2 % of their rows changed, not
 * autovacuum's default 10 %. The search's plan is made once for any words (searchSql.ts), from the statistics of
 * the kind it reads: with 20,000 platform users added to 280,000 stored rows (bench:palette's users, or an import of
 * staff), fewer than 10 %, a plan made from the statistics of the few users before read every user's stored row to
 * find a word that no user holds, some 10 ms a tier, instead of asking the kind's trigram index (under 1 ms).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE search_records SET (autovacuum_analyze_scale_factor = 0.02)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE search_records RESET (autovacuum_analyze_scale_factor)`.execute(db);
}
