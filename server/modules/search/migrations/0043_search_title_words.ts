/**
 * The palette's title index (search_records, migration 0038) carries each record's words too (INCLUDE), so that a
 * query's first tier, a range of titles starting with its first word read in order and each checked for the other
 * words (searchSql.ts), reads the index alone instead of each record's row: where the range is long and the other
 * words rare ("Ad s Pa": some 6,700 device serials from "ad", none holding the rest) the check cost 15.7 ms and now
 * 5.1 ms (bench:palette, 100,000 businesses and 179,048 devices).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX search_records_title_words ON search_records (kind, title_key, record_id) INCLUDE (words)`.execute(db);
  await sql`DROP INDEX search_records_title`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX search_records_title ON search_records (kind, title_key, record_id)`.execute(db);
  await sql`DROP INDEX search_records_title_words`.execute(db);
}
