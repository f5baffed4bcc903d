import { describe, expect, it } from 'vitest';
import { type FieldOf, fieldError } from './defineResource';
import { valueAt, withValue } from './fieldPath';

describe('a field named by its path', () => {
  it('reads and writes a nested value without touching the original record', () => {
    const record = { id: 3, discount: { typeId: 1, amount: 5 } };
    const changed = withValue(record, 'discount.amount', 7.5);
    expect(valueAt(changed, 'discount.amount')).toBe(7.5);
    expect(valueAt(changed, 'discount.typeId')).toBe(1);
    expect(record.discount.amount).toBe(5);
    expect(valueAt({ discount: null }, 'discount.amount')).toBeUndefined();
    expect(withValue({}, 'a.b.c', 1)).toEqual({ a: { b: { c: 1 } } });
  });
});

describe('a field held to its record type (defineResource<R>)', () => {
  type Discount = { id: number; discount: { typeId: number; amount: number } | null; files: { name: string }[] };
  it('names a key, a nested key, or a column computed from the row', () => {
    const fields: FieldOf<Discount>[] = [
      { source: 'id', kind: 'integer' },
      { source: 'discount.amount', kind: 'currency' },
      { source: 'total', kind: 'text', compute: () => 0 },
    ];
    expect(fields.map((f) => f.source)).toEqual(['id', 'discount.amount', 'total']);
  });
  it('refuses a source its records do not have (the typecheck fails on the lines marked)', () => {
    const fields: FieldOf<Discount>[] = [
      // @ts-expect-error: no such key
      { source: 'amount', kind: 'currency' },
      // @ts-expect-error: a list's items are not a record's fields
      { source: 'files.name', kind: 'text' },
    ];
    expect(fields).toHaveLength(2);
  });
});

describe('shares in percent (a business manufacturers)', () => {
  const field = { source: 'manufacturers', kind: 'lookupPercent' as const };
  it('accepts distinct items whose percents make at most 100', () => {
    expect(fieldError(field, [])).toBeNull();
    expect(fieldError(field, [{ id: 1, percent: 60 }, { id: 2, percent: 40 }])).toBeNull();
  });
  it('names what is wrong', () => {
    expect(fieldError(field, [{ id: null, percent: 10 }])?.message).toBe('app.validation.share_item');
    expect(fieldError(field, [{ id: 1, percent: 10 }, { id: 1, percent: 20 }])?.message).toBe('app.validation.share_repeated');
    expect(fieldError(field, [{ id: 1, percent: 101 }])?.message).toBe('app.validation.share_percent');
    expect(fieldError(field, [{ id: 1, percent: 70 }, { id: 2, percent: 40 }])).toEqual({ message: 'app.validation.share_total', args: { total: 110 } });
  });
});
