/**
 * Whether each tenant is open at a moment and when that changes next (contract/openNow.ts), from its standard
 * week and its holidays from two days before the moment on (a zone's today is at most a day from UTC's).
 */
import { type HolidayHours, openState, type WeekHours } from '../../../contract/openNow';
import type { Tenant } from '../../../contract/openingHours';
import type { Db } from '../../db/database';
import { isoDate, wallClock } from './hoursColumns';

const DAY = 86_400_000;

export async function openNowOf(db: Db, tenants: { id: number; timeZone: string }[], now: Date): Promise<Map<number, Tenant['openNow']>> {
  const ids = tenants.map((t) => t.id);
  if (ids.length === 0) return new Map();
  const since = new Date(now.getTime() - 2 * DAY).toISOString().slice(0, 10);
  const [days, holidays] = await Promise.all([
    db
      .selectFrom('standard_opening_hours')
      .select(['tenant_id', 'weekday', wallClock('opening_time').as('openingTime'), wallClock('closing_time').as('closingTime')])
      .where('tenant_id', 'in', ids)
      .execute(),
    db
      .selectFrom('holiday_opening_hours')
      .select(['tenant_id', isoDate('holiday_date').as('holidayDate'), wallClock('opening_time').as('openingTime'), wallClock('closing_time').as('closingTime')])
      .where('tenant_id', 'in', ids)
      .where('holiday_date', '>=', since)
      .execute(),
  ]);
  const states = new Map<number, Tenant['openNow']>();
  for (const { id, timeZone } of tenants) {
    const week: WeekHours[] = days.filter((d) => d.tenant_id === id);
    const dated: HolidayHours[] = holidays.filter((h) => h.tenant_id === id);
    const { isOpen, changesAt } = openState(now, timeZone, week, dated);
    states.set(id, { isOpen, changesAt: changesAt?.toISOString() ?? null });
  }
  return states;
}
