/**
 * The one change history (ARCHITECTURE.md, Change history): every write that matters to staff, recorded by
 * `recordChange` in the transaction of the change itself, so a failed save records nothing. An entry names
 * who, when, which record of which area (with the record's owner there: its scope, such as the tenant of an
 * opening-hours record), what was done, and the record's fields before and after, whole. Entries are never
 * changed: the table refuses UPDATE, DELETE and TRUNCATE (migration 0020).
 *
 * `readChanges` is the generic reader the audit-log views build on: filtered, newest first, counted and paged,
 * with the author's name. A domain's audit log is a view of it with its own labels (modules/openingHours/auditLog.ts).
 */
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { canonical } from '../../contract/canonical';
import type { ChangeAction } from '../../contract/history';
import { callContext } from './callContext';
import type { Db } from './database';
import { addQueuedWords } from './historyWords';
import { PREPARED } from './preparedStatements';
import type { Database } from './schema';

export type { ChangeAction };
type Snapshot = Record<string, unknown>;

export interface Change {
  /** The area of the console (`openingHours`, `ragRatings`). */
  area: string;
  /** What kind of record (`holiday`), and its id. */
  entity: string;
  recordId: number;
  /** The record's owner in its area: the tenant of opening hours, the vehicle of RAG ratings. */
  scopeId?: number | null;
  action: ChangeAction;
  /** Who: the token user's id; null for the system. */
  userId: number | null;
  /** The record's fields before and after (null before a creation, after a deletion). */
  before?: Snapshot | null;
  after?: Snapshot | null;
  /** When, if not now: only for changes made elsewhere and recorded later (the demo seed's past edits). */
  changedAt?: Date;
}

/** Fields every save changes and that tell nothing: left out of the snapshots. */
const NOISE = new Set(['version']);

function snapshot(fields: Snapshot | null | undefined): Snapshot | null {
  if (!fields) return null;
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => !NOISE.has(key) && value !== undefined));
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The values a change set and replaced, as one text (what the Activity's text search reads, migration 0031): of each
 * field that differs between the snapshots, its value before and after; all of a creation's or a deletion's.
 */
export function changedText(before: Snapshot | null, after: Snapshot | null): string {
  const texts: string[] = [];
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    // A value against none differs unless both are none (a creation's or a deletion's: nothing to compare).
    if (was === null || is === null ? was === is : canonical(was) === canonical(is)) continue;
    for (const value of [was, is]) if (value !== null) texts.push(asText(value));
  }
  return texts.join(' ');
}

/** The row of change `change` (none: an update that changed no field), collected for a call the server made on a user's behalf. */
function historyRow(change: Change) {
  const before = snapshot(change.before);
  const after = snapshot(change.after);
  if (change.action === 'update' && canonical(before) === canonical(after)) return null;
  // A call the server made on a user's behalf (an import's row) names what made it, and collects what it changed.
  const made = callContext();
  made?.changes?.push({ area: change.area, entity: change.entity, recordId: change.recordId, action: change.action, before, after });
  return {
    ...(change.changedAt ? { changed_at: change.changedAt } : {}),
    user_id: change.userId,
    area: change.area,
    entity: change.entity,
    record_id: change.recordId,
    scope_id: change.scopeId ?? null,
    action: change.action,
    before: before && JSON.stringify(before),
    after: after && JSON.stringify(after),
    changed: changedText(before, after),
    ...(made?.source ? { source: made.source } : {}),
  };
}

/**
 * Records one change, in `db`'s transaction when it is one. An update that changed no field records nothing. A named
 * prepared statement (parsed once per connection): bench:history's save with its entry against the same save
 * without it, 1.106-1.111 unnamed, 1.084-1.100 named (2026-11-30).
 */
export async function recordChange(db: Db, change: Change): Promise<void> {
  const row = historyRow(change);
  // A dry run (an import's check) rolls back whatever it writes: its change is collected, and its entry not written.
  if (row && !callContext()?.dryRun) await db.insertInto('change_history').values(row).modifyEnd(PREPARED).execute();
}

/** Records many changes in one statement (the records an import creates together), as `recordChange` records each. */
export async function recordChanges(db: Db, changes: readonly Change[]): Promise<void> {
  const rows = changes.map(historyRow).filter((row) => row !== null);
  // A column some rows leave out (changed_at) is the column's default in theirs.
  if (rows.length > 0 && !callContext()?.dryRun) await db.insertInto('change_history').values(rows).execute();
}

/** A kind of change an audit log tells apart: an entity, and the actions of it (any when absent). */
export interface ChangeKind {
  entity: string;
  actions?: readonly ChangeAction[];
}

/** A record with its parts: the record's own entries, and those of its parts' kinds owned by it (their scope is its id). */
export interface RecordFamily {
  area: string;
  entity: string;
  recordId: number;
  parts: readonly { area: string; entity: string }[];
}

