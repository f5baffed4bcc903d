/**
 * The command palette's record search (issue 35, server/modules/search/searchSql.ts): for each kind of record it
 * finds among many (100,000 businesses, 100,000 devices, 20,000 platform users, a channel per request),
 * - a trigram index on the lower-cased text its words are looked for in (its searched texts joined by a unit
 *   separator, which no query holds: a word is found in one of them, never across two), for a word anywhere;
 * - its title lower-cased in byte order ("C") with its id: a title that starts with the first word is a range of it,
 *   read in the order the palette shows (title, id), and so is the walk that stops at the first few matches.
 * The expressions are searchSql.ts's, character for character (PostgreSQL uses an expression index only for the
 * same expression). Service requests are found by number (their primary key); chat channels' names already have
 * their trigram index (migration 0019).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX businesses_palette_text ON businesses USING gin ((lower(name || chr(31) || shop_id || chr(31) || coalesce(phone, '') || chr(31) || regexp_replace(coalesce(phone, ''), '[^0-9]+', '', 'g'))) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX businesses_palette_title ON businesses ((lower(name) COLLATE "C"), id)`.execute(db);
  // Platform users only (no business): the business users, several a shop, are not searched.
  await sql`CREATE INDEX users_palette_text ON users USING gin ((lower(given_name || ' ' || family_name || chr(31) || coalesce(username, '') || chr(31) || email)) gin_trgm_ops) WHERE business_id IS NULL`.execute(db);
  await sql`CREATE INDEX users_palette_title ON users ((lower(given_name || ' ' || family_name) COLLATE "C"), id) WHERE business_id IS NULL`.execute(db);
  await sql`CREATE INDEX devices_palette_text ON devices USING gin (lower(serial_number) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX devices_palette_title ON devices ((lower(serial_number) COLLATE "C"), id)`.execute(db);
  await sql`CREATE INDEX chat_channels_palette_title ON chat_channels ((lower(name) COLLATE "C"), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['chat_channels_palette_title', 'devices_palette_title', 'devices_palette_text', 'users_palette_title', 'users_palette_text', 'businesses_palette_title', 'businesses_palette_text']) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
}
