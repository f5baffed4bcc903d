/**
 * Whether a tenant is open now and when that changes, in the tenant's zone with the zone shown: "Open · closes
 * 6:00 pm GMT" (today), "Closed · opens Mon 9:00 am EST" (within the week), or with the date beyond it.
 */
import type { TranslateFunction } from 'react-admin';
import type { Tenant } from '../../contract/openingHours';
import { knownZone, wallTime, zoneName } from '../../src/components/zonedFormats';
import { weekdayName } from './names';

const two = (n: number) => String(n).padStart(2, '0');
const DAY = 86_400_000;

/** When `changesAt` comes, read in the zone, as near `now` says it: its time, its weekday too when not today, its date when a week or more away. */
export function changeTime(changesAt: string, timeZone: string, now: Date, translate: TranslateFunction): string {
  const at = new Date(changesAt);
  if (Number.isNaN(at.getTime())) return '';
  const zone = knownZone(timeZone);
  const [y, mo, d, h, mi] = wallTime(at, zone);
  const [ny, nmo, nd] = wallTime(now, zone);
  const clock = `${h % 12 || 12}:${two(mi)} ${h < 12 ? 'am' : 'pm'} ${zoneName(at, zone)}`;
  const days = Math.round((Date.UTC(y, mo - 1, d) - Date.UTC(ny, nmo - 1, nd)) / DAY);
  if (days === 0) return clock;
  if (days > 0 && days < 7) {
    const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay() || 7;
    return `${weekdayName(weekday, translate, true)} ${clock}`;
  }
  return `${two(mo)}/${two(d)}/${y} ${clock}`;
}

/** "Open · closes 6:00 pm GMT", "Closed · opens …", or "Open"/"Closed" alone when it never changes. */
export function openNowText({ openNow, timeZone }: Pick<Tenant, 'openNow' | 'timeZone'>, now: Date, translate: TranslateFunction): string {
  const state = openNow.isOpen ? 'open' : 'closed';
  const time = openNow.changesAt ? changeTime(openNow.changesAt, timeZone, now, translate) : '';
  return time ? translate(`resources.openingHours.open.${state}_until`, { time }) : translate(`resources.openingHours.open.${state}`);
}
