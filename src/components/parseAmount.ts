/**
 * An amount read back as a user types it (the currency inputs, AmountInput.tsx): a module of its own, loaded with
 * the inputs, not with every list that shows amounts (formats.ts).
 */
import { type NumberMarks, SPEC_MARKS } from './formats';

/** Whether `digits` are grouped by `mark` as thousands are: 1 to 3 digits, then groups of exactly 3. */
function groupedBy(digits: string, mark: string): boolean {
  const [first, ...groups] = digits.split(mark);
  return groups.length > 0 && /^\d{1,3}$/.test(first) && groups.every((g) => /^\d{3}$/.test(g));
}

/**
 * An amount as a user types it, in their language's marks (`marks`) or the other common ones: a currency symbol
 * or code before or after (`$`, `CA$`, `€`, `EUR`, `%`), spaces and thousands separators ignored. Both marks in
 * one number: the last is the decimal mark. One mark once: the language's decimal mark is one; the language's
 * thousands separator is one when three digits follow it (1,234 in English, 1.234 in Spanish), else it is taken
 * as the decimal mark (786,81 typed in English). null for nothing typed, NaN for text that is not an amount.
 */
export function parseAmount(text: string, marks: NumberMarks = SPEC_MARKS): number | null {
  const typed = text.replace(/[\s\u00a0\u202f]/g, '');
  if (typed === '') return null;
  const found = /^([-+]?)(?:[A-Z]{0,3}\p{Sc}|[A-Z]{3})?([-+]?)([\d.,]+)(?:\p{Sc}|[A-Z]{3}|%)?$/u.exec(typed);
  if (!found || (found[1] && found[2])) return Number.NaN;
  const negative = (found[1] || found[2]) === '-';
  const number = found[3];
  const lastPoint = number.lastIndexOf('.');
  const lastComma = number.lastIndexOf(',');
  let whole = number;
  let fraction = '';
  if (lastPoint >= 0 && lastComma >= 0) {
    const decimal = lastPoint > lastComma ? '.' : ',';
    const at = Math.max(lastPoint, lastComma);
    whole = number.slice(0, at);
    fraction = number.slice(at + 1);
    const thousands = decimal === '.' ? ',' : '.';
    if (!groupedBy(whole, thousands)) return Number.NaN;
    whole = whole.split(thousands).join('');
  } else if (lastPoint >= 0 || lastComma >= 0) {
    const mark = lastPoint >= 0 ? '.' : ',';
    const parts = number.split(mark);
    const asThousands = parts.length > 2 || (mark !== marks.decimal && groupedBy(number, mark));
    if (asThousands) {
      if (!groupedBy(number, mark)) return Number.NaN;
      whole = parts.join('');
    } else {
      [whole, fraction] = parts;
    }
  }
  if (whole === '' && fraction === '') return Number.NaN;
  const amount = Number(`${whole || '0'}.${fraction || '0'}`);
  return negative ? -amount : amount;
}
