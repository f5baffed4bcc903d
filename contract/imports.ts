/**
 * Import from CSV and Excel into a declared list (issue 34): a file uploaded once, its columns matched to the list's
 * fields, every row checked by a dry run of the list's own save call (nothing written), then applied as staff choose
 * (all or nothing in one transaction, or row by row keeping the good rows), each row through the one write path, so
 * the change history records it as an import of that file. The refused rows come back as a file to fix.
 *
 * A list imports when it is named in IMPORT_LISTS with its natural key (the fields that find the record a row
 * updates); the server declares how each is read and saved (server/modules/imports/importable.ts).
 */
import { z } from 'zod';
import { endpoint } from './define';
import { IMPORT_APPLY, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MODES, IMPORT_OUTCOMES, IMPORT_STATES } from './importLists';
import { r } from './refusal';

export * from './importLists';

/**
 * The upload's body limit: a file of half as much again in base64 (4/3 of its bytes), so that a file somewhat over
 * the limit is refused by a message that names it, rather than as a request too large.
 */
const UPLOAD_BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 1.5 * 4) / 3);

/** How a column's text becomes a field's value: the console's declared kind of the field, and its choices. */
export const IMPORT_FIELD_KINDS = ['text', 'number', 'integer', 'money', 'boolean', 'date', 'datetime', 'lookup', 'choice'] as const;
export type ImportFieldKind = (typeof IMPORT_FIELD_KINDS)[number];

const fieldName = z.string().trim().min(1).max(100).regex(/^[A-Za-z][A-Za-z0-9.]*$/, r('must be a field name'));

export const importField = z.strictObject({
  /** The field's API name (a path for a nested one: `primaryAddress.city`). */
  source: fieldName,
  kind: z.enum(IMPORT_FIELD_KINDS),
  /** For `lookup`: the lookup key whose items' names (in either language) or ids the column holds. */
  lookup: z.string().trim().min(1).max(100).optional(),
  /**
   * For `lookup`: the key another field of the row chooses instead, by that field's value (a report template's
   * product, or product add when `isAdd` is true: `{ field: 'isAdd', keys: { true: 'product.add' } }`).
   */
  lookupBy: z
    .strictObject({ field: fieldName, keys: z.record(z.string().max(100), z.string().trim().min(1).max(100)).refine((keys) => Object.keys(keys).length <= 20, r('must name at most 20 keys')) })
    .optional(),
  /**
   * For a field that holds its one choice in a list of objects (a platform user's Roles, `[{ Id }]`): the key the
   * choice's id goes under.
   */
  inList: z.string().trim().min(1).max(60).optional(),
  /** For `choice`: the choices, each by its id and the names it is written as (its labels in either language). */
  choices: z
    .array(z.strictObject({ id: z.union([z.number().min(-1e9).max(1e9), z.string().max(100)]), names: z.array(z.string().max(200)).max(4) }))
    .max(500)
    .optional(),
});
export type ImportField = z.infer<typeof importField>;

const sheet = z.object({
  name: z.string(),
  /** The header row's cells. */
  columns: z.array(z.string()),
  /** Rows under the header (blank ones not counted). */
  rows: z.number().int(),
  /**
   * By column, the field it matches (null for none): its header is the field's label in English or Spanish, as the
   * list's export writes it, or its API name, in any case.
   */
  matches: z.array(z.string().nullable()),
});

