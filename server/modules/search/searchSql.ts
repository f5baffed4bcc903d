/**
 * The palette's record search in one statement (issue 35): every kind side by side (UNION ALL), each kind's best
 * `perKind` matches. A record matches when every word of the query is found in one of its searched texts (any
 * case; at a word's start or in its middle). Its tier ranks it:
 *   0. its title starts with the first word;
 *   1. every word starts a word of its texts;
 *   2. the rest (a word found only inside a word);
 * then its title (lower-cased, in byte order) and its id.
 *
 * Each tier is a query of its own, ordered by (title, id) and limited, so PostgreSQL reads it as the indexes of
 * migration 0036 allow: a range of the title index for tier 0, and for the others either the title index walked
 * until enough match (a common word) or the trigram index's matches sorted (a rare one). The tiers are the
 * children of one Append under the kind's LIMIT, which runs them in order and stops as soon as it has enough: a
 * query whose titles fill the list never runs tiers 1 and 2. What a hit shows besides (a shop's city, a user's
 * role, a device's shop) is read for the hits only.
 */
import { type RawBuilder, sql } from 'kysely';
import { SEARCH_KINDS, type SearchKind } from '../../../contract/search';
import type { Db } from '../../db/database';
import type { SearchQuery, SearchWord } from './searchWords';

/** How a kind of record is searched: its table, its searched text and title as migration 0036 indexes them, and what a hit shows. */
interface KindSearch {
  kind: SearchKind;
  /** The table, aliased (its columns are named by the alias below). */
  from: RawBuilder<unknown>;
  /** The records of the kind (platform users among users), when not every row. */
  where?: RawBuilder<boolean>;
  /** Its searched texts joined by a unit separator (chr(31)), lower-cased: a word is found in one of them. */
  text: RawBuilder<string>;
  /** Its title lower-cased, in byte order: the order of the hits of a tier, and tier 0's range. */
  key: RawBuilder<string>;
  /** Its id column (the order's tie-break). */
  id: RawBuilder<number>;
  /** The row's columns a hit needs (plain columns: read for every match a tier sorts). */
  columns: RawBuilder<unknown>;
  /** The hit from the row `h` (its columns above): id (as text), title, code, context (json), read for the hits only. */
  hit: RawBuilder<unknown>;
}

const SEP = sql`chr(31)`;

const KINDS: Record<Exclude<SearchKind, 'serviceRequest' | 'partner'>, KindSearch> = {
  business: {
    kind: 'business',
    from: sql`businesses b`,
    text: sql`lower(b.name || ${SEP} || b.shop_id || ${SEP} || coalesce(b.phone, '') || ${SEP} || regexp_replace(coalesce(b.phone, ''), '[^0-9]+', '', 'g'))`,
    key: sql`(lower(b.name) COLLATE "C")`,
    id: sql`b.id`,
    columns: sql`b.id, b.name, b.shop_id, b.status_id, b.phone`,
    hit: sql`h.id::text AS id, h.name AS title, h.shop_id AS code,
      json_build_object('city', (SELECT a.city FROM business_addresses a WHERE a.business_id = h.id AND a.kind = 'primary' ORDER BY a.id LIMIT 1),
        'status', h.status_id, 'phone', h.phone) AS context`,
  },
  user: {
    kind: 'user',
    from: sql`users u`,
    where: sql<boolean>`u.business_id IS NULL AND NOT u.is_deleted AND NOT EXISTS (SELECT 1 FROM sales_reps s WHERE s.user_id = u.id)`,
    text: sql`lower(u.given_name || ' ' || u.family_name || ${SEP} || coalesce(u.username, '') || ${SEP} || u.email)`,
    key: sql`(lower(u.given_name || ' ' || u.family_name) COLLATE "C")`,
    id: sql`u.id`,
    columns: sql`u.id, u.given_name || ' ' || u.family_name AS name, u.username, u.email`,
    hit: sql`h.id::text AS id, h.name AS title, h.username AS code,
      json_build_object('email', h.email,
        'role', (SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = h.id ORDER BY r.id LIMIT 1)) AS context`,
  },
  device: {
    kind: 'device',
    from: sql`devices d`,
    text: sql`lower(d.serial_number)`,
    key: sql`(lower(d.serial_number) COLLATE "C")`,
    id: sql`d.id`,
    columns: sql`d.id, d.serial_number, d.model, d.business_id`,
    hit: sql`h.id::text AS id, h.serial_number AS title, nullif(h.model, '') AS code,
      json_build_object('businessId', h.business_id, 'businessName', (SELECT nb.name FROM businesses nb WHERE nb.id = h.business_id)) AS context`,
  },
  chatChannel: {
    kind: 'chatChannel',
    from: sql`chat_channels c`,
    text: sql`lower(c.name)`,
    key: sql`(lower(c.name) COLLATE "C")`,
    id: sql`c.id`,
    columns: sql`c.id, c.url, c.name, c.service_request_id`,
    hit: sql`h.url AS id, h.name AS title, NULL::text AS code,
      (SELECT json_build_object('serviceRequestId', h.service_request_id, 'businessId', r.business_id, 'businessName', nb.name)
        FROM service_requests r JOIN businesses nb ON nb.id = r.business_id WHERE r.id = h.service_request_id) AS context`,
  },
};

