import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, fromZonedInput, knownZone, toZonedInput, zoneName } from './zonedFormats';

describe('dates in a shop’s time zone', () => {
  it('show the spec’s pattern in a US zone, with its abbreviation, summer and winter', () => {
    expect(formatZonedDateTime('2025-03-14T18:05:09Z', 'America/New_York')).toBe('03/14/2025 02:05:09 pm EDT');
    expect(formatZonedDateTime('2025-01-02T05:09:30.123Z', 'America/New_York')).toBe('01/02/2025 12:09:30 am EST');
    expect(formatZonedDateTime('2025-07-01T19:00:00Z', 'America/Phoenix')).toBe('07/01/2025 12:00:00 pm MST');
  });

  it('show the spec’s pattern in a European zone, with its abbreviation, the day changed by the offset', () => {
    expect(formatZonedDateTime('2025-07-01T22:30:00Z', 'Europe/Paris')).toBe('07/02/2025 12:30:00 am CEST');
    expect(formatZonedDateTime('2025-12-24T16:45:00Z', 'Europe/Madrid')).toBe('12/24/2025 05:45:00 pm CET');
    expect(formatZonedDateTime('2025-07-01T12:00:00Z', 'Europe/London')).toBe('07/01/2025 01:00:00 pm BST');
  });

  it('name a zone without an abbreviation by its offset', () => {
    expect(zoneName(new Date('2025-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe('GMT+5:30');
  });

  it('use the browser’s zone, named, when the shop has none or an unknown one', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(knownZone(null)).toBe('America/Los_Angeles');
      expect(knownZone('Mars/Olympus_Mons')).toBe('America/Los_Angeles');
      expect(formatZonedDateTime('2025-03-14T18:05:09Z', null)).toBe('03/14/2025 11:05:09 am PDT');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('leave no date or an invalid one empty', () => {
    expect(formatZonedDateTime(null, 'Europe/Paris')).toBe('');
    expect(formatZonedDateTime('', 'Europe/Paris')).toBe('');
    expect(formatZonedDateTime('not a date', 'Europe/Paris')).toBe('');
  });
});

describe('a date-time input in a shop’s time zone', () => {
  it('shows the date as read in the zone', () => {
    expect(toZonedInput('2025-03-14T18:05:09Z', 'America/New_York')).toBe('2025-03-14T14:05');
    expect(toZonedInput('2025-07-01T22:30:00Z', 'Europe/Paris')).toBe('2025-07-02T00:30');
  });

  it('gives back ISO 8601 with the zone’s offset at that date', () => {
    expect(fromZonedInput('2025-03-14T14:05', 'America/New_York')).toBe('2025-03-14T14:05:00-04:00');
    expect(fromZonedInput('2025-01-14T14:05', 'America/New_York')).toBe('2025-01-14T14:05:00-05:00');
    expect(fromZonedInput('2025-07-02T00:30', 'Europe/Paris')).toBe('2025-07-02T00:30:00+02:00');
    expect(fromZonedInput('2025-12-24T17:45:30', 'Europe/Madrid')).toBe('2025-12-24T17:45:30+01:00');
    expect(fromZonedInput('2025-07-01T12:00', 'Asia/Kolkata')).toBe('2025-07-01T12:00:00+05:30');
    expect(fromZonedInput('', 'Europe/Paris')).toBeNull();
  });

  it('round-trips across the zones', () => {
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Europe/Berlin', 'UTC']) {
      const iso = fromZonedInput('2025-10-26T09:15', zone) as string;
      expect(toZonedInput(iso, zone)).toBe('2025-10-26T09:15');
    }
  });
});
