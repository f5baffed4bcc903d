/**
 * The summaries of service requests (DashboardSummaryChoices): the requests created in a range counted per value of
 * a category (spec §9: Scan Type 1, Status 2, Tech 3, Location 4, Country 5, Make 6; All 0 answers every one), most
 * first, and for Time Stats (7, and All) the median and 90th percentile of the response (created → dispatched) and
 * completion (created → first completed) times in minutes.
 *
 * An item's id is the value of the statistics dashboard's column the category counts by (CATEGORY_COLUMNS), so a
 * bar leads to its rows with the condition `column eq id`. Counts and times are read from the daily counts kept by
 * triggers (migration 0025: a year is a few thousand rows, whatever the number of requests); the count per shop from
 * the requests' index by shop and date alone (service_requests_business_date_idx), in runs of shops read side by side,
 * only the most counted shops named.
 */
import { availableParallelism } from 'node:os';
import { type RawBuilder, sql } from 'kysely';
import type { CountItem, Summary } from '../../../contract/dashboard';
import { CATEGORY_COLUMNS as CATEGORY_COLUMN, columnOf, DASHBOARD_CATEGORIES, type DashboardCategoryKey } from '../../../contract/dashboardSchema';
import { onPglite } from '../../db/csvExport';
import type { Db } from '../../db/database';
import { valueName } from './charts';
import { type ChoiceLanguage, choiceNames, columnNames } from './choices';
import { dayAfter, dayStart } from './conditions';

type CountedKey = Exclude<DashboardCategoryKey, 'all' | 'timeStats'>;

/**
 * How a counted category's daily value (service_request_daily_counts.value, '' for none) is named: as itself, or by
 * the lookup item or user it is the id of. Location is counted from the requests themselves.
 */
const DAILY: Record<Exclude<CountedKey, 'location'>, { code: number; name?: (ids: RawBuilder<unknown>) => RawBuilder<unknown>; number?: boolean }> = {
  scanType: { code: 1, name: (v) => sql`(SELECT st.text FROM lookups st WHERE st.id = ${v}::int)` },
  status: { code: 2, number: true },
  tech: { code: 3, name: (v) => sql`(SELECT t.given_name || ' ' || t.family_name FROM users t WHERE t.id = ${v}::int)` },
  country: { code: 5 },
  make: { code: 6 },
};
const RESPONSE = 7;
const COMPLETION = 8;
/** Added to the times' categories for their counts per month (migration 0025). */
const MONTHLY = 10;

const COUNTED: CountedKey[] = ['scanType', 'status', 'tech', 'location', 'country', 'make'];
const keyOf = (category: number) => (Object.keys(DASHBOARD_CATEGORIES) as DashboardCategoryKey[]).find((k) => DASHBOARD_CATEGORIES[k] === category)!;

/** Values a group answers at most: the most counted (a year's requests are spread over up to every shop). */
export const SUMMARY_ITEMS_MAX = 100;

export interface SummaryQuery {
  startDate: string;
  endDate: string;
  category: number;
  language: ChoiceLanguage;
  /** Values per group at most; SUMMARY_ITEMS_MAX by default. */
  limit?: number;
}

const limitOf = (q: SummaryQuery) => q.limit ?? SUMMARY_ITEMS_MAX;
const days = (q: SummaryQuery) => sql`c.day BETWEEN ${q.startDate}::date AND ${q.endDate}::date`;
const created = (q: SummaryQuery) => sql`r.date_created >= ${dayStart(q.startDate, 'timestamp')} AND r.date_created < ${dayAfter(q.endDate, 'timestamp')}`;

type Counted = { id: string | number | null; count: number };