const counts = z.object({
  insert: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type ImportCounts = z.infer<typeof counts>;

export const importStatus = z.object({
  id: z.string(),
  list: z.string(),
  fileName: z.string(),
  state: z.enum(IMPORT_STATES),
  sheet: z.string().nullable(),
  mode: z.enum(IMPORT_MODES).nullable(),
  /** Rows done so far of `total`, while checking or applying. */
  done: z.number().int(),
  total: z.number().int(),
  counts,
  /** Why it failed (all or nothing: the first refused row's reason), in the caller's language. */
  message: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatus>;

export const importRow = z.object({
  /** Its line in the file (the header is line 1). */
  row: z.number().int(),
  outcome: z.enum(IMPORT_OUTCOMES),
  /** A refusal's reason, in the caller's language. */
  message: z.string().nullable(),
  /** The fields an update changes: before → after, as the API holds them. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  /** The row's cells as they came. */
  cells: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRow>;

const id = z.uuid(r('must be an import id'));

export const importsContract = {
  upload: endpoint({
    method: 'POST',
    path: 'Import/Upload',
    ours: true,
    summary: `Uploads a CSV (any delimiter; UTF-8 with or without BOM, or Windows-1252) or XLSX file (base64, at most 20 MB, ${IMPORT_MAX_ROWS.toLocaleString('en')} rows) to import into a list: answers its sheets with their header rows and row counts. Nothing is imported yet; a file that is not what its name says is refused`,
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: z.strictObject({
      list: z.string().trim().min(1).max(60),
      fileName: z.string().trim().min(1).max(200),
      /** The list's fields the console offers (their API names): the columns are matched to these. */
      fields: z.array(fieldName).min(1).max(200),
      contentBase64: z.string().min(1, r('must not be empty')).max(UPLOAD_BODY_LIMIT),
    }),
    response: z.object({ id: z.string(), sheets: z.array(sheet) }),
  }),
  check: endpoint({
    method: 'POST',
    path: 'Import/Check',
    ours: true,
    summary:
      "Starts the dry run of an uploaded file: each row's columns read as the list's fields and checked by the list's own save call (validation, uniqueness, references, version), nothing written; answers the import's status (Import/Status follows it). Each row's outcome is read by Import/Rows",
    body: z.strictObject({
      id,
      sheet: z.string().max(200),
      mode: z.enum(IMPORT_MODES),
      /** Which field each column fills (by its index in the header); a column not listed is left out. */
      columns: z.array(z.strictObject({ column: z.int32().min(0).max(999), field: fieldName })).min(1, r('must match at least one column')).max(200),
      /** The list's fields, as the console declares them: how each column's text is read. */
      fields: z.array(importField).min(1).max(200),
      /** The values the list's owner fixes for every row (IMPORT_LISTS' `fixed`: a state's countryId), from the list's filter. */
      fixed: z.record(fieldName, z.union([z.int32(), z.string().trim().min(1).max(100)])).optional(),
    }),
    response: importStatus,
  }),
  apply: endpoint({
    method: 'POST',
    path: 'Import/Apply',
    ours: true,
    summary:
      'Applies a checked import: all rows in one transaction (nothing written when one is refused), or row by row keeping the good ones; each row through the list\'s save call and recorded in the change history as imported from the file. A record changed since the check is refused as stale. Answers the status (Import/Status follows it)',
    body: z.strictObject({ id, transaction: z.enum(IMPORT_APPLY) }),
    response: importStatus,
  }),
  status: endpoint({
    method: 'GET',
    path: 'Import/Status',
    ours: true,
    summary: "An import's state, its progress and its counts by outcome",
    query: z.strictObject({ id }),
    response: importStatus,
  }),
  cancel: endpoint({
    method: 'POST',
    path: 'Import/Cancel',
    ours: true,
    summary: 'Stops a check or an apply after the row in hand (rows applied stay applied; the rest are skipped)',
    body: z.strictObject({ id }),
    response: importStatus,
  }),
  rows: endpoint({
    method: 'POST',
    path: 'Import/Rows',
    reads: true,
    ours: true,
    summary: "A page of an import's rows with their outcomes, in file order, optionally of one outcome, as { count, items }",
    body: z.strictObject({
      id,
      outcome: z.enum(IMPORT_OUTCOMES).optional(),
      pageSize: z.int32().min(1).max(500).default(25),
      offset: z.int32().min(0).max(IMPORT_MAX_ROWS).default(0),
    }),
    response: z.object({ count: z.number().int(), items: z.array(importRow) }),
  }),
  rejected: endpoint({
    method: 'GET',
    path: 'Import/Rejected',
    ours: true,
    file: true,
    summary: 'The refused rows as CSV: the header and the rows as they came, with a last column giving the reason (in the caller\'s language), to fix and import again',
    query: z.strictObject({ id }),
    response: z.string().describe('text/csv; charset=utf-8, an attachment named after the file'),
  }),
};
