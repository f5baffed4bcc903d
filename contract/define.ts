/**
 * The contract: every API call is declared once here, with the spec's name and
 * HTTP method. The server registers its routes from these declarations, the
 * OpenAPI document is generated from them, and the console calls them by
 * reference (never by a path typed a second time).
 */
import { z } from 'zod';
import { INT4, withWellFormedText } from './fields';
import { type InputRules, inputRulesOf, keysOf } from './keys';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint.
 * - `console`: a valid access token whose roles grant console access (the default);
 * - `self`: any valid token, limited by the handler to the caller's own record;
 * - `public`: no token (auth endpoints only).
 */
export type Access = 'console' | 'self' | 'public';

export interface EndpointSpec<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** The spec's path, relative to the API base (`lookup/GetMakes`). */
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  response: R;
  access?: Access;
  /** A GET that changes data: answered with `Cache-Control: no-store`. */
  writes?: boolean;
  /** A POST that changes nothing (a read whose filters travel in its body): the console tells no view of a write. */
  reads?: boolean;
  /** An endpoint the spec does not name, added by us (documented in OpenAPI). */
  ours?: boolean;
  /** A request body limit above the server's 1 MiB default (file uploads). */
  bodyLimit?: number;
  /** The answer is a file (bytes with its own content type), not JSON: `response` only documents it. */
  file?: boolean;
  /** Mounted outside `/api` (the auth service). */
  base?: '/api' | '/auth';
}

export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> extends EndpointSpec<Q, B, R> {
  access: Access;
  base: '/api' | '/auth';
  /** The full URL path the server answers (`/api/lookup/GetMakes`). */
  url: string;
  /** The fields the body declares (an array body: its rows' fields); the console sends only these. */
  bodyKeys: string[] | null;
  /** The query parameters the endpoint takes. */
  queryKeys: string[] | null;
  /** Its body fields' rules (required, length) by path, for the console's forms (./keys.ts inputRulesOf). */
  inputRules: InputRules | null;
}

export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(spec: EndpointSpec<Q, B, R>): Endpoint<Q, B, R> {
  const base = spec.base ?? '/api';
  const query = spec.query && withWellFormedText(spec.query);
  const body = spec.body && withWellFormedText(spec.body);
  return { ...spec, query, body, access: spec.access ?? 'console', base, url: `${base}/${spec.path}`, bodyKeys: keysOf(body), queryKeys: keysOf(query), inputRules: inputRulesOf(body) };
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? Infer<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? Infer<B> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.infer<R> : never;

/**
 * A query as a caller sends it: each parameter as the schema reads it (`z.input`: a parameter with a default may be
 * left out) or as it parses it (a number, a boolean: the query string carries either as text). An endpoint whose
 * query schema is not known (a plain `Endpoint`) takes any parameters.
 */
type WireQuery<I, O> = unknown extends I ? Record<string, unknown> : { [K in keyof I]: I[K] | (K extends keyof O ? O[K] : never) };
export type QueryInputOf<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? (Q extends z.ZodType ? WireQuery<z.input<Q>, z.output<Q>> : undefined) : never;
/** Any endpoint whose answer is a `T` (a table of calls that differ in their inputs but answer alike). */
export type EndpointAnswering<T> = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType<T>>;
/** A body as a caller sends it (`z.input`: a field with a default may be left out). */
export type BodyInputOf<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? (B extends z.ZodType ? z.input<B> : undefined) : never;

/** Query-string helpers: the spec parses page size and filters as integers (PostgreSQL's, fields.ts). */
export const queryInt = z.coerce.number().int().min(INT4.min).max(INT4.max);
export const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * A streamed export's query: the columns asked for, comma-separated names of `columns` (all when absent), and
 * whether a header row of their names comes first (the console writes its own, translated).
 */
export const exportShape = <const C extends readonly [string, ...string[]]>(columns: C) => ({
  columns: z
    .string()
    .max(500)
    .transform((v) => v.split(','))
    .pipe(z.array(z.enum(columns)).min(1).max(columns.length))
    .optional(),
  header: queryBool.default(true),
});

/** A record id: a positive integer, or 0 for a new (unsaved) row (spec §4). */
export const rowId = z.number().int().min(0).max(INT4.max);
/** The optimistic-concurrency version every edited record carries. */
export const version = z.number().int().min(1).max(INT4.max);

/** The error body of every 4xx/5xx answer. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** A stable code for the console to translate: `stale` (edited by someone else), `duplicate`. */
  code: z.string().optional(),
  requestId: z.string().optional(),
  /** The message again, for the calls whose console alerts `errorMessage` (spec §8: swap shop id). */
  errorMessage: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** One result per row of a batch save: the spec's per-row success flags. */
export const rowResult = z.object({
  index: z.number().int(),
  id: z.number().int(),
  success: z.boolean(),
  message: z.string().optional(),
  version: z.number().int().optional(),
});
export type RowResult = z.infer<typeof rowResult>;
export const batchResult = z.object({ results: z.array(rowResult) });
