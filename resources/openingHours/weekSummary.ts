/** A tenant's week at a glance: consecutive days with the same hours told once ("Mon–Fri 08:00 – 17:00 · Sat Closed"). */
import type { TranslateFunction } from 'react-admin';
import type { StandardDay } from '../../contract/openingHours';
import { hoursText, weekdayName } from './names';

export function weekSummary(days: Pick<StandardDay, 'weekday' | 'openingTime' | 'closingTime'>[], translate: TranslateFunction): string {
  const sorted = [...days].sort((a, b) => a.weekday - b.weekday);
  const runs: { first: number; last: number; hours: string }[] = [];
  for (const day of sorted) {
    const hours = hoursText(day, translate);
    const run = runs.at(-1);
    if (run && run.hours === hours && run.last === day.weekday - 1) run.last = day.weekday;
    else runs.push({ first: day.weekday, last: day.weekday, hours });
  }
  const name = (weekday: number) => weekdayName(weekday, translate, true);
  return runs.map((r) => `${r.first === r.last ? name(r.first) : `${name(r.first)}–${name(r.last)}`} ${r.hours}`).join(' · ');
}
