/**
 * Field rules the contract files share: trimmed text within a length, an optional one, an id (of an integer or a
 * bigint column), a date within the years the console shows, and what no text may hold. An integer elsewhere is
 * zod's z.int32(), PostgreSQL's integer. Every input field has its bounds: contract/inputBounds.test.ts walks every
 * endpoint's query and body and fails on a string without a maximum length, a number without bounds (an integer
 * beyond PostgreSQL's integer), or a date without the year rule.
 */
import { z } from 'zod';
import { r } from './refusal';

/** PostgreSQL's integer (int4), the type of every id and integer column the API's input reaches: beyond it a query fails. */
export const INT4 = { min: -2147483648, max: 2147483647 } as const;

/**
 * The years a date may have. Not the database's limits (PostgreSQL's dates reach year 5874897) but the console's: its
 * records are this business's (shops, devices, requests, promotions, holidays, audits), a century either side of today
 * holds any of them and a far-off end such as 2099-12-31, and outside it dates stop being ordinary (no year 0, times
 * of day shifted by time-zone rules that were not yet standard, years of five digits).
 */
export const DATE_YEARS = { first: 1900, last: 2199 } as const;

/** The largest magnitude a decimal input may have: double precision holds 15 significant digits. */
export const DECIMAL_MAX = 1e15;

export const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);
export const optionalText = (max: number) => z.string().trim().max(max, r`must be at most ${max} characters`).nullable().optional();
/** A record's id: positive and within PostgreSQL's integer. */
export const recordId = z.number().int().min(1, r('must be an id')).max(INT4.max);
/** A reference to another record: a positive id, or null for none. */
export const refId = recordId.nullable().optional();
/** The bound of an id of a bigint column (bigserial: chat and saved messages), JavaScript's safe integers; the bounds test knows it by this check. */
export const inBigint = z.lte(Number.MAX_SAFE_INTEGER);
/** An id of a bigint column: 0 or more, as `min` says. */
export const bigintId = (min: 0 | 1, message?: string) => z.number().int().min(min, message).check(inBigint);

/** Judges only what has a date's shape (YYYY-…): a value that has not is refused by its format, once. */
const yearOf = (value: string) => (/^\d{4}-/.test(value) ? Number(value.slice(0, 4)) : undefined);
/** The year rule every date and date-time of the contract carries (the bounds test finds it by this check). */
export const inDateYears = z.refine<string>((value) => {
  const year = yearOf(value);
  return year === undefined || (year >= DATE_YEARS.first && year <= DATE_YEARS.last);
}, r`must be in the years ${DATE_YEARS.first} to ${DATE_YEARS.last}`);
export const isoDate = z.iso.date(r('must be a date (YYYY-MM-DD)')).check(inDateYears);
/** A date and time with its offset (ISO 8601). */
export const isoDateTime = z.iso.datetime({ offset: true, message: r('must be a date and time (ISO 8601)') }).max(40).check(inDateYears);

// A lone surrogate is half of a character: not Unicode (stored, it becomes U+FFFD, changed); NUL is refused by PostgreSQL's text.
const MALFORMED = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds a NUL character or a lone surrogate. */
const isMalformedText = (value: string) => MALFORMED.test(value);

/** Every text in a parsed input (values and keys, at any depth) that is malformed, with its path. */
function malformedTexts(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return isMalformedText(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => malformedTexts(v, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (isMalformedText(k) ? [[...path, k]] : malformedTexts(v, [...path, k])));
}

/**
 * The one text rule of every endpoint's query and body (contract/define.ts attaches it): no string anywhere, whatever
 * field declares it, holds a NUL character or a lone surrogate; each one found is refused naming its field.
 */
export function withWellFormedText<T extends z.ZodType>(schema: T): T {
  return schema.check((payload) => {
    // A field its own rule refused already (a file path names the NUL it found) is not refused twice.
    const refused = new Set(payload.issues.map((issue) => JSON.stringify(issue.path ?? [])));
    for (const path of malformedTexts(payload.value)) {
      if (refused.has(JSON.stringify(path))) continue;
      payload.issues.push({ code: 'custom', message: r('must not contain a NUL character or a lone surrogate (malformed Unicode)'), input: payload.value, path, continue: true });
    }
  });
}
