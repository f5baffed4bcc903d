/**
 * Open now across daylight-saving changes: the clock pinned on both 2026 transitions of a US zone
 * (America/New_York: 8 March, 1 November) and a European one (Europe/London: 29 March, 25 October).
 */
import { describe, expect, it } from 'vitest';
import { type HolidayHours, openState, type WeekHours, zonedInstant } from './openNow';

const day = (weekday: number, openingTime: string | null, closingTime: string | null): WeekHours => ({ weekday, openingTime, closingTime });
/** Mon–Fri 08:00–18:00, Sat 09:00–13:00, Sun closed. */
const officeWeek = [1, 2, 3, 4, 5].map((d) => day(d, '08:00', '18:00')).concat([day(6, '09:00', '13:00'), day(7, null, null)]);
const at = (iso: string) => new Date(iso);
const state = (now: string, zone: string, week: WeekHours[] = officeWeek, holidays: HolidayHours[] = []) => {
  const s = openState(at(now), zone, week, holidays);
  return { isOpen: s.isOpen, changesAt: s.changesAt?.toISOString() ?? null };
};

describe('openState in New York', () => {
  it('opens on the Monday after the spring change at 08:00 EDT, an hour earlier in UTC than the Saturday before', () => {
    // Saturday 7 March, 14:00 EST (UTC-5): closed since 13:00; Sunday closed; Monday 9 March 08:00 EDT (UTC-4).
    expect(state('2026-03-07T19:00:00Z', 'America/New_York')).toEqual({ isOpen: false, changesAt: '2026-03-09T12:00:00.000Z' });
    expect(state('2026-03-07T14:30:00Z', 'America/New_York')).toEqual({ isOpen: true, changesAt: '2026-03-07T18:00:00.000Z' });
  });

  it('reads hours on the day of the spring change in the offsets either side of the jump', () => {
    const sunday = [day(7, '01:00', '04:00')];
    // 01:00 EST is 06:00Z, 04:00 EDT is 08:00Z: two hours of real time, not three.
    expect(state('2026-03-08T05:30:00Z', 'America/New_York', sunday)).toEqual({ isOpen: false, changesAt: '2026-03-08T06:00:00.000Z' });
    expect(state('2026-03-08T06:30:00Z', 'America/New_York', sunday)).toEqual({ isOpen: true, changesAt: '2026-03-08T08:00:00.000Z' });
  });

  it('reads a time the clocks skip as the same time after the jump', () => {
    // 02:30 does not exist on 8 March: it is read as 03:30 EDT, 07:30Z.
    expect(zonedInstant(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York')).toBe(Date.parse('2026-03-08T07:30:00Z'));
    expect(state('2026-03-08T05:00:00Z', 'America/New_York', [day(7, '02:30', '05:00')])).toEqual({ isOpen: false, changesAt: '2026-03-08T07:30:00.000Z' });
  });

  it('reads a time the clocks pass twice in autumn as its first passing', () => {
    // 1 November: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(zonedInstant(Date.UTC(2026, 10, 1, 1, 30), 'America/New_York')).toBe(Date.parse('2026-11-01T05:30:00Z'));
    const sunday = [day(7, '00:30', '03:00')];
    // 00:30 EDT is 04:30Z; 03:00 EST is 08:00Z: three and a half hours of real time.
    expect(state('2026-11-01T04:00:00Z', 'America/New_York', sunday)).toEqual({ isOpen: false, changesAt: '2026-11-01T04:30:00.000Z' });
    expect(state('2026-11-01T07:45:00Z', 'America/New_York', sunday)).toEqual({ isOpen: true, changesAt: '2026-11-01T08:00:00.000Z' });
  });

  it('closes on the Friday before the autumn change in EDT and opens on the Monday after in EST', () => {
    expect(state('2026-10-30T21:00:00Z', 'America/New_York')).toEqual({ isOpen: true, changesAt: '2026-10-30T22:00:00.000Z' });
    // Saturday 31 October 14:00 EDT, closed: Monday 2 November 08:00 EST is 13:00Z.
    expect(state('2026-10-31T18:00:00Z', 'America/New_York')).toEqual({ isOpen: false, changesAt: '2026-11-02T13:00:00.000Z' });
  });
});

describe('openState in London', () => {
  it('opens on the Monday after the spring change at 08:00 BST, 07:00Z', () => {
    // Sunday 29 March 00:30 GMT, before the clocks go forward at 01:00Z.
    expect(state('2026-03-29T00:30:00Z', 'Europe/London')).toEqual({ isOpen: false, changesAt: '2026-03-30T07:00:00.000Z' });
    expect(state('2026-03-27T17:30:00Z', 'Europe/London')).toEqual({ isOpen: true, changesAt: '2026-03-27T18:00:00.000Z' });
  });

  it('opens on the Monday after the autumn change at 08:00 GMT, 08:00Z, and closed on the Saturday before in BST', () => {
    expect(state('2026-10-24T11:30:00Z', 'Europe/London')).toEqual({ isOpen: true, changesAt: '2026-10-24T12:00:00.000Z' });
    expect(state('2026-10-25T00:30:00Z', 'Europe/London')).toEqual({ isOpen: false, changesAt: '2026-10-26T08:00:00.000Z' });
  });

  it('counts the hour lived twice when the day spans the autumn change', () => {
    // Sunday 25 October 00:00–03:00: 00:00 BST is 23:00Z the day before, 03:00 GMT is 03:00Z.
    const sunday = [day(7, '00:00', '03:00')];
    expect(state('2026-10-25T01:30:00Z', 'Europe/London', sunday)).toEqual({ isOpen: true, changesAt: '2026-10-25T03:00:00.000Z' });
  });
});

describe('openState with holidays', () => {
  it("takes a holiday's hours instead of its weekday's, and skips a day closed all day", () => {
    const christmas: HolidayHours[] = [
      { holidayDate: '2026-12-24', openingTime: '09:00', closingTime: '12:00' },
      { holidayDate: '2026-12-25', openingTime: null, closingTime: null },
    ];
    // Thursday 24 December 11:00 GMT: open until noon, not 18:00.
    expect(state('2026-12-24T11:00:00Z', 'Europe/London', officeWeek, christmas)).toEqual({ isOpen: true, changesAt: '2026-12-24T12:00:00.000Z' });
    // After noon: Friday 25 is closed, Saturday 26 opens at 09:00.
    expect(state('2026-12-24T13:00:00Z', 'Europe/London', officeWeek, christmas)).toEqual({ isOpen: false, changesAt: '2026-12-26T09:00:00.000Z' });
  });

  it('reads the holiday date in the zone, not in UTC', () => {
    // 26 November 2026 03:00Z is still 25 November in Los Angeles (19:00 PST): Thanksgiving has not begun there.
    const thanksgiving: HolidayHours[] = [{ holidayDate: '2026-11-26', openingTime: null, closingTime: null }];
    const week = [1, 2, 3, 4, 5].map((d) => day(d, '08:00', '20:00'));
    expect(state('2026-11-26T03:00:00Z', 'America/Los_Angeles', week, thanksgiving)).toEqual({ isOpen: true, changesAt: '2026-11-26T04:00:00.000Z' });
    expect(state('2026-11-26T17:00:00Z', 'America/Los_Angeles', week, thanksgiving)).toEqual({ isOpen: false, changesAt: '2026-11-27T16:00:00.000Z' });
  });

  it('is closed with no next change when the tenant has no hours', () => {
    expect(state('2026-06-01T12:00:00Z', 'Europe/London', [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, null, null)))).toEqual({ isOpen: false, changesAt: null });
  });
});
