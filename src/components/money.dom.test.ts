import { describe, expect, it } from 'vitest';
import { storeConfiguration } from '../../authProvider/configuration';
import type { FieldDef } from '../declare/defineResource';
import { amountText, csvAmount, numberMarks } from './money';

const messages: Record<string, Record<string, string>> = {
  en: { 'app.format.thousands': ',', 'app.format.decimal': '.' },
  es: { 'app.format.thousands': '.', 'app.format.decimal': ',' },
};
const translator = (locale: string) => (key: string) => messages[locale][key] ?? key;
const amount: FieldDef = { source: 'amount', kind: 'currency', percentWhen: (r) => r.typeId === 1 };

describe('money as the console shows it', () => {
  it('reads the marks of the console’s language', () => {
    expect(numberMarks(translator('en'))).toEqual({ thousands: ',', decimal: '.' });
    expect(numberMarks(translator('es'))).toEqual({ thousands: '.', decimal: ',' });
  });

  it('shows an amount with $ by default, 2 decimals and the language’s thousands, a percent as a percent', () => {
    expect(amountText(amount, { typeId: 2 }, 786.81, translator('en'))).toBe('$786.81');
    expect(amountText(amount, { typeId: 2 }, 1234567.5, translator('en'))).toBe('$1,234,567.50');
    expect(amountText(amount, { typeId: 2 }, 1234567.5, translator('es'))).toBe('$1.234.567,50');
    expect(amountText(amount, { typeId: 1 }, 12.5, translator('es'))).toBe('12,50 %');
    expect(amountText(amount, { typeId: 2 }, null, translator('en'))).toBe('');
  });

  it('shows the configured symbol (configuration value currencySymbol) in place of $', () => {
    storeConfiguration({ currencySymbol: '€' });
    try {
      expect(amountText(amount, {}, 5, translator('en'))).toBe('€5.00');
    } finally {
      storeConfiguration({});
    }
  });

  it('keeps an amount a plain number in the CSV, in any language', () => {
    expect(csvAmount(1234567.891)).toBe(1234567.89);
    expect(csvAmount('12.5')).toBe(12.5);
    expect(csvAmount(-3)).toBe(-3);
    expect(csvAmount(null)).toBe('');
  });
});
