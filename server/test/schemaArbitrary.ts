/**
 * Inputs an endpoint accepts, generated from its contract schema (zod's own definitions, walked as data): objects
 * with their required keys and some optional ones, strings within their lengths and formats, integers within their
 * bounds (small ones favoured: they are the ids and choices that exist), enums, unions, lists. Refinements are
 * functions, not data: a text is now and then one of the contract's own words (`words`: a dashboard's columns, a
 * lookup key) so that a field naming one of them passes, and an input may still be refused (a date range out of
 * order), which the junk test counts. A query's values are written as the strings a query string carries.
 */
import fc from 'fast-check';
import { DATE_YEARS } from '../../contract/fields';

// biome-ignore lint/suspicious/noExplicitAny: zod's definitions are walked as data, whatever their type
type Schema = any;
export type Where = 'body' | 'query';

const MAX_ITEMS = 3;
/** The longest text generated: a field's maximum is tried by the junk, not by every valid input. */
const LONGEST = 40;

const two = (n: number) => String(n).padStart(2, '0');
const isoDay = fc
  .record({ y: fc.integer({ min: DATE_YEARS.first, max: DATE_YEARS.last }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
  .map(({ y, m, d }) => `${y}-${two(m)}-${two(d)}`);
/** Recent days, as the console sends them: most ranges hold data then. */
const recentDay = fc.integer({ min: 0, max: 3 * 365 }).map((daysAgo) => new Date(Date.UTC(2026, 0, 1) - daysAgo * 86_400_000).toISOString().slice(0, 10));
const isoDateTime = fc.tuple(fc.oneof(recentDay, isoDay), fc.integer({ min: 0, max: 86_399 })).map(([day, s]) => `${day}T${two(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}Z`);

function stringArbitrary(s: Schema, def: Schema, words: readonly string[]): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? LONGEST, LONGEST));
  const pattern: RegExp | undefined = (def.checks ?? []).map((c: Schema) => c._zod.def.pattern).find((p: unknown) => p instanceof RegExp);
  switch (s.format) {
    case 'date':
      return fc.oneof(recentDay, isoDay);
    case 'datetime':
      return isoDateTime;
    case 'email':
      // fast-check's addresses use characters zod's email pattern does not take.
      return fc.stringMatching(/^[a-z0-9]{1,12}@[a-z0-9]{1,12}\.(com|org|test)$/);
    case 'uuid':
    case 'guid':
      return fc.uuid();
  }
  const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY) && (!pattern || pattern.test(v));
  // stringMatching takes no flags: a case-insensitive pattern's own case matches too. Not filtered by length: a filter
  // a pattern seldom meets (an exact length) would spin, and a text of another length is only refused.
  const free = pattern
    ? fc.stringMatching(new RegExp(pattern.source))
    : fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }));
  const fitting = words.filter(fits);
  return fitting.length ? fc.oneof(free, fc.constantFrom(...fitting)) : free;
}

function numberArbitrary(n: Schema): fc.Arbitrary<number> {
  const min = Math.max(n.minValue ?? -(2 ** 31), -Number.MAX_SAFE_INTEGER);
  const max = Math.min(n.maxValue ?? 2 ** 31 - 1, Number.MAX_SAFE_INTEGER);
  if (n.isInt) {
    const low = Math.ceil(min);
    const high = Math.floor(max);
    const from = Math.max(low, Math.min(0, high));
    const tiny = fc.integer({ min: from, max: Math.min(high, Math.max(low, 0) + 8) });
    const small = fc.integer({ min: from, max: Math.min(high, Math.max(low, 0) + 40) });
    return fc.oneof({ weight: 3, arbitrary: tiny }, { weight: 2, arbitrary: small }, { weight: 2, arbitrary: fc.integer({ min: low, max: high }) });
  }
  return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** A query string carries text: numbers and booleans as written, no nulls. */
const asQueryValue = (v: unknown): unknown => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);