/** Whether `text` holds every word (anywhere). */
const holdsAll = (text: RawBuilder<string>, words: SearchWord[]) =>
  sql.join(
    words.map((w) => sql`${text} LIKE '%' || lower(${w.like}) || '%'`),
    sql` AND `,
  );

/** Whether every word starts a word of `text` (after its start, or after a character not a letter or digit). */
const startsAll = (text: RawBuilder<string>, words: SearchWord[]) =>
  sql.join(
    words.map((w) => sql`${text} ~ ('(^|[^[:alnum:]])' || lower(${w.regex}))`),
    sql` AND `,
  );

/** Whether the title (`key`) starts with the first word. */
const titleStarts = (key: RawBuilder<string>, words: SearchWord[]) => sql`${key} LIKE lower(${words[0].like}) || '%'`;

/** The conditions of each tier (beyond holding every word). */
function tierConditions(k: { key: RawBuilder<string>; text: RawBuilder<string> }, words: SearchWord[]): RawBuilder<boolean>[] {
  const title = titleStarts(k.key, words);
  const starts = startsAll(k.text, words);
  return [sql`${title}`, sql`NOT (${title}) AND ${starts}`, sql`NOT (${title}) AND NOT (${starts})`];
}

/** One kind's hits: its tiers in order under one LIMIT, each tier's hits numbered in (title, id) order. */
function kindHits(k: KindSearch, words: SearchWord[], perKind: number) {
  const tiers = tierConditions(k, words).map(
    (condition, tier) => sql`(SELECT ${sql.lit(tier)} AS tier, row_number() OVER (ORDER BY s.sort_key, s.sort_id) AS n, s.*
      FROM (SELECT ${k.key} AS sort_key, ${k.id} AS sort_id, ${k.columns} FROM ${k.from}
        WHERE ${k.where ?? sql`true`} AND ${holdsAll(k.text, words)} AND ${condition}
        ORDER BY ${k.key}, ${k.id} LIMIT ${perKind}) s)`,
  );
  return sql`(SELECT ${sql.lit(k.kind)} AS kind, h.tier, h.n, ${k.hit}
    FROM (${sql.join(tiers, sql` UNION ALL `)} LIMIT ${perKind}) h)`;
}

/**
 * Partners: the businesses another names as its parent or grandparent. There are few (a hierarchy's heads), found
 * by skipping along the parent and grandparent indexes (a recursive walk, one probe a head), and each is checked
 * and ranked, the heads sorted by tier, title and id.
 */
function partnerHits(words: SearchWord[], perKind: number) {
  const b = KINDS.business;
  const [title] = tierConditions(b, words);
  const heads = (column: 'parent_id' | 'grandparent_id') => {
    const c = sql.ref(column);
    return sql`SELECT min(${c}) AS id FROM businesses
      UNION ALL SELECT (SELECT min(${c}) FROM businesses WHERE ${c} > p.id) FROM heads_${sql.raw(column)} p WHERE p.id IS NOT NULL`;
  };
  return sql`(WITH RECURSIVE heads_parent_id(id) AS (${heads('parent_id')}), heads_grandparent_id(id) AS (${heads('grandparent_id')})
    SELECT 'partner' AS kind, h.tier, row_number() OVER (ORDER BY h.tier, h.sort_key, h.id) AS n, ${b.hit}
    FROM (SELECT CASE WHEN ${title} THEN 0 WHEN ${startsAll(b.text, words)} THEN 1 ELSE 2 END AS tier, ${b.key} AS sort_key, ${b.columns}
      FROM businesses b
      WHERE b.id IN (SELECT id FROM heads_parent_id WHERE id IS NOT NULL UNION SELECT id FROM heads_grandparent_id WHERE id IS NOT NULL)
        AND ${holdsAll(b.text, words)}
      ORDER BY 1, 2, b.id LIMIT ${perKind}) h)`;
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

/**
 * The hits of every kind in `kinds`, as rows in the palette's order: by kind (SEARCH_KINDS), tier, then title and id.
 */
export async function searchRecords(db: Db, query: SearchQuery, perKind: number, kinds: readonly SearchKind[]): Promise<SearchRow[]> {
  const { words } = query;
  const parts = kinds.flatMap((kind) => {
    if (kind === 'serviceRequest') return query.number === null ? [] : [requestHit(query.number)];
    if (kind === 'partner') return [partnerHits(words, perKind)];
    return [kindHits(KINDS[kind], words, perKind)];
  });
  if (parts.length === 0 || words.length === 0) return [];
  const { rows } = await sql<SearchRow>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  const order = (r: SearchRow) => [SEARCH_KINDS.indexOf(r.kind), r.tier, Number(r.n)];
  return rows.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}
