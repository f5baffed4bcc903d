/**
 * Dates in another time zone than the browser's (a shop's), with the zone shown: the spec's pattern
 * (formats.ts formatWallTime) of the date's reading in that zone. Apart from formats.ts so the screens that
 * show no zone (every list) do not download it.
 */
import { formatWallTime } from './formats';

const formats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string, locale = 'en-US', zoneName = false): Intl.DateTimeFormat {
  const key = `${timeZone}|${locale}|${zoneName}`;
  let format = formats.get(key);
  if (!format) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    format = new Intl.DateTimeFormat(locale, { timeZone, hourCycle: 'h23', ...(zoneName ? { timeZoneName: 'short' } : fields) });
    formats.set(key, format);
  }
  return format;
}

const partsOf = (d: Date, format: Intl.DateTimeFormat) => {
  const parts = format.formatToParts(d);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
};

/** The date's wall-clock reading in an IANA zone: [year, month, day, hour (0-23), minute, second]. */
export function wallTime(d: Date, timeZone: string): [number, number, number, number, number, number] {
  const part = partsOf(d, zoneFormat(timeZone));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(part(type));
  return [n('year'), n('month'), n('day'), n('hour') % 24, n('minute'), n('second')];
}

/** The zone as given when this browser knows it, else the browser's own (a shop may have no zone). */
export function knownZone(timeZone: string | null | undefined): string {
  if (timeZone) {
    try {
      zoneFormat(timeZone);
      return timeZone;
    } catch {
      // an unknown zone: the browser's is used, and named, instead
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The zone's short name at that date: its abbreviation where one is in use (EDT, MST, CEST, BST), else its
 * offset (GMT+5:30). American English names the Americas' zones, British English Europe's.
 */
export function zoneName(d: Date, timeZone: string): string {
  const short = (locale: string) => partsOf(d, zoneFormat(timeZone, locale, true))('timeZoneName');
  const us = short('en-US');
  return /^GMT[+-]/.test(us) ? short('en-GB') : us;
}

/** MM/DD/YYYY hh:mm:ss am/pm in `timeZone` (the browser's when null), the zone after it: `03/14/2025 02:05:09 pm EDT`; '' for no date. */
export function formatZonedDateTime(value: Date | string | null | undefined, timeZone: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const zone = knownZone(timeZone);
  return `${formatWallTime(...wallTime(d, zone))} ${zoneName(d, zone)}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The date as a date-time input shows it (`2025-03-14T14:05`), read in the zone. */
export function toZonedInput(value: string, timeZone: string): string {
  const [y, mo, d, h, mi] = wallTime(new Date(value), timeZone);
  return `${y}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}`;
}

/** The zone's offset from UTC at that date, in minutes (New York in summer: -240). */
function offsetAt(d: Date, timeZone: string): number {
  const [y, mo, day, h, mi, s] = wallTime(d, timeZone);
  return Math.round((Date.UTC(y, mo - 1, day, h, mi, s) - d.getTime()) / 60_000);
}

/**
 * A date-time input's value (`2025-03-14T14:05`) read as a wall-clock time in the zone, as ISO 8601 with that
 * zone's offset (`2025-03-14T14:05:00-04:00`); null when it is not one. A time a clock change skips (or
 * repeats) is read with the offset after the change (or the earlier of the two).
 */
export function fromZonedInput(input: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(input);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The offset at the instant first guessed, then at the instant it gives (they differ across a clock change).
  let offset = offsetAt(new Date(asUtc), timeZone);
  offset = offsetAt(new Date(asUtc - offset * 60_000), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${y}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}:${two(s)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
