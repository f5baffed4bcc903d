/**
 * The list's two plans (sort the matches' ids, or walk a sort index over a
 * window) answer the same pages, the usual request (a search in name order,
 * no other filter: `search_business_page`) answers the matches in name order,
 * and the count agrees. The seeded database is small, so the thresholds are
 * lowered to make each plan run.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SORTABLE } from '../../../contract/business';
import { withTestApp } from '../../test/harness';
import { type BusinessFilter, countBusinesses, listBusinesses, type PagePlan } from './businessList.repository';
import { rowsOfPage } from './businessRows';
import { matchingIds } from './businessSearch';

const t = withTestApp();

const BY_IDS: PagePlan = { few: Number.POSITIVE_INFINITY, margin: 4, minWindow: 500 };
/** Walk with a window far too small, so it has to widen. */
const WALK: PagePlan = { few: 0, margin: 1, minWindow: 1 };

const SEARCHES = ['auto', 'oll', 'body shop', 'a coll', '5', 'zzzz'];

/** The ids of the businesses whose search text holds every word of `search` (lower-case words split by spaces). */
async function holdingEvery(search: string): Promise<number[]> {
  const texts = await t.db.selectFrom('business_search').select(['business_id', 'text']).execute();
  const words = search.split(' ');
  return texts.filter((r) => words.every((w) => r.text.includes(w))).map((r) => r.business_id);
}

async function walkedAndSorted(f: BusinessFilter, orderBy: (typeof SORTABLE)[number], sortBy: 'asc' | 'desc', pageSize: number) {
  const { total } = await countBusinesses(t.db, f);
  const ids = async (page: { offset: number }, plan: PagePlan) =>
    (await listBusinesses(t.db, f, { orderBy, sortBy, pageSize, ...page }, plan)).map((r) => r.id);
  const pages: { byIds: number[]; walked: number[] }[] = [];
  for (let offset = 0; offset < total; offset += pageSize) {
    pages.push({ byIds: await ids({ offset }, BY_IDS), walked: await ids({ offset }, WALK) });
  }
  return { total, pages };
}

describe('the two page plans', () => {
  it.each([
    ['a common word', 'auto'],
    ['a word part', 'oll'],
    ['two words', 'body shop'],
    ['a short and a long word', 'a coll'],
    ['a digit', '5'],
  ])('agree for %s, in every walkable order', async (_what, search) => {
    for (const orderBy of ['name', 'shopId', 'sid', 'dateCreated', 'id'] as const) {
      for (const sortBy of ['asc', 'desc'] as const) {
        const { total, pages } = await walkedAndSorted({ search }, orderBy, sortBy, 4);
        for (const p of pages) expect(p.walked, `${search} ${orderBy} ${sortBy}`).toEqual(p.byIds);
        expect(pages.flatMap((p) => p.byIds)).toHaveLength(total);
      }
    }
  });

  it('agree with a status filter, and the count matches the ids', async () => {
    const status = (await t.db.selectFrom('lookups').select('id').where('key', '=', 'business.status').where('text', '=', 'Active').executeTakeFirstOrThrow()).id;
    const { total, pages } = await walkedAndSorted({ search: 'a', status }, 'name', 'asc', 3);
    for (const p of pages) expect(p.walked).toEqual(p.byIds);
    const ids = await matchingIds(t.db, 'a').execute();
    const active = await t.db.selectFrom('businesses').select('id').where('status_id', '=', status).where('id', 'in', ids.map((r) => r.business_id)).execute();
    expect(total).toBe(active.length);
  });

  it('answer a search in name order with no other filter (one statement, migration 0005) with the matches sorted by name, a page at a time', async () => {
    for (const search of SEARCHES) {
      const matches = await holdingEvery(search);
      for (const sortBy of ['asc', 'desc'] as const) {
        // The rows of the matches in name order, as every other list request reads them.
        const expected = (offset: number) =>
          matches.length === 0
            ? []
            : rowsOfPage(
                t.db,
                t.db.selectFrom('businesses as b').select('b.id').where('b.id', 'in', matches).orderBy(sql`lower(b.name)`, sortBy).orderBy('b.id', sortBy).limit(3).offset(offset).as('pg'),
                matches.length,
              );
        for (const plan of [BY_IDS, WALK, { few: 2000, margin: 4, minWindow: 500 }]) {
          for (let offset = 0; offset <= matches.length; offset += 3) {
            const page = { sortBy, pageSize: 3, offset };
            expect(await listBusinesses(t.db, { search }, page, plan), `${search} ${sortBy} ${offset}`).toEqual(await expected(offset));
          }
        }
      }
    }
  });

  it('count exactly the businesses whose text holds every word', async () => {
    for (const search of SEARCHES) expect((await countBusinesses(t.db, { search })).total, search).toBe((await holdingEvery(search)).length);
  });
});
