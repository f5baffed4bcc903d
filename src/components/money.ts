/**
 * Money as the console shows it (spec §2): the symbol ($ by default: the configured `currencySymbol`, or the
 * symbol of the record's currency, an item of billing.currency whose `stringValue` holds it), 2 decimals, and the
 * thousands and decimal marks of the console's language (`app.format.thousands`, `app.format.decimal`: 1,234.56 in
 * English, 1.234,56 in Spanish). The CSV keeps a plain number (csvAmount). Typed in AmountInput.tsx.
 */
import { configuration } from '../../authProvider/configuration';
import type { FieldDef } from '../declare/defineResource';
import { formatAmount, formatCurrency, type NumberMarks, SPEC_MARKS } from './formats';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = Record<string, unknown>;

/** The marks the console's language writes numbers with. */
export const numberMarks = (translate: Translate): NumberMarks => ({
  thousands: translate('app.format.thousands', { _: SPEC_MARKS.thousands }),
  decimal: translate('app.format.decimal', { _: SPEC_MARKS.decimal }),
});

/** The symbol of an amount whose record names no currency: the configured one, else $. */
export function defaultCurrencySymbol(): string {
  const configured = configuration().currencySymbol;
  return typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : '$';
}

/** The text of an amount in a list cell: a percent (`percentWhen`) as 12.50 %, money with the default symbol. */
export function amountText(field: FieldDef, record: Row, value: unknown, translate: Translate): string {
  const marks = numberMarks(translate);
  if (field.percentWhen?.(record)) {
    const text = formatAmount(value, 2, marks);
    return text && `${text} %`;
  }
  return formatCurrency(value, defaultCurrencySymbol(), 2, marks);
}

/**
 * An amount in a CSV cell: a plain number (at most 2 decimals, a point, no symbol nor thousands separator), so that
 * a spreadsheet or a program reads it as a number in any language; '' for none.
 */
export function csvAmount(value: unknown): number | '' {
  const text = formatAmount(value, 2, { thousands: '', decimal: '.' });
  return text === '' ? '' : Number(text);
}
