import { describe, expect, it } from 'vitest';
import { csvCell } from '../../contract/csv';
import { toCsv } from './csv';
import { formatAmount, formatCurrency, formatDate, formatDateTime } from './formats';
import { parseAmount } from './parseAmount';

describe('the spec formats', () => {
  it('shows dates as MM/DD/YYYY hh:mm:ss am/pm', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 15, 4, 5))).toBe('11/22/2026 03:04:05 pm');
    expect(formatDateTime(new Date(2026, 0, 2, 0, 9, 30))).toBe('01/02/2026 12:09:30 am');
    expect(formatDateTime(new Date(2026, 5, 30, 12, 0, 0))).toBe('06/30/2026 12:00:00 pm');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows a date-only value as that calendar day, west of UTC too', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatDate('2026-01-01')).toBe('01/01/2026');
      expect(formatDate(new Date(2026, 10, 22, 23, 0))).toBe('11/22/2026');
      expect(formatDate(null)).toBe('');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('shows currency with $, two decimals and comma thousands', () => {
    expect(formatCurrency(1234567.891)).toBe('$1,234,567.89');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(-45.5)).toBe('-$45.50');
    expect(formatCurrency('12')).toBe('$12.00');
    expect(formatCurrency(999.999, '€')).toBe('€1,000.00');
    expect(formatCurrency(undefined)).toBe('');
  });

  it('groups and marks amounts as the language writes them: 1,234.56 in English, 1.234,56 in Spanish', () => {
    const es = { thousands: '.', decimal: ',' };
    expect(formatAmount(786.81)).toBe('786.81');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(1234.5, 2, es)).toBe('1.234,50');
    expect(formatCurrency(1234567.891, '$', 2, es)).toBe('$1.234.567,89');
    expect(formatCurrency(-45.5, '£', 2, es)).toBe('-£45,50');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount('')).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });
});

describe('an amount as typed', () => {
  const es = { thousands: '.', decimal: ',' };
  it.each([
    ['1,234.5', 1234.5],
    ['$1234', 1234],
    ['$1,234,567.89', 1234567.89],
    ['1,234', 1234],
    ['786.81', 786.81],
    // The other mark as the decimal one when it cannot be a thousands separator.
    ['786,81', 786.81],
    ['1.234,5', 1234.5],
    ['CA$ 12', 12],
    ['12 USD', 12],
    ['-$45.50', -45.5],
    ['$-45.50', -45.5],
    ['.5', 0.5],
    ['  7  ', 7],
  ])('reads %s in English as %d', (typed, amount) => expect(parseAmount(typed)).toBe(amount));

  it.each([
    ['1.234,5', 1234.5],
    ['1.234', 1234],
    ['1234,56', 1234.56],
    ['1,5', 1.5],
    ['1.234.567,89 €', 1234567.89],
    // Typed with the English marks: both marks, the last is the decimal one.
    ['1,234.5', 1234.5],
    ['$1234', 1234],
    ['12.5 %', 12.5],
  ])('reads %s in Spanish as %d', (typed, amount) => expect(parseAmount(typed, es)).toBe(amount));

  it('reads nothing typed as no amount, and text that is not an amount as NaN', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('   ')).toBeNull();
    for (const bad of ['abc', '12abc', '1,23,4', '1.234.5', '1,234,5.6', '$', ',', '--5', '-$-5', '1e5', '12$$']) expect(parseAmount(bad), bad).toBeNaN();
  });
});

describe('CSV', () => {
  it('quotes as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    for (const bad of ['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', '\rx', '\0x']) expect(csvCell(bad).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('leaves a negative number the number it is', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(-0.5)).toBe('-0.5');
  });

  it('writes a header of labels and one line per row, in column order', () => {
    const csv = toCsv([{ make: 'Audi', isInactive: false, secret: 'x' }], [
      { source: 'make', label: 'Make' },
      { source: 'isInactive', label: 'Inactive', format: (v) => (v ? 'Yes' : 'No') },
    ]);
    expect(csv).toBe('Make,Inactive\r\nAudi,No\r\n');
  });
});
