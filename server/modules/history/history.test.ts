/** The change history read (issue 33): a record's history with its parts, and the Activity's filters, count and export. */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACTIVITY_SEARCH_COUNT_LIMIT, historyContract as c } from '../../../contract/history';
import { readChanges } from '../../db/changeHistory';
import { call, } from '../../test/harness';
import { createBusiness, } from '../businessDetails/testFixtures';

import { historyKit, type Page } from './testKit';


const { t, s, businessWithChanges, historyOf, ok } = historyKit();
describe('History/Record', () => {
  it("answers a business's history with its tabs', newest first, paged, with who and what changed", async () => {
    const biz = await businessWithChanges();
    const { count, items } = await historyOf(biz);
    expect(count).toBe(4);
    expect(items.map((e) => `${e.entity} ${e.action}`)).toEqual(['promotion update', 'promotion create', 'billing update', 'billing create']);
    expect(items[2]).toMatchObject({
      area: 'business',
      recordId: biz,
      userId: s.userId,
      userName: 'Dana Diaz (demo.admin)',
      before: { periodAmount: 10, isDemo: false },
      after: { periodAmount: 25.5, isDemo: true },
      revertible: true,
    });
    expect(items[3].revertible).toBe(false);
    const second = await historyOf(biz, { pageSize: '2', offset: '2' });
    expect(second.count).toBe(4);
    expect(second.items.map((e) => e.id)).toEqual(items.slice(2).map((e) => e.id));
    // A page past the last entry holds none and still counts them all.
    expect(await historyOf(biz, { pageSize: '2', offset: '6' })).toEqual({ count: 4, items: [] });
  });

  it("holds a business's history apart from another's, and answers none for a record never changed", async () => {
    const [one, two] = [await businessWithChanges(), await createBusiness(t.db)];
    expect((await historyOf(two)).count).toBe(0);
    expect((await historyOf(one)).items.every((e) => e.recordId === one || e.scopeId === one)).toBe(true);
  });

  it('refuses a malformed query, naming the parameter', async () => {
    const res = await call(t.app, c.record, { token: s.token, query: { area: 'business', entity: 'x y', recordId: '0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/entity/);
    expect(res.json().message).toMatch(/recordId/);
  });
});

describe('History/Activity', () => {
  it('filters every change by user, kind, action, record, date and a text in the values', async () => {
    const biz = await businessWithChanges();
    const mine = await ok<Page>(c.activity, { body: { userId: s.userId, area: 'business', entity: 'billing', recordId: biz } });
    expect(mine.items.map((e) => e.action)).toEqual(['update', 'create']);
    const updates = await ok<Page>(c.activity, { body: { entity: 'promotion', action: 'update', recordId: biz } });
    expect(updates.items.map((e) => e.after?.numberOfScans)).toEqual([20]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ok<Page>(c.activity, { body: { recordId: biz, from: today, to: today } })).count).toBe(4);
    expect((await ok<Page>(c.activity, { body: { recordId: biz, to: '2000-01-01' } })).count).toBe(0);
    const found = await ok<Page>(c.activity, { body: { search: '25.5', recordId: biz } });
    expect(found.items.map((e) => `${e.entity} ${e.action}`)).toEqual(['billing update']);
    // % and _ are the text itself, not patterns.
    expect((await ok<Page>(c.activity, { body: { search: '%', recordId: biz } })).count).toBe(0);
    // The values a change set or replaced: the promotion's end date, set by its creation, not by its update (unchanged there).
    const ended = await ok<Page>(c.activity, { body: { search: '2025-12-31', recordId: biz } });
    expect(ended.items.map((e) => `${e.entity} ${e.action}`)).toEqual(['promotion create']);
    expect((await ok<Page>(c.activity, { body: { search: '2025-12-30', recordId: biz } })).count).toBe(0);
  });

  it('counts up to a limit, saying when more match (an exact count of millions would read them all)', async () => {
    const biz = await businessWithChanges();
    const filter = { area: 'business', recordId: biz };
    const upTo = (countUpTo?: number) => readChanges(t.db, filter, { limit: 3, offset: 0, countUpTo });
    expect(await upTo()).toMatchObject({ count: 4, capped: false });
    expect(await upTo(4)).toMatchObject({ count: 4, capped: false });
    const capped = await upTo(2);
    expect(capped).toMatchObject({ count: 2, capped: true });
    // The page itself is whole: the cap bounds the count only.
    expect(capped.items).toHaveLength(3);
    expect(await ok<Page & { capped: boolean }>(c.activity, { body: { recordId: biz, area: 'business' } })).toMatchObject({ count: 4, capped: false });
  });

  it('counts a text’s matches up to a smaller limit (each one checked for the whole text), newest first', async () => {
    const over = ACTIVITY_SEARCH_COUNT_LIMIT + 1;
    await sql`INSERT INTO change_history (user_id, area, entity, record_id, action, changed)
      SELECT NULL, 'test', 'searched', g, 'update', 'Quokka ' || g FROM generate_series(1, ${over}::int) g`.execute(t.db);
    const found = await ok<Page & { capped: boolean }>(c.activity, { body: { search: 'QUOKKA', pageSize: 3 } });
    expect(found).toMatchObject({ count: ACTIVITY_SEARCH_COUNT_LIMIT, capped: true });
    expect(found.items.map((e) => e.recordId)).toEqual([over, over - 1, over - 2]);
    expect(await ok<Page & { capped: boolean }>(c.activity, { body: { search: `quokka ${over}` } })).toMatchObject({ count: 1, capped: false });
  });

  it('exports the filtered changes to CSV, newest first, each cell as the screen shows it, in the caller’s language', async () => {
    const biz = await businessWithChanges();
    const csv = async (language: string, columns?: string) => {
      const query: Record<string, string> = { recordId: String(biz), area: 'business', ...(columns && { columns, header: 'false' }) };
      const res = await call(t.app, c.activityExport, { token: s.token, query, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      return res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    };
    const en = await csv('en');
    expect(en[0]).toBe('changedAt,userName,action,area,entity,recordId,source,change');
    expect(en.slice(1).map((line) => line.split(',').slice(2, 6).join(','))).toEqual([
      `Changed,Businesses,Promotion,${biz}`,
      `Created,Businesses,Promotion,${biz}`,
      `Changed,Businesses,Billing,${biz}`,
      `Created,Businesses,Billing,${biz}`,
    ]);
    expect(en[1]).toContain('Ada Admin (admin)');
    expect(en[3]).toContain('Dana Diaz (demo.admin)');
    expect(en[1].endsWith('Number of scans: 10 → 20')).toBe(true);
    expect(en[3].endsWith('Demo account: No → Yes; Amount per period: 10 → 25.5')).toBe(true);
    const es = await csv('es', 'action,entity,change');
    expect(es).toHaveLength(4);
    expect(es[0]).toMatch(/^Modificado,Promoción,/);
    expect(es[2]).toMatch(/^Modificado,Facturación,.*: No → Sí/);
    // Refused: a column it does not have, named.
    const bad = await call(t.app, c.activityExport, { token: s.token, query: { columns: 'changedAt,secret' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/columns/);
  });

  it('names the authors of changes', async () => {
    await businessWithChanges();
    const authors = await ok<{ id: number; name: string }[]>(c.authors, {});
    expect(authors).toContainEqual({ id: s.userId, name: 'Dana Diaz (demo.admin)' });
  });
});
