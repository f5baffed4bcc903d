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

/**
 * What the text fields of a body ask of a value, as the console's forms check it before sending: the texts that
 * need one (neither optional nor nullable, at least one character long), and their lengths. Only texts: the forms'
 * other inputs (numbers, picks, switches) hold their own values.
 */
export interface InputRules {
  required: string[];
  maxLength: Record<string, number>;
}

type Wrapped = { def?: { type?: string; innerType?: unknown; in?: unknown }; shape?: Record<string, unknown>; element?: unknown; minLength?: number | null; maxLength?: number | null };
const OPTIONAL = new Set(['optional', 'nullable', 'default', 'prefault']);

/** The schema under its wrappers (optional, nullable, a default, the input side of a pipe), and whether one made it optional. */
function unwrap(schema: unknown): { inner: Wrapped; optional: boolean } {
  let inner = schema as Wrapped;
  let optional = false;
  for (;;) {
    const type = inner?.def?.type;
    if (type && OPTIONAL.has(type)) {
      optional = true;
      inner = inner.def?.innerType as Wrapped;
    } else if (type === 'pipe') inner = inner.def?.in as Wrapped;
    else return { inner, optional };
  }
}

/**
 * The rules of the rows of a batch body, `{ …, users: [row] }` (or a bare array of rows): the paths under `at`,
 * without it. A form of one row then reads them as a save call's (src/declare/defineResource.ts).
 */
export function rowRules(rules: InputRules | null | undefined, at: string): InputRules | null {
  if (!rules) return null;
  const prefix = `${at}.`;
  const under = (path: string) => path.startsWith(prefix);
  const strip = (path: string) => path.slice(prefix.length);
  return {
    required: rules.required.filter(under).map(strip),
    maxLength: Object.fromEntries(Object.entries(rules.maxLength).filter(([path]) => under(path)).map(([path, max]) => [strip(path), max])),
  };
}

/**
 * The longest text an endpoint's body takes at `path` (`note`, `rows.text`), for a dialog's input that is not a
 * declared field: the limit stays written once, in the schema. Throws when the body bounds no text there.
 */
export function maxLengthOf(endpoint: { url: string; inputRules: InputRules | null }, path: string): number {
  const max = endpoint.inputRules?.maxLength[path];
  if (max === undefined) throw new Error(`${endpoint.url} bounds no text at ${path}`);
  return max;
}

/**
 * The rules of a body's fields by path (`name`, `primaryAddress.street`; an array body: its rows'). Read from zod's
 * definitions without importing zod, like the keys above: the console's forms take a field's required-ness and
 * length from here (src/declare/defineResource.ts), so no limit is written twice.
 */
export function inputRulesOf(schema: unknown): InputRules | null {
  const rules: InputRules = { required: [], maxLength: {} };
  collectRules(schema, '', rules);
  // Nothing to say (no text field): nothing carried to the browser.
  return rules.required.length > 0 || Object.keys(rules.maxLength).length > 0 ? rules : null;
}

function collectRules(schema: unknown, prefix: string, rules: InputRules): void {
  const s = schema as Wrapped | undefined;
  if (s?.def?.type === 'array') {
    collectRules(s.element, prefix, rules);
    return;
  }
  if (s?.def?.type !== 'object' || !s.shape) return;
  for (const [key, field] of Object.entries(s.shape)) {
    const { inner, optional } = unwrap(field);
    const path = `${prefix}${key}`;
    if (inner?.def?.type === 'object' || inner?.def?.type === 'array') {
      collectRules(inner, `${path}.`, rules);
      continue;
    }
    if (inner?.def?.type !== 'string') continue;
    if (!optional && (inner.minLength ?? 0) >= 1) rules.required.push(path);
    if (typeof inner.maxLength === 'number') rules.maxLength[path] = inner.maxLength;
  }
}
