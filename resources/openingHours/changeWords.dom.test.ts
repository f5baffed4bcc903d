/** An audit entry told in words, in English and Spanish: the record named, then what differs; a creation or deletion by its values. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/openingHours';
import { locales, messagesFor } from '../../i18n/i18nProvider';
import { changeWords } from './changeWords';

// The messages with every area (tests/setup/jsdom.ts loads them, the Spanish ones too).
const translateIn = (locale: 'en' | 'es') => polyglotI18nProvider((l) => messagesFor(l) as never, locale, locales, { allowMissing: true }).translate;
const en = translateIn('en');
const es = translateIn('es');

type Change = Pick<AuditEntry, 'kind' | 'recordId' | 'before' | 'after'>;
const day = (openingTime: string | null, closingTime: string | null) => ({ id: 3, tenantId: 1, weekday: 1, openingTime, closingTime, version: 2 });
const holiday = (fields: Record<string, unknown>) => ({ id: 9, tenantId: 1, holidayDate: '2026-12-25', name: 'Christmas Day', openingTime: null, closingTime: null, version: 1, ...fields });

describe('changeWords', () => {
  it('names a standard day by its weekday and tells its hours before and after, closed as Closed', () => {
    const entry: Change = { kind: 'standardHours', recordId: 3, before: day('08:00', '17:00'), after: { ...day('09:00', '17:00'), version: 3 } };
    expect(changeWords(entry, en)).toBe('Monday — Hours: 08:00 – 17:00 → 09:00 – 17:00');
    const closed: Change = { kind: 'standardHours', recordId: 3, before: day('08:00', '17:00'), after: day(null, null) };
    expect(changeWords(closed, en)).toBe('Monday — Hours: 08:00 – 17:00 → Closed');
    expect(changeWords(closed, es)).toBe('Lunes — Horario: de 08:00 a 17:00 → Cerrado');
  });

  it('names a holiday by its date (MM/DD/YYYY) and name, and tells a changed date as dates', () => {
    const moved: Change = { kind: 'holidayChanged', recordId: 9, before: holiday({}), after: holiday({ holidayDate: '2026-12-26', name: 'Boxing Day', openingTime: '10:00', closingTime: '14:00' }) };
    expect(changeWords(moved, en)).toBe(
      'Holiday 12/26/2026 Boxing Day — Date: 12/25/2026 → 12/26/2026; Name: Christmas Day → Boxing Day; Hours: Closed all day → 10:00 – 14:00',
    );
  });

  it("tells a holiday added or deleted by its record's values", () => {
    const added: Change = { kind: 'holidayAdded', recordId: 9, before: null, after: holiday({ openingTime: '09:00', closingTime: '13:00' }) };
    expect(changeWords(added, en)).toBe('Holiday 12/25/2026 Christmas Day — 09:00 – 13:00');
    const deleted: Change = { kind: 'holidayDeleted', recordId: 9, before: holiday({}), after: null };
    expect(changeWords(deleted, es)).toBe('Festivo 12/25/2026 Christmas Day — Cerrado todo el día');
  });

  it('tells a support email change as the support email from one address to the other, however the record spells it', () => {
    const entry: Change = { kind: 'supportEmail', recordId: 1, before: { ID: 1, SupportEmail: 'desk@example.com', version: 1 }, after: { ID: 1, SupportEmail: 'help@example.com', version: 2 } };
    expect(changeWords(entry, en)).toBe('Support email: desk@example.com → help@example.com');
    const camel: Change = { ...entry, before: { supportEmail: '' }, after: { supportEmail: 'help@example.com' } };
    expect(changeWords(camel, es)).toBe('Correo de soporte: (vacío) → help@example.com');
  });

  it('names the record alone when no field it tells changed (its version only)', () => {
    expect(changeWords({ kind: 'standardHours', recordId: 3, before: day('08:00', '17:00'), after: { ...day('08:00:00', '17:00'), version: 9 } }, en)).toBe('Monday');
  });
});
