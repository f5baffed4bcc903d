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

type Depth = [never, 0, 1, 2];

/**
 * The paths a field's `source` may name in a record of type T (`name`, `discount.amount`): its keys, and the keys
 * of the objects it nests (not of lists), a few levels deep. A union gives the paths of each of its members, so a
 * resource whose list rows and edited records differ names the fields of both. `Record<string, unknown>`: any.
 */
export type FieldPath<T, D extends number = 3> = [D] extends [never]
  ? never
  : T extends readonly unknown[]
    ? never
    : T extends object
      ? { [K in keyof T & string]: K | NestedPath<K, NonNullable<T[K]>, D> }[keyof T & string]
      : never;

type NestedPath<K extends string, V, D extends number> = V extends readonly unknown[] ? never : V extends object ? `${K}.${FieldPath<V, Depth[D]>}` : never;
