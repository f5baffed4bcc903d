/**
 * A field's source may name a nested value (`discount.amount`, as the spec nests
 * a product-add discount's type and amount): read and write it by its path.
 */
export function valueAt(record: Record<string, unknown>, source: string): unknown {
  let value: unknown = record;
  for (const key of source.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A copy of the record with the value at `source` replaced (nested objects copied, never shared). */
export function withValue<T extends Record<string, unknown>>(record: T, source: string, value: unknown): T {
  const [key, ...rest] = source.split('.');
  if (rest.length === 0) return { ...record, [key]: value };
  const inner = record[key];
  return { ...record, [key]: withValue(inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>) : {}, rest.join('.'), value) };
}
