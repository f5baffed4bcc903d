/**
 * Whether a tenant is open at a moment, and when that changes next (issue 15): its hours are wall-clock times
 * in its time zone, a holiday's replacing its weekday's on that date. Each day's hours are turned into instants
 * in the zone as Temporal's 'compatible' disambiguation does across daylight-saving changes: a time skipped
 * by the clocks moving forward is read after the jump (02:30 → 03:30), a time the clocks pass twice when they
 * move back is its first passing. Shared by the server (tenant.openNow) and its tests.
 */
export interface WeekHours {
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  openingTime: string | null;
  closingTime: string | null;
}

export interface HolidayHours {
  /** `YYYY-MM-DD` in the tenant's zone. */
  holidayDate: string;
  openingTime: string | null;
  closingTime: string | null;
}

export interface OpenState {
  isOpen: boolean;
  /** The next opening or closing; null when none comes within a year (a tenant with no hours). */
  changesAt: Date | null;
}

const DAY = 86_400_000;
/** How far ahead the next change is looked for: a year and a little. */
const HORIZON_DAYS = 370;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const numeric = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...numeric });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of instant `t` in the zone, as if it were UTC (ms). */
function wallMs(t: number, timeZone: string): number {
  const parts = formatIn(timeZone).formatToParts(new Date(t));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour') % 24, n('minute'), n('second'));
}

const offsetAt = (t: number, timeZone: string) => wallMs(t, timeZone) - Math.floor(t / 1000) * 1000;

/** The instant a wall-clock reading (as UTC ms) names in the zone, 'compatible' across clock changes. */
export function zonedInstant(wall: number, timeZone: string): number {
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const valid = [wall - before, wall - after].filter((t) => wallMs(t, timeZone) === wall);
  // Passed twice: the first time. Skipped: with the offset before the jump, which lands after it.
  return valid.length > 0 ? Math.min(...valid) : wall - before;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isoDay = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);
/** ISO weekday of a date held as UTC midnight: 1 Monday … 7 Sunday. */
const weekdayOf = (dayMs: number) => ((new Date(dayMs).getUTCDay() + 6) % 7) + 1;

export function openState(now: Date, timeZone: string, week: WeekHours[], holidays: HolidayHours[]): OpenState {
  const byWeekday = new Map(week.map((d) => [d.weekday, d]));
  const byDate = new Map(holidays.map((h) => [h.holidayDate, h]));
  const at = now.getTime();
  const wallNow = wallMs(at, timeZone);
  const today = wallNow - (((wallNow % DAY) + DAY) % DAY);
  for (let k = 0; k <= HORIZON_DAYS; k++) {
    const day = today + k * DAY;
    const hours = byDate.get(isoDay(day)) ?? byWeekday.get(weekdayOf(day));
    if (!hours?.openingTime || !hours.closingTime) continue;
    const opens = zonedInstant(day + minutes(hours.openingTime) * 60_000, timeZone);
    const closes = zonedInstant(day + minutes(hours.closingTime) * 60_000, timeZone);
    // Hours lying wholly in the hour the clocks skip are no hours at all.
    if (closes <= opens) continue;
    if (at < opens) return { isOpen: false, changesAt: new Date(opens) };
    if (at < closes) return { isOpen: true, changesAt: new Date(closes) };
  }
  return { isOpen: false, changesAt: null };
}
