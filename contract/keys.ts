/**
 * The field names a schema declares: an object's keys, or those of an array's
 * element; null for any other schema. Read from zod's definition without
 * importing zod, so the console's build of the contract carries these lists
 * as plain data (contract/browserBuild.ts) and no schema.
 */
type Def = { def?: { type?: string }; shape?: Record<string, unknown>; element?: unknown };

export function keysOf(schema: unknown): string[] | null {
  const s = schema as Def | undefined;
  if (s?.def?.type === 'array') return keysOf(s.element);
  if (s?.def?.type === 'object' && s.shape) return Object.keys(s.shape);
  return null;
}
