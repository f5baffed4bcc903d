/** The hours dialog's rules (the contract's, by field) and a refused save read back onto its fields in the console's language. */
import { HttpError } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { locales, messagesFor } from '../../i18n/i18nProvider';
import { hoursProblems, readRefusal, valuesOf } from './hoursForm';

const translateIn = (locale: 'en' | 'es') => polyglotI18nProvider((l) => messagesFor(l) as never, locale, locales, { allowMissing: true }).translate;
const values = (v: Partial<ReturnType<typeof valuesOf>>) => ({ ...valuesOf(null), ...v });

describe('hoursProblems', () => {
  it('asks for both times or neither, and the opening before the closing, on the field hoursProblem names', () => {
    expect(hoursProblems('standard', values({}))).toEqual({});
    expect(hoursProblems('standard', values({ openingTime: '08:00', closingTime: '17:00' }))).toEqual({});
    expect(hoursProblems('standard', values({ openingTime: '08:00' }))).toEqual({ closingTime: 'resources.openingHours.rules.bothOrNeither' });
    expect(hoursProblems('standard', values({ closingTime: '17:00' }))).toEqual({ openingTime: 'resources.openingHours.rules.bothOrNeither' });
    expect(hoursProblems('standard', values({ openingTime: '17:00', closingTime: '08:00' }))).toEqual({ closingTime: 'resources.openingHours.rules.openingBeforeClosing' });
  });

  it("asks a holiday for its date and name too, a standard day not", () => {
    expect(hoursProblems('holiday', values({ name: '  ' }))).toEqual({ holidayDate: 'resources.openingHours.dialog.required', name: 'resources.openingHours.dialog.required' });
    expect(hoursProblems('holiday', values({ holidayDate: '2026-12-25', name: 'x'.repeat(101) }))).toEqual({ name: 'resources.openingHours.dialog.name_too_long' });
    expect(hoursProblems('holiday', values({ holidayDate: '2026-12-25', name: 'Christmas Day' }))).toEqual({});
  });
});

describe('readRefusal', () => {
  const duplicate = new HttpError('La fecha seleccionada ya está programada.', 409, {
    message: 'whatever the server says',
    code: 'duplicate',
    errors: [{ field: 'holidayDate', message: 'The selected date has already been scheduled.' }],
  });

  it("tells a 409 duplicate on the date, in the console's language whatever the server wrote", () => {
    expect(readRefusal(duplicate, 'holiday', translateIn('en'))).toEqual({ fields: { holidayDate: 'The selected date has already been scheduled.' }, message: null, stale: false });
    expect(readRefusal(duplicate, 'holiday', translateIn('es'))).toEqual({ fields: { holidayDate: 'La fecha seleccionada ya está programada.' }, message: null, stale: false });
    const bare = new HttpError('duplicate', 409, { code: 'duplicate' });
    expect(readRefusal(bare, 'holiday', translateIn('en')).fields).toEqual({ holidayDate: 'The selected date has already been scheduled.' });
  });

  it('tells a stale edit apart', () => {
    expect(readRefusal(new HttpError('changed', 409, { code: 'stale' }), 'standard', translateIn('en'))).toEqual({ fields: {}, message: null, stale: true });
  });

  it("puts field errors on the dialog's fields (a contract rule in the console's language), the others in the message", () => {
    const refused = new HttpError('closingTime: Opening time must be earlier than closing time.; tenantId: must be a tenant id', 400, {
      errors: [
        { field: 'closingTime', message: 'Opening time must be earlier than closing time.' },
        { field: 'tenantId', message: 'must be a tenant id' },
      ],
    });
    expect(readRefusal(refused, 'standard', translateIn('es'))).toEqual({
      fields: { closingTime: 'La hora de apertura debe ser anterior a la hora de cierre.' },
      message: refused.message,
      stale: false,
    });
    const onName = new HttpError('name: must not be empty', 400, { errors: [{ field: 'name', message: 'no debe estar vacío' }] });
    expect(readRefusal(onName, 'holiday', translateIn('es'))).toEqual({ fields: { name: 'no debe estar vacío' }, message: null, stale: false });
  });
});
