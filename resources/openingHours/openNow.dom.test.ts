/** Open now and when that changes, in the tenant's zone with the zone shown; the week at a glance. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { locales, messagesFor } from '../../i18n/i18nProvider';
import { openNowText } from './openNow';
import { weekSummary } from './weekSummary';

const translateIn = (locale: 'en' | 'es') => polyglotI18nProvider((l) => messagesFor(l) as never, locale, locales, { allowMissing: true }).translate;
const en = translateIn('en');
// Wednesday 14 January 2026, 10:00 in London.
const now = new Date('2026-01-14T10:00:00Z');

describe('openNowText', () => {
  it('says when an open tenant closes today, in its zone', () => {
    expect(openNowText({ timeZone: 'Europe/London', openNow: { isOpen: true, changesAt: '2026-01-14T18:00:00Z' } }, now, en)).toBe('Open · closes 6:00 pm GMT');
    expect(openNowText({ timeZone: 'America/New_York', openNow: { isOpen: true, changesAt: '2026-01-14T22:00:00Z' } }, now, en)).toBe('Open · closes 5:00 pm EST');
  });

  it('adds the weekday when the change is later this week, the date beyond it, in Spanish too', () => {
    expect(openNowText({ timeZone: 'Europe/London', openNow: { isOpen: false, changesAt: '2026-01-19T09:00:00Z' } }, now, en)).toBe('Closed · opens Mon 9:00 am GMT');
    expect(openNowText({ timeZone: 'Europe/London', openNow: { isOpen: false, changesAt: '2026-01-19T09:00:00Z' } }, now, translateIn('es'))).toBe('Cerrado · abre Lun 9:00 am GMT');
    expect(openNowText({ timeZone: 'Europe/London', openNow: { isOpen: false, changesAt: '2026-02-02T09:30:00Z' } }, now, en)).toBe('Closed · opens 02/02/2026 9:30 am GMT');
  });

  it('says open or closed alone when it never changes', () => {
    expect(openNowText({ timeZone: 'Europe/London', openNow: { isOpen: false, changesAt: null } }, now, en)).toBe('Closed');
  });
});

describe('weekSummary', () => {
  it('tells consecutive days with the same hours once, Monday first', () => {
    const hours = (weekday: number, openingTime: string | null, closingTime: string | null) => ({ weekday, openingTime, closingTime });
    const week = [hours(7, null, null), hours(6, '09:00', '13:00'), ...[1, 2, 3, 4, 5].map((d) => hours(d, '08:00', '17:00'))];
    expect(weekSummary(week, en)).toBe('Mon–Fri 08:00 – 17:00 · Sat 09:00 – 13:00 · Sun Closed');
    expect(weekSummary([], en)).toBe('');
  });
});
