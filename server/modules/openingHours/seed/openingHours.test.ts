/** The demo opening hours (seed/openingHours.ts): tenants, weeks and holidays that keep the rules, and a history that matches them. */
import { describe, expect, it } from 'vitest';
import { LOOKUP_KEYS } from '../../../../contract/lookupKeys';
import { hoursProblem } from '../../../../contract/openingHoursRules';
import { SOLUTIONS } from '../../../../contract/solutions';
import { bareDatabase } from '../../../test/bareDatabase';
import { TEST_PASSWORDS } from '../../../test/database';
import { withTestApp } from '../../../test/harness';
import type { Db } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { migrations } from '../../../db/migrations';
import { seedIfEmpty } from '../../../db/seed/seed';

const t = withTestApp();
const time = (value: string | null) => value?.slice(0, 5) ?? null;

describe('the demo opening hours', () => {
  it('has one tenant per solution, each with a support email and a zone of the time zones catalogue', async () => {
    const tenants = await t.db.selectFrom('tenants').selectAll().orderBy('platform').execute();
    expect(tenants.map((x) => x.platform)).toEqual(Object.values(SOLUTIONS));
    const zones = new Set((await t.db.selectFrom('lookups').select('text').where('key', '=', LOOKUP_KEYS.timeZone).execute()).map((l) => l.text));
    for (const x of tenants) {
      expect(zones.has(x.time_zone), x.time_zone).toBe(true);
      expect(x.support_email).toMatch(/^[\w.]+@[\w.]+\.example$/);
    }
  });

  it('gives every tenant seven standard days and holidays through 2027 that keep the spec’s rules', async () => {
    const days = await t.db.selectFrom('standard_opening_hours').selectAll().execute();
    const holidays = await t.db.selectFrom('holiday_opening_hours').selectAll().execute();
    const tenants = await t.db.selectFrom('tenants').select(['id', 'platform']).execute();
    for (const { id } of tenants) {
      expect(days.filter((d) => d.tenant_id === id).map((d) => d.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(holidays.filter((h) => h.tenant_id === id).length).toBeGreaterThanOrEqual(10);
    }
    for (const row of [...days, ...holidays]) expect(hoursProblem(time(row.opening_time), time(row.closing_time))).toBeNull();
    const dated = await t.db
      .selectFrom('holiday_opening_hours as h')
      .innerJoin('tenants as x', 'x.id', 'h.tenant_id')
      .select(['x.platform', 'h.name', (eb) => eb.fn<string>('to_char', ['h.holiday_date', eb.val('YYYY-MM-DD')]).as('date')])
      .execute();
    const on = (platform: number, date: string) => dated.find((h) => h.platform === platform && h.date === date)?.name;
    expect([on(SOLUTIONS.ukEurope, '2026-12-25'), on(SOLUTIONS.ukEurope, '2026-12-28'), on(SOLUTIONS.ukEurope, '2027-01-01')]).toEqual([
      'Christmas Day',
      'Boxing Day (substitute day)',
      "New Year's Day",
    ]);
    for (const platform of [SOLUTIONS.glass, SOLUTIONS.calibration, SOLUTIONS.proTech]) {
      expect([on(platform, '2026-11-26'), on(platform, '2027-07-05')]).toEqual(['Thanksgiving Day', 'Independence Day (observed)']);
    }
    expect(dated.every((h) => h.date >= '2026-11-26' && h.date <= '2027-12-31')).toBe(true);
  });

  it('has a history of every kind, by demo.admin (one change by admin), whose last word on each record is what it holds', async () => {
    const history = await t.db
      .selectFrom('change_history as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.entity', 'c.action', 'c.record_id', 'c.after', 'u.username'])
      .where('c.area', '=', 'openingHours')
      .orderBy('c.changed_at')
      .execute();
    const kinds = new Set(history.map((h) => `${h.entity} ${h.action}`));
    expect([...kinds].sort()).toEqual(['holiday create', 'holiday delete', 'holiday update', 'standardDay update', 'tenant update']);
    expect(history.filter((h) => h.username !== 'demo.admin').map((h) => `${h.username} ${h.entity} ${h.action}`)).toEqual(['admin tenant update']);

    const last = new Map(history.map((h) => [`${h.entity}/${h.record_id}`, h.after]));
    const holidays = await t.db.selectFrom('holiday_opening_hours').select(['id', 'name', 'version']).execute();
    for (const h of holidays) expect(last.get(`holiday/${h.id}`), h.name).toMatchObject({ name: h.name });
    const updated = new Set(history.filter((h) => h.action === 'update').map((h) => `${h.entity}/${h.record_id}`));
    const versions = [
      ...holidays.map((h) => [`holiday/${h.id}`, h.version] as const),
      ...(await t.db.selectFrom('standard_opening_hours').select(['id', 'version']).execute()).map((d) => [`standardDay/${d.id}`, d.version] as const),
      ...(await t.db.selectFrom('tenants').select(['id', 'version', 'support_email']).execute()).map((x) => [`tenant/${x.id}`, x.version] as const),
    ];
    for (const [key, version] of versions) expect(version, key).toBe(updated.has(key) ? 2 : 1);
  });
});

describe('a first start without demo businesses', () => {
  it('still seeds the tenants, their weeks, holidays and history', async () => {
    const db = (await bareDatabase()) as unknown as Db;
    await migrateToLatest(db as never, migrations);
    await seedIfEmpty(db, { adminPassword: TEST_PASSWORDS.admin, demoPassword: TEST_PASSWORDS['demo.admin'], businesses: 0 });
    expect(await db.selectFrom('businesses').select('id').execute()).toEqual([]);
    const count = async (table: 'tenants' | 'standard_opening_hours' | 'holiday_opening_hours' | 'change_history') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect([await count('tenants'), await count('standard_opening_hours')]).toEqual([4, 28]);
    expect(await count('holiday_opening_hours')).toBeGreaterThan(40);
    expect(await count('change_history')).toBeGreaterThan(40);
  });
});
