/**
 * The change history read and put back (issue 33): one record's history (its own changes and its parts', such as a
 * business's tabs), every change across the console (the Activity screen), and a revert, which puts chosen fields of
 * an entry back through the record's own save call (validation, authorization and the stale rule as for any edit),
 * recorded as a new change: history is never rewritten.
 */
import { z } from 'zod';
import { endpoint, exportShape, queryInt } from './define';
import { isoDate } from './fields';
import { r } from './refusal';

export const CHANGE_ACTIONS = ['create', 'update', 'delete', 'review'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

const snapshot = z.record(z.string(), z.unknown()).nullable();

export const historyEntry = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  userId: z.number().int().nullable(),
  /** Who made it: "First Last (username)", or the username alone; '' for the system. */
  userName: z.string(),
  /** The area and kind of record as the history names them (`business`, `billing`), and the record's id. */
  area: z.string(),
  entity: z.string(),
  recordId: z.number().int(),
  /** The record's owner in its area (the business of a note), when it has one. */
  scopeId: z.number().int().nullable(),
  action: z.enum(CHANGE_ACTIONS),
  /** The record's fields before and after, whole (null before a creation, after a deletion). */
  before: snapshot,
  after: snapshot,
  /** Whether the entry's fields can be put back by History/Revert (its kind declares a save call). */
  revertible: z.boolean(),
  /** The fields of a revertible update that Revert cannot put back (its kind's save does not write them): not offered. */
  kept: z.array(z.string()),
  /** What made the change when not a screen's own save: `import:<file name>` for a row of an import (issue 34). */
  source: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

const name = z.string().trim().min(1).max(60).regex(/^[A-Za-z][A-Za-z0-9]*$/, r('must be a name of letters and digits'));
const page = {
  pageSize: z.int32().min(1).max(1000).default(10),
  offset: z.int32().min(0).max(1_000_000).default(0),
};
const entries = z.object({ count: z.number().int(), items: z.array(historyEntry) });

/** The Activity screen counts its matches up to this many (an exact count of millions reads them all). */
export const ACTIVITY_COUNT_LIMIT = 1_000;
/**
 * A text search counts its matches up to this many: each is checked for the whole text in its values (bench:history:
 * a thousand such checks a call made the search ten times slower than any other filter at 10 callers).
 */
export const ACTIVITY_SEARCH_COUNT_LIMIT = 100;

/** The Activity screen's filters (History/Activity's body, History/ActivityExport's query). */
const activityFilters = {
  area: name.optional(),
  entity: name.optional(),
  action: z.enum(CHANGE_ACTIONS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  search: z.string().trim().max(200).optional(),
};

/**
 * By entity, the console resource whose field labels name its fields in the Activity screen's words (its list and
 * its CSV); any other entity's fields are named by their names made readable.
 */
export const ACTIVITY_LABELLED_BY: Readonly<Record<string, string>> = {
  business: 'business',
  businessInfo: 'business',
  billing: 'business',
  promotion: 'business',
  user: 'users',
  salesRep: 'salesReps',
  tenant: 'openingHours',
  standardDay: 'openingHours',
  holiday: 'openingHours',
  ragVehicle: 'ragRatings',
  ragRating: 'ragRatings',
};

/** The Activity screen's columns, as its CSV export names them. */
export const ACTIVITY_EXPORT_COLUMNS = ['changedAt', 'userName', 'action', 'area', 'entity', 'recordId', 'source', 'change'] as const;

export const historyContract = {
  record: endpoint({
    method: 'GET',
    path: 'History/Record',
    ours: true,
    summary:
      "One record's history, newest first, as { count, items }: its own changes and those of its parts (a business's tabs, notes and discounts; a tenant's hours; a device's shipments)",
    query: z.strictObject({
      area: name,
      entity: name,
      recordId: queryInt.min(1, r('must be a record id')),
      /** Only the entries of this scope (a translation's language: its entries name the item, scoped to the language). */
      scopeId: queryInt.min(1, r('must be a scope id')).optional(),
      pageSize: queryInt.min(1).max(200).default(10),
      offset: queryInt.min(0).max(1_000_000).default(0),
    }),
    response: entries,
  }),
  activity: endpoint({
    method: 'POST',
    reads: true,
    path: 'History/Activity',
    ours: true,
    summary:
      'Every change across the console, newest first, as { count, items, capped } (counted up to 1,000, up to 100 with a text: capped when more match): filtered by user, area, entity, record, action, date range (from/to: dates, inclusive, UTC) and a text found in the values as whole words (its words in that order, any case, whatever spaces or punctuation between them)',
    body: z.strictObject({
      userId: z.int32().min(1, r('must be a user id')).optional(),
      recordId: z.int32().min(1, r('must be a record id')).optional(),
      /** Only the entries of this scope (the newest of a translation's language). */
      scopeId: z.int32().min(1, r('must be a scope id')).optional(),
      ...activityFilters,
      ...page,
    }),
    response: entries.extend({
      /** More entries match than counted (ACTIVITY_COUNT_LIMIT, ACTIVITY_SEARCH_COUNT_LIMIT with a text): `count` is the limit, not the total. */
      capped: z.boolean(),
    }),
  }),
  activityExport: endpoint({
    method: 'GET',
    path: 'History/ActivityExport',
    ours: true,
    file: true,
    summary: `Every change History/Activity matches (the same filters), newest first, as CSV streamed from the database: the columns asked for (comma-separated, of ${ACTIVITY_EXPORT_COLUMNS.join(', ')}; all by default), each cell in the caller's language as the screen shows it, with a header row of their names unless header=false (the console writes its own, translated)`,
    query: z.strictObject({
      userId: queryInt.min(1, r('must be a user id')).optional(),
      recordId: queryInt.min(1, r('must be a record id')).optional(),
      ...activityFilters,
      ...exportShape(ACTIVITY_EXPORT_COLUMNS),
    }),
    response: z.string().describe('text/csv; charset=utf-8, an attachment named activity.csv'),
  }),
  authors: endpoint({
    method: 'GET',
    path: 'History/Authors',
    ours: true,
    summary: 'The users who have made changes, by name (the Activity screen’s user filter)',
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  revert: endpoint({
    method: 'POST',
    path: 'History/Revert',
    ours: true,
    summary:
      "Puts the chosen fields of an entry back as they were before it, through the record's own save call (its validation and authorization), recorded as a new change; refused as stale (409) when one of those fields changed since the entry",
    body: z.strictObject({
      id: z.int32().min(1, r('must be a history entry id')),
      fields: z.array(z.string().trim().min(1).max(100)).min(1, r('must name at least one field')).max(200),
    }),
    response: z.object({ entry: historyEntry.nullable() }),
  }),
};