/** The daily counts of a category in the range, most first, named (values named alike added together). */
function dailyCounts(db: Db, key: Exclude<CountedKey, 'location'>, q: SummaryQuery) {
  const d = DAILY[key];
  const v = sql`g.value`;
  const id = d.name ? sql`CASE WHEN ${v} <> '' THEN ${d.name(v)} END` : d.number ? sql`${v}::int` : sql`nullif(${v}, '')`;
  return sql<Counted>`SELECT id, sum(n)::int AS count FROM (SELECT ${id} AS id, g.n FROM (
      SELECT c.value, sum(c.n) AS n FROM service_request_daily_counts c WHERE c.category = ${d.code} AND ${days(q)} GROUP BY 1 HAVING sum(c.n) > 0) g) v
    GROUP BY id ORDER BY 2 DESC, 1 NULLS LAST LIMIT ${limitOf(q) + 1}`.execute(db);
}

/**
 * The shops' ids that cut the requests' shops into `parts` runs of as many ids (shops are numbered as they join, and
 * their requests spread over them: the runs take about as long), none without requests.
 */
export async function shopCuts(db: Db, parts: number): Promise<number[]> {
  if (parts < 2) return [];
  const ids = await db.selectFrom('service_requests').select((eb) => [eb.fn.min('business_id').as('low'), eb.fn.max('business_id').as('high')]).executeTakeFirst();
  if (ids?.low == null || ids.high == null) return [];
  const { low, high } = ids;
  const cuts = Array.from({ length: parts - 1 }, (_, i) => low + Math.round(((i + 1) * (high - low + 1)) / parts));
  return cuts.filter((cut, i) => cut > low && cut <= high && (i === 0 || cut > cuts[i - 1]));
}

/**
 * Parts a year's count per shop is read in at once: one per core (the database's, on this machine); one on PGlite,
 * whose one connection would only take the runs in turn.
 */
const shopParts = async (db: Db) => ((await onPglite(db)) ? 1 : availableParallelism());

/**
 * Requests per shop in the range, from the index by shop and date, each run of shops between two cuts counted on a
 * connection of its own (a year is a scan of the whole index: the runs share it out over the cores); the most counted
 * of every run, the most counted of them all named after they are picked (shops named alike added together), and
 * whether more shops have requests in the range.
 */
export async function locationCounts(db: Db, q: SummaryQuery, cuts: readonly number[]): Promise<{ rows: Counted[]; more: boolean }> {
  const limit = limitOf(q);
  const runs = [undefined, ...cuts].map((from, i) => [from === undefined ? sql`` : sql`AND r.business_id >= ${from}`, i < cuts.length ? sql`AND r.business_id < ${cuts[i]}` : sql``]);
  const counted = await Promise.all(
    runs.map(([from, to]) =>
      sql<{ k: number; n: number }>`SELECT r.business_id AS k, count(*)::int AS n FROM service_requests r WHERE ${created(q)} ${from} ${to}
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit + 1}`.execute(db),
    ),
  );
  const top = counted.flatMap((c) => c.rows).sort((a, b) => b.n - a.n || a.k - b.k);
  const picked = top.slice(0, limit);
  const { rows } = await sql<Counted>`SELECT id, sum(n)::int AS count FROM (
      SELECT (SELECT b.name FROM businesses b WHERE b.id = t.k) AS id, t.n FROM unnest(${sql.val(picked.map((t) => t.k))}::int[], ${sql.val(picked.map((t) => t.n))}::int[]) t(k, n)) v
    GROUP BY id ORDER BY 2 DESC, 1 NULLS LAST`.execute(db);
  return { rows, more: top.length > limit };
}

/**
 * The category's most counted values, and whether it has more: one value (one shop) more than the limit is read and
 * left out (counting every value instead cost a year's Location a quarter more time).
 */
async function countBy(db: Db, key: CountedKey, q: SummaryQuery): Promise<{ items: CountItem[]; more: boolean }> {
  const column = columnOf('statistics', CATEGORY_COLUMN[key])!;
  const choices = column.type === 'choice' ? await choiceNames(db, column, q.language) : undefined;
  const names = await columnNames(db, column, q.language);
  const named = (rows: Counted[]) => rows.map((r) => ({ id: r.id, name: valueName(r.id, q.language, choices, names), count: Number(r.count) }));
  if (key === 'location') {
    const { rows, more } = await locationCounts(db, q, await shopCuts(db, await shopParts(db)));
    return { items: named(rows), more };
  }
  const { rows } = await dailyCounts(db, key, q);
  return { items: named(rows.slice(0, limitOf(q))), more: rows.length > limitOf(q) };
}

