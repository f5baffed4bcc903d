/** The opening-hours audit log, a view of the change history: kinds, filters, paging, and its users. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, openingHoursContract as c } from '../../../contract/openingHours';
import { SOLUTIONS } from '../../../contract/solutions';
import { withTestApp } from '../../test/harness';
import { caller, refusals, type Session, signIn, tenantOf } from './testFixtures';

const t = withTestApp();
let admin: Session;
let dana: Session;
let ukId = 0;
let proTechId = 0;
beforeAll(async () => {
  admin = await signIn(t, 'admin');
  dana = await signIn(t, 'demo.admin');
  ukId = (await tenantOf(t.db, SOLUTIONS.ukEurope)).id;
  proTechId = (await tenantOf(t.db, SOLUTIONS.proTech)).id;
});
const send = caller(t, () => admin);
type Log = { count: number; items: AuditEntry[] };
const log = async (body: Record<string, unknown> = {}) => {
  const res = await send(c.getAuditLog, { body });
  expect(res.statusCode).toBe(200);
  return res.json<Log>();
};
const summary = (e: AuditEntry) => `${e.changedAt.slice(0, 16)} ${e.kind} ${e.userName}`;

describe('openingHours/GetAuditLog on the demo history', () => {
  it('answers the changes newest first, ten by default, with who, when, the tenant and the record before and after', async () => {
    const { count, items } = await log();
    expect(count).toBe(55);
    expect(items).toHaveLength(10);
    expect(items.slice(0, 3).map(summary)).toEqual([
      '2026-11-18T17:45 holidayDeleted Dana Diaz (demo.admin)',
      '2026-11-16T15:30 holidayChanged Dana Diaz (demo.admin)',
      expect.stringMatching(/^2026-10-19T\d\d:\d\d holidayAdded Dana Diaz \(demo\.admin\)$/),
    ]);
    expect(items[0]).toMatchObject({
      userId: dana.userId,
      tenantId: proTechId,
      before: { holidayDate: '2026-11-27', name: 'Day after Thanksgiving', openingTime: '06:00', closingTime: '12:00' },
      after: null,
    });
    const changedAt = items.map((e) => e.changedAt);
    expect(changedAt).toEqual([...changedAt].sort().reverse());
  });

  it('filters by kind, tenant and user', async () => {
    const emails = await log({ kind: 'supportEmail' });
    expect(emails.items.map(summary)).toEqual(['2026-10-07T16:40 supportEmail Ada Admin (admin)', '2026-10-05T09:12 supportEmail Dana Diaz (demo.admin)']);
    expect(emails.items[1]).toMatchObject({ tenantId: ukId, recordId: ukId, before: { SupportEmail: 'helpdesk.uk@scancal.example' }, after: { SupportEmail: 'support.europe@scancal.example' } });
    const ukHours = await log({ kind: 'standardHours', tenantId: ukId });
    expect(ukHours.count).toBe(1);
    expect(ukHours.items[0]).toMatchObject({ before: { weekday: 6, openingTime: '09:00', closingTime: '12:00' }, after: { weekday: 6, openingTime: '09:00', closingTime: '13:00' } });
    expect((await log({ userId: admin.userId })).count).toBe(1);
    expect((await log({ tenantId: proTechId, kind: 'holidayAdded' })).count).toBe(12);
    expect((await log({ kind: 'holidayChanged' })).count).toBe(1);
    expect((await log({ kind: 'holidayDeleted' })).count).toBe(1);
    expect((await log({ tenantId: 999_999 })).count).toBe(0);
  });

  it('filters by dates, both included, in UTC', async () => {
    expect((await log({ from: '2026-10-05', to: '2026-10-05' })).items.map(summary)).toEqual([
      '2026-10-05T09:20 standardHours Dana Diaz (demo.admin)',
      '2026-10-05T09:12 supportEmail Dana Diaz (demo.admin)',
    ]);
    expect((await log({ from: '2026-10-06', to: '2026-10-12' })).items.map((e) => e.kind)).toEqual(['standardHours', 'supportEmail']);
    expect((await log({ from: '2026-11-17' })).items.map((e) => e.kind)).toEqual(['holidayDeleted']);
    expect((await log({ to: '2026-10-04' })).count).toBe(0);
  });

  it('pages with pageSize and offset, each page counting the whole', async () => {
    const all = await log({ pageSize: 1000 });
    const pages: AuditEntry[] = [];
    for (let offset = 0; offset < all.count; offset += 7) {
      const page = await log({ pageSize: 7, offset });
      expect(page.count).toBe(all.count);
      pages.push(...page.items);
    }
    expect(pages).toEqual(all.items);
    expect((await log({ offset: all.count })).items).toEqual([]);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an unknown kind', { kind: 'everything' }, 'kind'],
    ['a bad date', { from: '2026-13-01' }, 'from: must be a date (YYYY-MM-DD)'],
    ['page size 0', { pageSize: 0 }, 'pageSize'],
    ['a negative offset', { offset: -1 }, 'offset'],
    ['an unknown field', { search: 'x' }, 'search: is not a known field'],
  ];
  it.each(bad)('answers 400 to %s, naming the field', async (_name, body, expected) => {
    const res = await send(c.getAuditLog, { body });
    expect(res.statusCode).toBe(400);
    expect(refusals(res.json()).some((r) => r.startsWith(expected))).toBe(true);
  });
});

describe('openingHours/GetAuditUsers', () => {
  it('names the users who changed opening hours, by name', async () => {
    const res = await send(c.getAuditUsers);
    expect(res.json()).toEqual([
      { id: admin.userId, name: 'Ada Admin (admin)' },
      { id: dana.userId, name: 'Dana Diaz (demo.admin)' },
    ]);
  });
});

describe('a change made through the API', () => {
  it('comes first in the log, of its kind, and its author among the users', async () => {
    const uk = await tenantOf(t.db, SOLUTIONS.ukEurope);
    const res = await send(c.updateTenantSupportEmail, { body: { ID: uk.id, SupportEmail: 'desk.europe@scancal.example', version: uk.version } });
    expect(res.statusCode).toBe(200);
    const { count, items } = await log({ pageSize: 1 });
    expect(count).toBe(56);
    expect(items[0]).toMatchObject({ kind: 'supportEmail', userId: admin.userId, tenantId: uk.id, after: { SupportEmail: 'desk.europe@scancal.example' } });
    const today = new Date().toISOString().slice(0, 10);
    expect((await log({ from: today, to: today, userId: admin.userId })).count).toBe(1);
  });
});