export interface ChangeFilter {
  /** One entry, by its id. */
  entryId?: number;
  area?: string;
  entity?: string;
  action?: ChangeAction;
  /** A text found in the values the entry's change set or replaced (before or after) as whole words, any case (`searching`). */
  search?: string;
  /** One record's entries and its parts'. */
  family?: RecordFamily;
  scopeId?: number;
  userId?: number;
  recordId?: number;
  /** Entries of any of these kinds only. */
  kinds?: readonly ChangeKind[];
  /** Changed at or after `from`, and before `to`. */
  from?: Date;
  to?: Date;
}

export interface ChangeEntry {
  id: number;
  changedAt: Date;
  userId: number | null;
  /** "First Last (username)", the username or the name alone, or '' for no user. */
  userName: string;
  area: string;
  entity: string;
  recordId: number;
  scopeId: number | null;
  action: ChangeAction;
  before: Snapshot | null;
  after: Snapshot | null;
  /** What made the change when not a screen's own save: `import:<file name>` (migration 0033). */
  source: string | null;
}

const DAY = 86_400_000;
const startOfUtcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** A filter's dates (`YYYY-MM-DD`) as whole UTC days, both ends included: `from` and `to` of a ChangeFilter. */
export const wholeDays = (range: { from?: string; to?: string }): Pick<ChangeFilter, 'from' | 'to'> => ({
  from: range.from ? startOfUtcDay(range.from) : undefined,
  to: range.to ? new Date(startOfUtcDay(range.to).getTime() + DAY) : undefined,
});

type Eb = ExpressionBuilder<Database, 'change_history'>;

/** The entries of a record and of its parts: its own (by area, entity and id) or a part's it owns (by area, entity and scope). */
function familyOf(eb: Eb, family: RecordFamily) {
  const own = eb.and([eb('change_history.area', '=', family.area), eb('change_history.entity', '=', family.entity), eb('change_history.record_id', '=', family.recordId)]);
  if (family.parts.length === 0) return own;
  // The parts as one condition (their areas, the scope, then the pairs), so the plan reads the scope index once per area
  // rather than once per part (bench:history).
  const areas = [...new Set(family.parts.map((part) => part.area))];
  const parts = eb.and([
    eb('change_history.area', 'in', areas),
    eb('change_history.scope_id', '=', family.recordId),
    eb(eb.refTuple('change_history.area', 'change_history.entity'), 'in', family.parts.map((part) => eb.tuple(part.area, part.entity))),
  ]);
  return eb.or([own, parts]);
}

/**
 * A text in the values changed, as whole words (migration 0032): the text's words, in that order, in any case, with
 * whatever spaces or punctuation between them ("555 3991" finds "(512) 555-3991"; "smith" finds "Smith", not
 * "Smithson"); a text without a letter or a digit finds nothing. The entries holding the text's longest word are read
 * from the words' index, newest first (the planner joins them along it: each word once per entry), each checked for
 * the whole text.
 */
function searching(eb: Eb, search: string) {
  const holding = eb
    .selectFrom('change_history_words as w')
    .select(['w.changed_at', 'w.entry_id'])
    .where('w.word', '=', sql<string>`history_search_word(${search})`);
  return [
    sql<SqlBool>`(change_history.changed_at, change_history.id) IN (${holding})`,
    sql<SqlBool>`history_holds_words(change_history.changed, history_words_line(${search}))`,
  ];
}

function matching(filter: ChangeFilter) {
  return (eb: Eb) => {
    const conditions = [];
    if (filter.entryId !== undefined) conditions.push(eb('change_history.id', '=', filter.entryId));
    if (filter.area !== undefined) conditions.push(eb('change_history.area', '=', filter.area));
    if (filter.entity !== undefined) conditions.push(eb('change_history.entity', '=', filter.entity));
    if (filter.action !== undefined) conditions.push(eb('change_history.action', '=', filter.action));
    if (filter.search) conditions.push(...searching(eb, filter.search));
    if (filter.family !== undefined) conditions.push(familyOf(eb, filter.family));
    if (filter.scopeId !== undefined) conditions.push(eb('change_history.scope_id', '=', filter.scopeId));
    if (filter.userId !== undefined) conditions.push(eb('change_history.user_id', '=', filter.userId));
    if (filter.recordId !== undefined) conditions.push(eb('change_history.record_id', '=', filter.recordId));
    if (filter.from !== undefined) conditions.push(eb('change_history.changed_at', '>=', filter.from));
    if (filter.to !== undefined) conditions.push(eb('change_history.changed_at', '<', filter.to));
    if (filter.kinds !== undefined) {
      const kinds = filter.kinds.map((k) =>
        k.actions ? eb.and([eb('change_history.entity', '=', k.entity), eb('change_history.action', 'in', [...k.actions])]) : eb('change_history.entity', '=', k.entity),
      );
      conditions.push(eb.or(kinds));
    }
    return eb.and(conditions);
  };
}

/** The entries matching `filter` with their authors (`u`), for a select list and an order of the caller's (the Activity's export; a page joins its authors after paging, readChanges). */
export const changeRows = (db: Db, filter: ChangeFilter) =>
  db.selectFrom('change_history').leftJoin('users as u', 'u.id', 'change_history.user_id').where(matching(filter));