const hasTransform = (s: Schema): boolean => {
  const def = s._zod.def;
  return def.type === 'transform' || (def.type === 'pipe' && (hasTransform(def.in) || hasTransform(def.out)));
};

/** An arbitrary of the values `schema` accepts (as far as its declarations say), for a body or a query. */
export function validInput(schema: Schema, where: Where, words: readonly string[] = [], depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (s: Schema) => validInput(s, where, words, depth + 1);
  switch (def.type) {
    case 'object': {
      const entries = Object.entries(def.shape as Record<string, Schema>);
      // Every key drawn, an optional one now and then as undefined: absent (optional fields are present most of the time, for the junk to reach them).
      const shape = Object.fromEntries(entries.map(([k, v]) => [k, inner(v)]));
      return fc.record(shape).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    case 'array': {
      const min = (def.checks ?? []).map((c: Schema) => c._zod.def.minimum).find((m: unknown) => typeof m === 'number') ?? 0;
      const max = (def.checks ?? []).map((c: Schema) => c._zod.def.maximum).find((m: unknown) => typeof m === 'number') ?? MAX_ITEMS;
      const exact = (def.checks ?? []).map((c: Schema) => c._zod.def.length).find((m: unknown) => typeof m === 'number');
      return fc.array(inner(def.element), { minLength: exact ?? min, maxLength: exact ?? Math.max(min, Math.min(max, MAX_ITEMS)) });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: MAX_ITEMS });
    case 'tuple':
      return fc.tuple(...def.items.map(inner));
    case 'union':
      return fc.oneof(...def.options.map(inner));
    case 'intersection':
      return inner(def.left);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return where === 'query' ? inner(def.innerType) : fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      // The input side is what a caller sends; without a transform between, the output side is the stricter (a trimmed text, then an email).
      return hasTransform(schema) ? inner(def.in) : inner(def.out);
    case 'lazy':
      return depth > 6 ? fc.constant(undefined) : inner(def.getter());
    case 'string':
      return stringArbitrary(schema, def, words);
    case 'number':
      return numberArbitrary(schema).map((n) => (where === 'query' ? asQueryValue(n) : n));
    case 'boolean':
      return fc.boolean().map((b) => (where === 'query' ? asQueryValue(b) : b));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** What a leaf of an input is, as junk aims at it: free text, a number, a date, or something else (a choice, a pattern, a flag). */
export type LeafKind = 'text' | 'number' | 'date' | 'other';

/** The kind of the leaf at `path` in `value`, a value of `schema` (the value decides which of a union's options it is). */
export function kindAt(schema: Schema, path: readonly (string | number)[], value: unknown): LeafKind {
  const def = schema._zod.def;
  const [key, ...rest] = path;
  const below = key === undefined ? undefined : (value as Record<string | number, unknown> | null | undefined)?.[key];
  switch (def.type) {
    case 'object':
      return key !== undefined && def.shape[key] ? kindAt(def.shape[key], rest, below) : 'other';
    case 'array':
      return key === undefined ? 'other' : kindAt(def.element, rest, below);
    case 'record':
      return key === undefined ? 'other' : kindAt(def.valueType, rest, below);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return kindAt(def.innerType, path, value);
    case 'pipe':
      return kindAt(hasTransform(schema) ? def.in : def.out, path, value);
    case 'union': {
      const option = def.options.find((o: Schema) => o._zod.def.type === (typeof value === 'number' ? 'number' : 'string'));
      return option ? kindAt(option, path, value) : 'other';
    }
    case 'lazy':
      return kindAt(def.getter(), path, value);
    case 'number':
      return path.length === 0 ? 'number' : 'other';
    case 'string': {
      if (path.length > 0) return 'other';
      if (schema.format === 'date' || schema.format === 'datetime') return 'date';
      const patterned = schema.format || (def.checks ?? []).some((c: Schema) => c._zod.def.pattern instanceof RegExp || c._zod.def.check === 'custom');
      return patterned ? 'other' : 'text';
    }
    default:
      return 'other';
  }
}
