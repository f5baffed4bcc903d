/**
 * The palette's record search in one statement (issue 35): every kind side by side (UNION ALL), each kind's best
 * `perKind` matches. A record matches when every word of the query is found in one of its searched texts (any
 * case; at a word's start or in its middle). Its tier ranks it:
 *   0. its title starts with the first word;
 *   1. every word starts a word of its texts;
 *   2. the rest (a word found only inside a word);
 * then its title (lower-cased, in byte order) and its id.
 *
 * The texts are stored (search_records, migration 0038: each record's words' text and title key, kept by triggers).
 * Each tier is a query of its own, so PostgreSQL reads it as that table's indexes allow: tier 0 a range of the title
 * index read in order until enough match; tiers 1 and 2 their first TIER_LOOKS_AT matches found by the
 * trigram index, sorted. The tiers are the children of one Append under the kind's LIMIT, which runs them in order
 * and stops as soon as it has enough: a query whose titles fill the list never runs tiers 1 and 2. What a hit shows
 * besides (a shop's city, a user's role, a device's shop) is read for the hits only.
 */
import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { SEARCH_KINDS, type SearchKind } from '../../../contract/search';
import { type Db, genericPlans, inTransaction } from '../../db/database';
import { PREPARED } from '../../db/preparedStatements';
import type { SearchQuery, SearchWord } from './searchWords';

/** How a kind of record is searched: its rows of search_records (migration 0038), and what a hit shows. */
interface KindSearch {
  kind: SearchKind;
  /** Its table, aliased as `hit` reads it, and the alias's id: a hit's record is read for the hits only. */
  table: RawBuilder<unknown>;
  id: RawBuilder<number>;
  /** The hit from its record: id (as text), title, code, context (json). */
  hit: RawBuilder<unknown>;
}

/** A business's hit: its name, shop id, and its city, status and phone. */
const businessHit = sql`b.id::text AS id, b.name AS title, b.shop_id AS code,
  json_build_object('city', (SELECT a.city FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary' ORDER BY a.id LIMIT 1),
    'status', b.status_id, 'phone', b.phone) AS context`;

const KINDS: Record<Exclude<SearchKind, 'serviceRequest'>, KindSearch> = {
  business: { kind: 'business', table: sql`businesses b`, id: sql`b.id`, hit: businessHit },
  // The businesses another names as its parent or grandparent: stored as a kind of their own (migration 0042).
  partner: { kind: 'partner', table: sql`businesses b`, id: sql`b.id`, hit: businessHit },
  user: {
    kind: 'user',
    table: sql`users u`,
    id: sql`u.id`,
    hit: sql`u.id::text AS id, u.given_name || ' ' || u.family_name AS title, u.username AS code,
      json_build_object('email', u.email,
        'role', (SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.id LIMIT 1)) AS context`,
  },
  device: {
    kind: 'device',
    table: sql`devices d`,
    id: sql`d.id`,
    hit: sql`d.id::text AS id, d.serial_number AS title, nullif(d.model, '') AS code,
      json_build_object('businessId', d.business_id, 'businessName', (SELECT nb.name FROM businesses nb WHERE nb.id = d.business_id)) AS context`,
  },
  chatChannel: {
    kind: 'chatChannel',
    table: sql`chat_channels c`,
    id: sql`c.id`,
    hit: sql`c.url AS id, c.name AS title, NULL::text AS code,
      (SELECT json_build_object('serviceRequestId', c.service_request_id, 'businessId', r.business_id, 'businessName', nb.name)
        FROM service_requests r JOIN businesses nb ON nb.id = r.business_id WHERE r.id = c.service_request_id) AS context`,
  },
};

/** A stored record's words' text and title key (search_records, alias s). */
const STORED = { words: sql<string>`s.words`, key: sql<string>`s.title_key` };

type Texts = typeof STORED;

/** Whether a word of the record's texts starts with the word (a word: what spaces separate). */
const starts = (k: Texts, w: SearchWord) => sql`${k.words} LIKE '% ' || lower(${w.like}) || '%'`;
/** Whether the record holds the word: anywhere, or for a short word at a word's start. */
const holds = (k: Texts, w: SearchWord) => (w.short ? starts(k, w) : sql`${k.words} LIKE '%' || lower(${w.like}) || '%'`);

