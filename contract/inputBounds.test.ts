/**
 * Every input the API takes has its bounds, declared in the contract: the walk reads each endpoint's query and body
 * schema (zod's own definitions) down to its leaves and fails on a string without a maximum length, an integer that
 * may leave PostgreSQL's integer (but for an id of a bigint column, fields.ts bigintId), a number without bounds, a
 * list without a maximum size, a date or date-time without the year rule (fields.ts inDateYears), and a field that
 * takes anything. A new endpoint that forgets one fails here, named by its path and field, before any request finds
 * the 500 it would cause. (The text rule, no NUL or lone surrogate, needs no declaring: endpoint() gives it to all.)
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoint } from './define';
import { INT4, inBigint, inDateYears } from './fields';
import { allEndpoints } from './index';

// biome-ignore lint/suspicious/noExplicitAny: zod's definitions are walked as data, whatever their type
type Schema = any;

/** What is missing from the leaves of `schema`, each as `path: problem`. */
function missingBounds(schema: Schema, path: string, within: Set<unknown> = new Set()): string[] {
  const def = schema._zod.def;
  if (within.has(schema)) return [];
  const inner = new Set(within).add(schema);
  const walk = (s: Schema, p = path) => missingBounds(s, p, inner);
  const maxSize = () => (def.checks ?? []).some((c: Schema) => c._zod.def.check === 'max_length' || c._zod.def.check === 'length_equals');
  switch (def.type) {
    case 'object':
      return [...Object.entries(def.shape).flatMap(([k, v]) => walk(v, `${path}.${k}`)), ...(def.catchall && def.catchall._zod.def.type !== 'never' ? walk(def.catchall, `${path}.*`) : [])];
    case 'array':
      return [...(maxSize() ? [] : [`${path}: a list without a maximum size`]), ...walk(def.element, `${path}[]`)];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{value}`)];
    case 'tuple':
      return def.items.flatMap((item: Schema, i: number) => walk(item, `${path}[${i}]`));
    case 'union':
      return def.options.flatMap((option: Schema) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'lazy':
      return walk(def.getter());
    case 'string':
      return stringProblems(schema, def).map((p) => `${path}: ${p}`);
    case 'number':
      return numberProblems(schema, def).map((p) => `${path}: ${p}`);
    // Bounded by what they are, or what another leaf parsed (a transform's input).
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
    case 'never':
    case 'transform':
      return [];
    default:
      return [`${path}: a ${def.type} takes anything`];
  }
}

/** Formats whose pattern fixes their length. */
const FIXED_LENGTH = ['date', 'uuid', 'guid'];
/** A pattern anchored at both ends without an unbounded repeat (`*`, `+`, `{n,}`) bounds the length too: `^[A-Z0-9]{1,3}$`. */
const boundsLength = (pattern: RegExp) => {
  const source = pattern.source.replace(/\\./g, '');
  return source.startsWith('^') && source.endsWith('$') && !/[*+]|\{\d+,\}/.test(source);
};

function stringProblems(s: z.ZodString, def: Schema): string[] {
  const patterns: RegExp[] = (def.checks ?? []).map((c: Schema) => c._zod.def.pattern).filter(Boolean);
  const bounded = s.maxLength !== null || FIXED_LENGTH.includes(s.format ?? '') || patterns.some(boundsLength);
  const problems = bounded ? [] : ['a string without a maximum length'];
  const dated = s.format === 'date' || s.format === 'datetime';
  if (dated && !(def.checks ?? []).includes(inDateYears)) problems.push('a date without the year rule (fields.ts inDateYears)');
  return problems;
}

function numberProblems(n: z.ZodNumber, def: Schema): string[] {
  const min = n.minValue ?? Number.NEGATIVE_INFINITY;
  const max = n.maxValue ?? Number.POSITIVE_INFINITY;
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [`a number without bounds (${min}..${max})`];
  const bigint = (def.checks ?? []).includes(inBigint);
  if (n.isInt && !bigint && (min < INT4.min || max > INT4.max)) return [`an integer beyond PostgreSQL's integer (${min}..${max})`];
  return [];
}

const inputsOf = (e: (typeof allEndpoints)[number]) => [
  ...(e.query ? missingBounds(e.query, `${e.method} ${e.path} query`) : []),
  ...(e.body ? missingBounds(e.body, `${e.method} ${e.path} body`) : []),
];

describe('the bounds of every input', () => {
  it('finds what is missing (a check of the walk)', async () => {
    const { z } = await import('zod');
    const { bigintId, isoDate, text } = await import('./fields');
    const probe = endpoint({
      method: 'POST',
      path: 'probe',
      summary: 'probe',
      body: z.strictObject({ free: z.string(), fine: text(10), count: z.number().int().min(0), serial: bigintId(1), big: z.number().int().min(0).max(2 ** 31), ratio: z.number(), list: z.array(z.boolean()), day: z.iso.date(), dayOk: isoDate, code: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), word: z.string().regex(/^[a-z]+$/), any: z.unknown() }),
      response: z.object({}),
    });
    expect(inputsOf(probe).map((p) => p.replace('POST probe body.', ''))).toEqual([
      'free: a string without a maximum length',
      `count: an integer beyond PostgreSQL's integer (0..${Number.MAX_SAFE_INTEGER})`,
      `big: an integer beyond PostgreSQL's integer (0..${2 ** 31})`,
      'ratio: a number without bounds (-Infinity..Infinity)',
      'list: a list without a maximum size',
      'day: a date without the year rule (fields.ts inDateYears)',
      'word: a string without a maximum length',
      'any: a unknown takes anything',
    ]);
  });

  it('holds for every endpoint of the contract', () => {
    expect(allEndpoints.length).toBeGreaterThan(100);
    expect(allEndpoints.flatMap(inputsOf)).toEqual([]);
  });
});
