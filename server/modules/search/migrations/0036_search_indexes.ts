/**
 * The command palette's record search (issue 35, server/modules/search/searchSql.ts). For each kind of record it
 * finds among many (100,000 businesses, 100,000 devices, 20,000 platform users, a channel per request):
 * - a trigram index on its words' text (`wordsText`): its searched texts joined by a unit separator, lower-cased,
 *   punctuation made spaces, after a leading space. A word's letters and digits are found in it anywhere
 *   (`LIKE '%555 0142%'`) or at a word's start (`LIKE '% 555 0142%'`: pg_trgm reads the space as a word's start, so
 *   even a one- or two-letter start has trigrams to look up), and the text as written is checked on the few rows the
 *   index finds (a word holds %, quotes or emoji as themselves);
 * - its title lower-cased in byte order ("C") with its id: a title that starts with the first word is a range of it,
 *   read in the order the palette shows (title, id), and so is the walk that stops at the first few matches.
 * searchSql.ts builds the same expressions from these definitions (PostgreSQL uses an expression index only for the
 * same expression). Service requests are found by number (their primary key).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';

/** The punctuation a words' text reads as spaces (the unit separator joining the texts among it). */
export const PUNCTUATION = `\u001f!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~–—·’‘“”«»¿¡•`;

/** A SQL string literal (standard_conforming_strings: a backslash is itself). */
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/** `lowered` (a lower-cased text) with its punctuation made spaces. */
export const spaced = (lowered: RawBuilder<string>) => sql<string>`translate(${lowered}, ${literal(PUNCTUATION)}, ${literal(' '.repeat([...PUNCTUATION].length))})`;

/** Texts joined by the unit separator (no word holds it: a word is found in one text, never across two). */
export const joined = (texts: RawBuilder<unknown>[]) => sql.join(texts, sql` || chr(31) || `);

/** The text a record's words are looked for in: its texts joined, lower-cased, punctuation made spaces, after a space. */
export const wordsText = (texts: RawBuilder<unknown>[]) => sql<string>`(' ' || ${spaced(sql`lower(${joined(texts)})`)})`;

/** Each indexed kind's searched texts and title, by table column (searchSql.ts names them by its aliases). */
export const SEARCHED = {
  businesses: {
    texts: (t: string) => [sql.ref(`${t}.name`), sql.ref(`${t}.shop_id`), sql`coalesce(${sql.ref(`${t}.phone`)}, '')`, sql`regexp_replace(coalesce(${sql.ref(`${t}.phone`)}, ''), '[^0-9]+', '', 'g')`],
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
