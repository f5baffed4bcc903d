/**
 * Opening hours (issue 15): the tenants, one per solution, with their standard weeks, which the console needs
 * to show any opening hours; then their public holidays and the demo's audit log: each holiday's scheduling,
 * a few edits of support emails, standard days and holidays, and a holiday deleted, mostly by demo.admin.
 *
 * Both are seeded on every first start, whatever DEMO_BUSINESSES says: that setting sizes the demo businesses
 * (and what hangs off them), while the users the history names (admin, demo.admin) and the catalogues, time
 * zones included, are always seeded, and holidays and their history need no business. The records an edit
 * changed carry version 2, as the console's save would have left them.
 */
import { ENTITIES, recordHoursChange, snapshots } from '../history';
import type { Db } from '../../../db/database';
import { type Hours, SEED_EDITS as E, SEED_TENANTS, type SeedHoliday } from './openingHoursData';

const MINUTE = 60_000;
const hoursOf = (hours: Hours) => ({ openingTime: hours?.[0] ?? null, closingTime: hours?.[1] ?? null });
const columnsOf = (hours: Hours) => ({ opening_time: hours?.[0] ?? null, closing_time: hours?.[1] ?? null });
const holidayOf = ([holidayDate, name, hours]: SeedHoliday) => ({ holidayDate, name, ...hoursOf(hours) });

async function tenantIds(trx: Db): Promise<Map<number, number>> {
  const rows = await trx.selectFrom('tenants').select(['id', 'platform']).execute();
  return new Map(rows.map((r) => [r.platform, r.id]));
}

/** The tenants and their seven standard days. */
export async function seedTenants(trx: Db): Promise<void> {
  const edited = new Set<string>(E.standardHours.map((e) => `${e.platform}/${e.weekday}`));
  for (const t of SEED_TENANTS) {
    const emailEdited = t.platform === E.supportEmail.platform || t.platform === E.proTechEmail.platform;
    const { id } = await trx
      .insertInto('tenants')
      .values({ platform: t.platform, support_email: t.supportEmail, time_zone: t.timeZone, version: emailEdited ? 2 : 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const days = t.week.map((hours, i) => ({ tenant_id: id, weekday: i + 1, ...columnsOf(hours), version: edited.has(`${t.platform}/${i + 1}`) ? 2 : 1 }));
    await trx.insertInto('standard_opening_hours').values(days).execute();
  }
}

/** The holidays, and the change history of the demo. */
export async function seedHolidays(trx: Db): Promise<void> {
  const tenants = await tenantIds(trx);
  const users = new Map((await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', ['admin', 'demo.admin']).execute()).map((u) => [u.username, u.id]));
  const by = (username: string) => users.get(username) ?? null;
  const changed = E.holidayChanged;
  let scheduledAt = new Date(E.scheduledFrom).getTime();

  for (const t of SEED_TENANTS) {
    const tenantId = tenants.get(t.platform) as number;
    const deleted = t.platform === E.holidayDeleted.platform ? [E.holidayDeleted.holiday] : [];
    const holidays = [...t.holidays, ...deleted].sort(([a], [b]) => a.localeCompare(b));
    for (const holiday of holidays) {
      const isChanged = t.platform === changed.platform && holiday[0] === changed.date;
      const first = isChanged ? ([holiday[0], holiday[1], changed.before] as const) : holiday;
      const { id } = await trx
        .insertInto('holiday_opening_hours')
        .values({ tenant_id: tenantId, holiday_date: holiday[0], name: holiday[1], ...columnsOf(holiday[2]), version: isChanged ? 2 : 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const record = { entity: ENTITIES.holiday, recordId: id, tenantId, userId: by('demo.admin') };
      await recordHoursChange(trx, { ...record, action: 'create', before: null, after: snapshots.holiday(holidayOf(first)), changedAt: new Date(scheduledAt) });
      scheduledAt += MINUTE;
      if (isChanged) {
        const change = { before: snapshots.holiday(holidayOf(first)), after: snapshots.holiday(holidayOf(holiday)) };
        await recordHoursChange(trx, { ...record, action: 'update', ...change, userId: by(changed.by), changedAt: new Date(changed.at) });
      }
      if (deleted.includes(holiday)) {
        await trx.deleteFrom('holiday_opening_hours').where('id', '=', id).execute();
        const { at, by: who } = E.holidayDeleted;
        await recordHoursChange(trx, { ...record, action: 'delete', before: snapshots.holiday(holidayOf(holiday)), after: null, userId: by(who), changedAt: new Date(at) });
      }
    }
  }
  await seedTenantEdits(trx, tenants, by);
}

async function seedTenantEdits(trx: Db, tenants: Map<number, number>, by: (username: string) => number | null): Promise<void> {
  for (const edit of [E.supportEmail, E.proTechEmail]) {
    const t = SEED_TENANTS.find((s) => s.platform === edit.platform);
    const tenantId = tenants.get(edit.platform);
    if (!t || tenantId === undefined) continue;
    const after = { SupportEmail: t.supportEmail, Platform: t.platform, timeZone: t.timeZone };
    await recordHoursChange(trx, {
      entity: ENTITIES.tenant,
      recordId: tenantId,
      tenantId,
      action: 'update',
      userId: by(edit.by),
      changedAt: new Date(edit.at),
      before: snapshots.tenant({ ...after, SupportEmail: edit.before }),
      after: snapshots.tenant(after),
    });
  }
  for (const edit of E.standardHours) {
    const t = SEED_TENANTS.find((s) => s.platform === edit.platform);
    const tenantId = tenants.get(edit.platform);
    if (!t || tenantId === undefined) continue;
    const day = await trx.selectFrom('standard_opening_hours').select('id').where('tenant_id', '=', tenantId).where('weekday', '=', edit.weekday).executeTakeFirstOrThrow();
    await recordHoursChange(trx, {
      entity: ENTITIES.standardDay,
      recordId: day.id,
      tenantId,
      action: 'update',
      userId: by(edit.by),
      changedAt: new Date(edit.at),
      before: snapshots.standardDay({ weekday: edit.weekday, ...hoursOf(edit.before) }),
      after: snapshots.standardDay({ weekday: edit.weekday, ...hoursOf(t.week[edit.weekday - 1]) }),
    });
  }
}

/** Everything above, in the seed's transaction. */
export async function seedOpeningHours(trx: Db): Promise<void> {
  await seedTenants(trx);
  await seedHolidays(trx);
}
