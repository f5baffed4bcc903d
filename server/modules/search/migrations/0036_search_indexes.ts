/**
 * The command palette's record search (issue 35, server/modules/search/searchSql.ts). For each kind of record it
 * finds among many (100,000 businesses, 100,000 devices, 20,000 platform users, a channel per request):
 * - a trigram index on its words' text (`wordsText`): its searched texts lower-cased, joined by spaces, after a
 *   space. A query word (it holds no space, so it is found within one text) is found anywhere in it
 *   (`LIKE '%555-01%'`) or at a word's start (`LIKE '% 555-01%'`: pg_trgm reads the space as a word's start, so even
 *   a one- or two-letter start has trigrams to look up);
 * - its title lower-cased in byte order ("C") with its id: a title that starts with the first word is a range of it,
 *   read in the order the palette shows (title, id).
 * searchSql.ts builds the same expressions from these definitions (PostgreSQL uses an expression index only for the
 * same expression). Service requests are found by number (their primary key).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';

/** The text a record's words are looked for in: its texts joined by spaces, lower-cased, after a space. */
export const wordsText = (texts: RawBuilder<unknown>[]) => sql<string>`(' ' || lower(${sql.join(texts, sql` || ' ' || `)}))`;

/** Each indexed kind's searched texts and title, by table column (searchSql.ts names them by its aliases). */
export const SEARCHED = {
  businesses: {
    // The phone as written and as digits ("(512) 555-0142" and "5125550142").
    texts: (t: string) => [sql.ref(`${t}.name`), sql.ref(`${t}.shop_id`), sql`coalesce(${sql.ref(`${t}.phone`)}, '')`, sql`translate(coalesce(${sql.ref(`${t}.phone`)}, ''), '()-. +/', '')`],
    title: (t: string) => sql<string>`(lower(${sql.ref(`${t}.name`)}) COLLATE "C")`,
  },
  users: {
    texts: (t: string) => [sql`${sql.ref(`${t}.given_name`)} || ' ' || ${sql.ref(`${t}.family_name`)}`, sql`coalesce(${sql.ref(`${t}.username`)}, '')`, sql.ref(`${t}.email`)],
    title: (t: string) => sql<string>`(lower(${sql.ref(`${t}.given_name`)} || ' ' || ${sql.ref(`${t}.family_name`)}) COLLATE "C")`,
  },
  devices: {
    texts: (t: string) => [sql.ref(`${t}.serial_number`)],
    title: (t: string) => sql<string>`(lower(${sql.ref(`${t}.serial_number`)}) COLLATE "C")`,
  },
  chat_channels: {
    texts: (t: string) => [sql.ref(`${t}.name`)],
    title: (t: string) => sql<string>`(lower(${sql.ref(`${t}.name`)}) COLLATE "C")`,
  },
} satisfies Record<string, { texts: (alias: string) => RawBuilder<unknown>[]; title: (alias: string) => RawBuilder<string> }>;

type Table = keyof typeof SEARCHED;
/** Platform users only (no business): the business users, several a shop, are not searched. */
const PARTIAL: Partial<Record<Table, RawBuilder<unknown>>> = { users: sql`WHERE business_id IS NULL` };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, { texts, title }] of Object.entries(SEARCHED) as [Table, (typeof SEARCHED)[Table]][]) {
    // Indexes name their table's columns bare: the table's own name stands in for an alias.
    const where = PARTIAL[table] ?? sql``;
    await sql`CREATE INDEX ${sql.id(`${table}_palette_words`)} ON ${sql.table(table)} USING gin (${wordsText(texts(table))} gin_trgm_ops) ${where}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_palette_title`)} ON ${sql.table(table)} (${title(table)}, id) ${where}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(SEARCHED)) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`${table}_palette_title`)}`.execute(db);
    await sql`DROP INDEX IF EXISTS ${sql.id(`${table}_palette_words`)}`.execute(db);
  }
}