/** percentile_cont of whole-minute counts, sorted by minutes: the value at p·(n−1), interpolated between neighbours. */
export function percentileOf(histogram: readonly { minutes: number; n: number }[], p: number): number | null {
  const total = histogram.reduce((sum, h) => sum + h.n, 0);
  if (total === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (const h of histogram) {
      seen += h.n;
      if (rank < seen) return h.minutes;
    }
    return histogram[histogram.length - 1].minutes;
  };
  const position = p * (total - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return at(low) + (at(high) - at(low)) * (position - low);
}

const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const firstOfMonth = (d: Date, add = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));

/** The whole months of a range [from, to) and the days around them (start to `from`, `to` to end), as dates. */
export function wholeMonths(startDate: string, endDate: string): { from: string; to: string } | null {
  const start = new Date(`${startDate}T00:00:00Z`);
  const after = new Date(new Date(`${endDate}T00:00:00Z`).getTime() + 86_400_000);
  const from = start.getUTCDate() === 1 ? start : firstOfMonth(start, 1);
  const to = after.getUTCDate() === 1 ? after : firstOfMonth(after);
  return from < to ? { from: isoDay(from), to: isoDay(to) } : null;
}

/** Response and completion times: from the counts per whole minute, per month for the range's whole months and per day around them. */
async function timeStats(db: Db, q: SummaryQuery): Promise<NonNullable<Summary['timeStats']>> {
  const months = wholeMonths(q.startDate, q.endDate);
  const daily = sql`c.category IN (${RESPONSE}, ${COMPLETION}) AND ${days(q)}`;
  const where = months
    ? sql`(${daily} AND NOT (c.day >= ${months.from}::date AND c.day < ${months.to}::date))
      OR (c.category IN (${RESPONSE + MONTHLY}, ${COMPLETION + MONTHLY}) AND c.day >= ${months.from}::date AND c.day < ${months.to}::date)`
    : daily;
  const { rows } = await sql<{ category: number; minutes: number; n: number }>`SELECT c.category % ${MONTHLY} AS category, c.value::int AS minutes, sum(c.n)::int AS n
    FROM service_request_daily_counts c WHERE ${where} GROUP BY 1, 2 HAVING sum(c.n) > 0 ORDER BY 1, 2`.execute(db);
  const of = (category: number) => {
    const histogram = rows.filter((r) => Number(r.category) === category).map((r) => ({ minutes: Number(r.minutes), n: Number(r.n) }));
    return { count: histogram.reduce((sum, h) => sum + h.n, 0), medianMinutes: round(percentileOf(histogram, 0.5)), p90Minutes: round(percentileOf(histogram, 0.9)) };
  };
  return { response: of(RESPONSE), completion: of(COMPLETION) };
}

export async function summaryOf(db: Db, q: SummaryQuery): Promise<Summary> {
  const key = keyOf(q.category);
  const counted = key === 'all' ? COUNTED : key === 'timeStats' ? [] : [key];
  const [total, groups, times] = await Promise.all([
    // Every request has one status: the total is theirs added up.
    sql<{ n: number | string | null }>`SELECT sum(c.n) AS n FROM service_request_daily_counts c WHERE c.category = ${DAILY.status.code} AND ${days(q)}`.execute(db),
    Promise.all(counted.map(async (k) => ({ category: DASHBOARD_CATEGORIES[k], ...(await countBy(db, k, q)) }))),
    key === 'all' || key === 'timeStats' ? timeStats(db, q) : null,
  ]);
  return { category: q.category, total: Number(total.rows[0].n ?? 0), groups, timeStats: times };
}