const all = (conditions: RawBuilder<unknown>[]) => sql`(${sql.join(conditions, sql` AND `)})`;
/** Whether the record holds every word. */
const holdsAll = (k: Texts, words: SearchWord[]) => all(words.map((w) => holds(k, w)));
/** Whether every word starts a word of the record's texts. */
const startsAll = (k: Texts, words: SearchWord[]) => all(words.map((w) => starts(k, w)));

/**
 * Whether the title starts with the first word: a range of the title index (in byte order, every text that starts
 * with the word lies from the word to the word followed by the last character), written as one so that a plan made
 * before the word is known (a generic plan) reads it as a range too.
 */
const titleStarts = (k: Texts, words: SearchWord[]) => sql`(${k.key} >= lower(${words[0].text}) AND ${k.key} < lower(${words[0].text}) || ${LAST_CHARACTER})`;
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * The records of each tier: holding every word and 0. the title starting with the first; 1. every word at a word's
 * start; 2. the rest. A short word is held at a word's start only, so with short words alone there is no tier 2.
 * Each written without a condition another implies (PostgreSQL would count the rows twice as rare).
 */
function tierConditions(k: Texts, words: SearchWord[]): RawBuilder<unknown>[] {
  const title = titleStarts(k, words);
  // Tier 0 reads the titles in order (its first word is held by any title starting with it) and checks the other
  // words on each, never through the trigram index (its words' text written otherwise than the index's; read through
  // both, the range would be read whole and sorted). coalesce() hides the check from PostgreSQL's estimates, which
  // would count it as leaving almost nothing and choose the same.
  const unindexed = { ...k, words: sql<string>`(${k.words} || '')` };
  const others = words.slice(1);
  const tier0 = others.length === 0 ? title : sql`${title} AND coalesce(${holdsAll(unindexed, others)}, false)`;
  const tiers = [tier0, sql`NOT (${title}) AND ${startsAll(k, words)}`];
  return words.every((w) => w.short) ? tiers : [...tiers, sql`NOT (${title}) AND ${holdsAll(k, words)} AND NOT ${startsAll(k, words)}`];
}

/**
 * A tier's records looked at, at most: a tier with more matches (a common fragment: "auto" in 30,000 shops) is
 * ranked among the first this many the trigram index finds. Sorting them all, or walking the titles in order until
 * enough match, would cost as many rows as match, or, when the matches' titles lie together (a surname's fragment,
 * "righ"), most of the table.
 */
export const TIER_LOOKS_AT = 100;

/**
 * One kind's hits: its tiers in order under one LIMIT, each tier's hits numbered in (title, id) order, then their
 * records read. Tier 0 is a range of the title index, read in order (the index holds the words: the other words are
 * checked without reading the rows, migration 0043); tiers 1 and 2 are their first TIER_LOOKS_AT matches, sorted.
 */
function kindHits(k: KindSearch, words: SearchWord[], perKind: number) {
  const tiers = tierConditions(STORED, words).map((condition, tier) => {
    const where = sql`s.kind = ${sql.lit(k.kind)} AND ${condition}`;
    const rows =
      tier === 0
        ? sql`SELECT s.title_key AS sort_key, s.record_id AS sort_id FROM search_records s WHERE ${where} ORDER BY s.title_key, s.record_id LIMIT ${sql.lit(perKind)}`
        : sql`SELECT * FROM (SELECT s.title_key AS sort_key, s.record_id AS sort_id FROM search_records s WHERE ${where} LIMIT ${sql.lit(TIER_LOOKS_AT)}) m
            ORDER BY m.sort_key, m.sort_id LIMIT ${sql.lit(perKind)}`;
    return sql`(SELECT ${sql.lit(tier)} AS tier, row_number() OVER (ORDER BY s.sort_key, s.sort_id) AS n, s.* FROM (${rows}) s)`;
  });
  return sql`(SELECT ${sql.lit(k.kind)} AS kind, h.tier, h.n, ${k.hit}
    FROM (${sql.join(tiers, sql` UNION ALL `)} LIMIT ${sql.lit(perKind)}) h JOIN ${k.table} ON ${k.id} = h.sort_id)`;
}