/** A user's name as the audit logs show it: "First Last (username)", the name or the username alone, '' for none. */
export const userDisplayName = sql<string>`CASE
  WHEN u.id IS NULL THEN ''
  WHEN trim(u.given_name || ' ' || u.family_name) = '' THEN coalesce(u.username, '')
  WHEN u.username IS NULL THEN trim(u.given_name || ' ' || u.family_name)
  ELSE trim(u.given_name || ' ' || u.family_name) || ' (' || u.username || ')'
END`;

/**
 * The entries matching `filter`, newest first, `limit` of them from `offset`, and how many match in all; with
 * `countUpTo`, counted up to that many only (`capped` when more match): an exact count of millions of entries reads
 * them all (bench:history), a capped one stops at the cap.
 *
 * One statement answers the page and its count (bench:history: a record's history is bound by the work of each call,
 * and a statement is a round trip, a parse and a plan, on both sides): the count is a column of the page's rows,
 * counted over the entries the page reads (a window), or, capped, by a subquery run once. A page past the last entry
 * has no row to carry it: then it is counted apart. `worded`: a text search's second read, once the entries waiting
 * for their words were worded (below).
 */
export async function readChanges(
  db: Db,
  filter: ChangeFilter,
  page: { limit: number; offset: number; countUpTo?: number },
  worded = false,
): Promise<{ count: number; capped: boolean; items: ChangeEntry[] }> {
  // Reads whose plan does not hang on their values (a record's, a user's, a kind's) are prepared statements: planned
  // once per connection rather than at every call. Not an action (its index holds the rare ones only), dates, or a text.
  const prepared = !filter.search && filter.action === undefined && !filter.from && !filter.to && !filter.kinds;
  const ending = <Q extends { modifyEnd(modifier: typeof PREPARED): Q }>(q: Q) => (prepared ? q.modifyEnd(PREPARED) : q);
  const matched = db.selectFrom('change_history').where(matching(filter));
  const all = matched.select(sql<number>`1`.as('one'));
  const counted = db
    .selectFrom((page.countUpTo === undefined ? all : all.limit(page.countUpTo + 1)).as('t'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'));
  // The page's ids first (with the count), then their entries and authors: fields and a user read for its 10 entries only.
  const ids = matched
    .select(['change_history.id', 'change_history.changed_at', page.countUpTo === undefined ? sql<number | string>`count(*) OVER ()`.as('total') : counted.as('total')])
    .orderBy('change_history.changed_at', 'desc')
    .orderBy('change_history.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  const rows = await ending(
    db
      .selectFrom(ids.as('p'))
      .innerJoin('change_history as h', 'h.id', 'p.id')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select(['h.id', 'h.changed_at', 'h.user_id', 'h.area', 'h.entity', 'h.record_id', 'h.scope_id', 'h.action', 'h.before', 'h.after', 'h.source', 'p.total'])
      .select(userDisplayName.as('user_name'))
      // A text search says whether entries wait for their words (historyWords.ts), as of the page's own snapshot.
      .$if(Boolean(filter.search) && !worded, (q) => q.select(sql<boolean>`EXISTS (SELECT FROM change_history_unworded)`.as('queued')))
      .orderBy('p.changed_at', 'desc')
      .orderBy('p.id', 'desc'),
  ).execute();
  // A text search that found entries waiting for their words (or found none, which says nothing of them): the queue
  // worded, then searched again, so a change committed before the search is found. None waiting under the page's
  // snapshot: every entry it sees has its words (an entry leaves the queue in the transaction that adds them).
  if (filter.search && !worded && (rows.length === 0 || (rows[0] as { queued?: boolean }).queued)) {
    if ((await addQueuedWords(db)) > 0) return readChanges(db, filter, page, true);
  }
  const total = rows.length > 0 ? rows[0].total : page.offset === 0 ? 0 : (await ending(counted).executeTakeFirstOrThrow()).count;
  const capped = page.countUpTo !== undefined && Number(total) > page.countUpTo;
  const items = rows.map((r) => ({
    id: Number(r.id),
    changedAt: new Date(r.changed_at),
    userId: r.user_id,
    userName: r.user_name,
    area: r.area,
    entity: r.entity,
    recordId: r.record_id,
    scopeId: r.scope_id,
    action: r.action,
    before: r.before,
    after: r.after,
    source: r.source,
  }));
  return { count: capped ? (page.countUpTo as number) : Number(total), capped, items };
}

/** The users who made the entries matching `filter`, by name. */
export async function changeAuthors(db: Db, filter: ChangeFilter): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', userDisplayName.as('name')])
    .where((eb) => eb.exists(eb.selectFrom('change_history').select('change_history.id').whereRef('change_history.user_id', '=', 'u.id').where(matching(filter))))
    .orderBy(sql`lower(${userDisplayName})`)
    .orderBy('u.id')
    .execute();
  return rows;
}
