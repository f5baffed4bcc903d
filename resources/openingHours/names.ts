/** How the opening-hours screens name things: a tenant by its solution, a weekday, a day's hours (closed when it has no times). */
import type { TranslateFunction } from 'react-admin';
import { SOLUTIONS } from '../../contract/solutions';

const keyOf = (id: number) => Object.entries(SOLUTIONS).find(([, value]) => value === id)?.[0];

/** The i18n key naming a solution (spec §1), or null for a platform the console does not know. */
export const solutionKey = (platform: number): string | null => {
  const key = keyOf(platform);
  return key ? `resources.openingHours.solutions.${key}` : null;
};

/** A tenant by the solution it serves ("Glass US/Canada"), by its id when the solution is unknown. */
export function tenantName(tenant: { ID: number; Platform: number }, translate: TranslateFunction): string {
  const key = solutionKey(tenant.Platform);
  return key ? translate(key) : translate('resources.openingHours.page.tenant', { id: tenant.ID });
}

/** An ISO weekday (1 Monday … 7 Sunday), whole or short. */
export const weekdayName = (weekday: number, translate: TranslateFunction, short = false) =>
  translate(`resources.openingHours.${short ? 'weekdays_short' : 'weekdays'}.${weekday}`, { _: String(weekday) });

/** A day's hours ("08:00 – 17:00"), or `closedKey`'s words when it has no times. */
export function hoursText(
  hours: { openingTime: string | null; closingTime: string | null },
  translate: TranslateFunction,
  closedKey: 'closed' | 'closed_all_day' = 'closed',
): string {
  if (!hours.openingTime || !hours.closingTime) return translate(`resources.openingHours.hours.${closedKey}`);
  return translate('resources.openingHours.hours.range', { from: hours.openingTime, to: hours.closingTime });
}
