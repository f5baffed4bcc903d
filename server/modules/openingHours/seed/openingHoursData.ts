/**
 * The tenants of the demo (one per solution, spec §1), their standard weeks and their public holidays from
 * late 2026 through 2027: UK bank holidays (England and Wales, substitute days where the day falls on a
 * weekend) for UK/Europe, US federal holidays (observed on the nearest weekday) and a few Canadian ones for the
 * US/Canada desks. Times are wall-clock `HH:MM` in the tenant's zone; no times, closed all day.
 */
import { SOLUTIONS } from '../../../../contract/solutions';

export type Hours = readonly [opening: string, closing: string] | null;
export type SeedHoliday = readonly [date: string, name: string, hours: Hours];

export interface SeedTenant {
  platform: number;
  supportEmail: string;
  /** An IANA zone of the time zones catalogue. */
  timeZone: string;
  /** Monday first. */
  week: readonly [Hours, Hours, Hours, Hours, Hours, Hours, Hours];
  holidays: readonly SeedHoliday[];
}

const weekdays = (hours: Hours): [Hours, Hours, Hours, Hours, Hours] => [hours, hours, hours, hours, hours];

export const SEED_TENANTS: readonly SeedTenant[] = [
  {
    platform: SOLUTIONS.ukEurope,
    supportEmail: 'support.europe@scancal.example',
    timeZone: 'Europe/London',
    week: [...weekdays(['08:00', '18:00']), ['09:00', '13:00'], null],
    holidays: [
      ['2026-12-24', 'Christmas Eve', ['08:00', '13:00']],
      ['2026-12-25', 'Christmas Day', null],
      ['2026-12-28', 'Boxing Day (substitute day)', null],
      ['2026-12-31', "New Year's Eve", ['08:00', '16:00']],
      ['2027-01-01', "New Year's Day", null],
      ['2027-03-26', 'Good Friday', null],
      ['2027-03-29', 'Easter Monday', null],
      ['2027-05-03', 'Early May bank holiday', ['09:00', '13:00']],
      ['2027-05-31', 'Spring bank holiday', ['09:00', '13:00']],
      ['2027-08-30', 'Summer bank holiday', ['09:00', '13:00']],
      ['2027-12-24', 'Christmas Eve', ['08:00', '13:00']],
      ['2027-12-27', 'Christmas Day (substitute day)', null],
      ['2027-12-28', 'Boxing Day (substitute day)', null],
    ],
  },
  {
    platform: SOLUTIONS.glass,
    supportEmail: 'glass.support@scancal.example',
    timeZone: 'America/New_York',
    week: [...weekdays(['07:00', '19:00']), ['08:00', '14:00'], null],
    holidays: [
      ['2026-11-26', 'Thanksgiving Day', null],
      ['2026-11-27', 'Day after Thanksgiving', ['08:00', '14:00']],
      ['2026-12-24', 'Christmas Eve', ['07:00', '12:00']],
      ['2026-12-25', 'Christmas Day', null],
      ['2026-12-31', "New Year's Eve", ['07:00', '15:00']],
      ['2027-01-01', "New Year's Day", null],
      ['2027-05-31', 'Memorial Day', null],
      ['2027-07-01', 'Canada Day', ['09:00', '15:00']],
      ['2027-07-05', 'Independence Day (observed)', null],
      ['2027-09-06', 'Labor Day', null],
      ['2027-11-25', 'Thanksgiving Day', null],
      ['2027-12-24', 'Christmas Day (observed)', null],
    ],
  },
  {
    platform: SOLUTIONS.calibration,
    supportEmail: 'calibration.support@scancal.example',
    timeZone: 'America/Chicago',
    week: [['07:30', '18:00'], ['07:30', '18:00'], ['07:30', '18:00'], ['07:30', '18:00'], ['07:30', '17:00'], ['08:00', '12:00'], null],
    holidays: [
      ['2026-11-26', 'Thanksgiving Day', null],
      ['2026-12-24', 'Christmas Eve', ['07:30', '12:00']],
      ['2026-12-25', 'Christmas Day', null],
      ['2027-01-01', "New Year's Day", null],
      ['2027-01-18', 'Martin Luther King Jr. Day', ['09:00', '15:00']],
      ['2027-05-24', 'Victoria Day', ['09:00', '15:00']],
      ['2027-05-31', 'Memorial Day', null],
      ['2027-07-05', 'Independence Day (observed)', null],
      ['2027-09-06', 'Labor Day', null],
      ['2027-10-11', 'Thanksgiving (Canada)', ['09:00', '15:00']],
      ['2027-11-25', 'Thanksgiving Day', null],
      ['2027-12-24', 'Christmas Day (observed)', null],
    ],
  },
  {
    platform: SOLUTIONS.proTech,
    supportEmail: 'protech.support@scancal.example',
    timeZone: 'America/Los_Angeles',
    week: [...weekdays(['06:00', '17:00']), null, null],
    holidays: [
      ['2026-11-26', 'Thanksgiving Day', null],
      ['2026-12-24', 'Christmas Eve', ['06:00', '12:00']],
      ['2026-12-25', 'Christmas Day', null],
      ['2027-01-01', "New Year's Day", null],
      ['2027-05-31', 'Memorial Day', null],
      ['2027-07-05', 'Independence Day (observed)', null],
      ['2027-09-06', 'Labor Day', null],
      ['2027-11-25', 'Thanksgiving Day', null],
      ['2027-11-26', 'Day after Thanksgiving', ['06:00', '12:00']],
      ['2027-12-24', 'Christmas Day (observed)', null],
      ['2027-12-31', "New Year's Day (observed)", null],
    ],
  },
];

/**
 * The edits behind the demo's audit log, besides each holiday's scheduling: what the record held before
 * (its current state is the data above), when (UTC), and who.
 */
export const SEED_EDITS = {
  /** UK/Europe's support email, moved from the old helpdesk address. */
  supportEmail: { platform: SOLUTIONS.ukEurope, before: 'helpdesk.uk@scancal.example', at: '2026-10-05T09:12:00Z', by: 'demo.admin' },
  /** ProTech's, changed by the SuperAdmin. */
  proTechEmail: { platform: SOLUTIONS.proTech, before: 'support@protech.scancal.example', at: '2026-10-07T16:40:00Z', by: 'admin' },
  /** UK/Europe's Saturday, an hour longer; Glass's Sunday, now closed. */
  standardHours: [
    { platform: SOLUTIONS.ukEurope, weekday: 6, before: ['09:00', '12:00'] as Hours, at: '2026-10-05T09:20:00Z', by: 'demo.admin' },
    { platform: SOLUTIONS.glass, weekday: 7, before: ['10:00', '14:00'] as Hours, at: '2026-10-12T14:05:00Z', by: 'demo.admin' },
  ],
  /** Calibration's Christmas Eve, first scheduled closed, then given morning hours. */
  holidayChanged: { platform: SOLUTIONS.calibration, date: '2026-12-24', before: null as Hours, at: '2026-11-16T15:30:00Z', by: 'demo.admin' },
  /** ProTech's day after Thanksgiving 2026, scheduled, then deleted: the desk opens as usual. */
  holidayDeleted: { platform: SOLUTIONS.proTech, holiday: ['2026-11-27', 'Day after Thanksgiving', ['06:00', '12:00']] as SeedHoliday, at: '2026-11-18T17:45:00Z', by: 'demo.admin' },
  /** When each tenant's holidays were scheduled, a minute apart (by demo.admin). */
  scheduledFrom: '2026-10-19T13:00:00Z',
} as const;
