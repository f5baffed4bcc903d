/** A cell read as its field's kind (./convert.ts): numbers as people and our exports write them, guarded cells as they were. */
import { describe, expect, it } from 'vitest';
import { cellValue } from './convert';

const number = (text: string) => cellValue(text, { source: 'rate', kind: 'number' }, new Map());
const text = (cell: string) => cellValue(cell, { source: 'name', kind: 'text' }, new Map());

describe('a cell', () => {
  it('reads a number with its decimal point or comma, and thousands only where they cannot be decimals', () => {
    expect(['14.975', '1,234.50', '1.234,50', '1.234.567', '12,5', '-3', '$ 12.00', '€12,5', '0'].map(number)).toEqual([14.975, 1234.5, 1234.5, 1234567, 12.5, -3, 12, 12.5, 0]);
    expect(() => number('12 apples')).toThrow(/is not a number/);
  });

  it('reads a text our export guarded against formula injection as it was, and any other apostrophe as it is', () => {
    expect(["'+1 855 288 3587", "'=SUM(A1)", "'@home", "'-5", "'quoted", "O'Brien"].map(text)).toEqual(['+1 855 288 3587', '=SUM(A1)', '@home', '-5', "'quoted", "O'Brien"]);
  });
});