/** The request numbered `id`, with its shop and status. */
const requestHit = (id: number) => sql`(SELECT 'serviceRequest' AS kind, 0 AS tier, 1::bigint AS n, r.id::text AS id, r.id::text AS title, r.vin AS code,
    json_build_object('businessId', r.business_id, 'businessName', nb.name, 'status', r.status_id) AS context
  FROM service_requests r JOIN businesses nb ON nb.id = r.business_id WHERE r.id = ${id})`;

export interface SearchRow {
  kind: SearchKind;
  tier: number;
  n: number | string;
  id: string;
  title: string;
  code: string | null;
  context: Record<string, unknown> | null;
}

/** The statement that answers the hits of every kind in `kinds` (none when no kind can match). */
export function searchStatement(query: SearchQuery, perKind: number, kinds: readonly SearchKind[]): RawBuilder<SearchRow> | null {
  const { words } = query;
  if (words.length === 0) return null;
  const parts = kinds.flatMap((kind) => {
    if (kind === 'serviceRequest') return query.number === null ? [] : [requestHit(query.number)];
    return [kindHits(KINDS[kind], words, perKind)];
  });
  return parts.length === 0 ? null : sql<SearchRow>`${sql.join(parts, sql` UNION ALL `)}`;
}

/**
 * The statement's text for a query's shape (its words' count and shortness, whether it is a number, perKind, kinds),
 * built and compiled once: building the twenty-odd subqueries cost more than running some. It is built for a query
 * whose words are slots (SLOT and a number), so each compiled parameter is a constant or a slot, read from the query.
 */
type Parameter = (query: SearchQuery) => unknown;
const statements = new Map<string, { text: string; parameters: Parameter[] } | null>();
const SLOT = '\u0000slot:';

function compiled(db: Db, query: SearchQuery, perKind: number, kinds: readonly SearchKind[]) {
  const shape = [query.words.map((w) => (w.short ? 's' : 'w')).join(''), query.number === null ? '' : 'n', perKind, kinds.join(',')].join('|');
  let found = statements.get(shape);
  if (found === undefined) {
    const reads: Parameter[] = [];
    const slot = (read: Parameter) => `${SLOT}${reads.push(read) - 1}`;
    const slots: SearchQuery = {
      words: query.words.map((w, i) => ({ text: slot((q) => q.words[i].text), like: slot((q) => q.words[i].like), short: w.short })),
      number: query.number === null ? null : (slot((q) => q.number) as unknown as number),
    };
    const statement = searchStatement(slots, perKind, kinds);
    const c = statement ? sql`${statement} ${PREPARED}`.compile(db) : null;
    const parameter = (p: unknown): Parameter => (typeof p === 'string' && p.startsWith(SLOT) ? reads[Number(p.slice(SLOT.length))] : () => p);
    found = c && { text: c.sql, parameters: c.parameters.map(parameter) };
    statements.set(shape, found);
  }
  return found && CompiledQuery.raw(found.text, found.parameters.map((read) => read(query)));
}

/**
 * The hits of every kind in `kinds`, as rows in the palette's order: by kind (SEARCH_KINDS), tier, then title and id.
 * The statement is prepared (a connection parses it once) and planned once for any words (a generic plan: its
 * indexes do not hang on the words, and planning it anew, some twenty queries, cost several times its run), with
 * sequential scans ruled out: a plan made for no words in particular reads a tier's matches through the trigram
 * index, never a whole table (which a rare word would read to its end). On PostgreSQL it runs on the connections
 * that start with both settings (genericPlans: one round trip, a third more calls a second at 10 callers than in a
 * transaction setting them); on PGlite, or in a caller's transaction, in a transaction that sets them first.
 */
export async function searchRecords(db: Db, query: SearchQuery, perKind: number, kinds: readonly SearchKind[]): Promise<SearchRow[]> {
  const statement = compiled(db, query, perKind, kinds);
  if (!statement) return [];
  const planned = genericPlans(db);
  const { rows } = planned
    ? await planned.executeQuery<SearchRow>(statement)
    : await inTransaction(db, async (trx) => {
        await sql`SELECT set_config('plan_cache_mode', 'force_generic_plan', true), set_config('enable_seqscan', 'off', true)`.execute(trx);
        return trx.executeQuery<SearchRow>(statement);
      });
  const order = (r: SearchRow) => [SEARCH_KINDS.indexOf(r.kind), r.tier, Number(r.n)];
  return rows.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}
