import { describe, expect, it } from 'vitest';
import { csvCell } from '../../contract/csv';
import { toCsv } from './csv';
import { formatCurrency, formatDate, formatDateTime } from './formats';

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
