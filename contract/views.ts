/**
 * Saved list views and the column chooser's choice (issue 35), on every declared table list of the console:
 * - a list view: a user's named state of a list (its filter values, sort, visible columns in order, page size), one
 *   per user and list marked as the user's default; private to its owner (`?view=<id>` opens one of the caller's own)
 *   until shared, as the dashboards' templates are: its link then holds a token (`?share=<token>`, 128 random bits)
 *   by which any console user opens it read-only (a copy is a new view of the reader's); its owner alone changes,
 *   shares, stops sharing or deletes it;
 * - list columns: a user's visible columns of a list in their order and the hidden ones, kept server-side (across
 *   sessions and devices); a reset deletes them, and the list shows its declared columns again.
 * Every write goes through the server's one write path and is recorded in the change history (area `views`).
 */
import { z } from 'zod';
import { endpoint, queryInt } from './define';
import { r } from './refusal';

/** The list URL's parameter naming the saved view it opens: /businesses?view=12. */
export const LIST_VIEW_PARAM = 'view';
/** The list URL's parameter carrying a shared view's token: /businesses?share=<token>. */
export const LIST_VIEW_SHARE_PARAM = 'share';
/** A shared view's token: 128 random bits in base64url, 22 characters. */
const shareToken = z.string().length(22, r('must be the token of a shared link')).regex(/^[A-Za-z0-9_-]+$/, r('must be the token of a shared link'));

/** The most columns a view or a column choice names, and the most bytes of a view's filter as JSON. */
export const LIST_COLUMNS_MAX = 100;
export const LIST_FILTER_MAX_BYTES = 4096;

/** A list: the console resource's name. */
const listName = z.string().min(1).max(60).regex(/^[A-Za-z][A-Za-z0-9]*$/, r('must be a list name of letters and digits'));
/** A column's or a sort field's source: letters, digits and dots (a nested field). */
const fieldName = z.string().min(1).max(100).regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, r('must be a field name of letters, digits and dots'));
const columnList = z
  .array(fieldName)
  .max(LIST_COLUMNS_MAX, r`must name at most ${LIST_COLUMNS_MAX} columns`)
  .refine((cs) => new Set(cs).size === cs.length, { message: r('must not name a column twice') });

/** A filter's value: a text, a number, a yes/no, several of them (a choice of many), or a nested field's values (`primaryAddress.city`). */
const filterKey = z.string().min(1).max(100);
const filterScalar = z.union([z.string().max(1000), z.number().min(-1e15).max(1e15), z.boolean(), z.null()]);
const filterValue = z.union([filterScalar, z.array(filterScalar).max(100)]);
const filter = z
  .record(filterKey, z.union([filterValue, z.record(filterKey, filterValue)]))
  .refine((f) => new TextEncoder().encode(JSON.stringify(f)).length <= LIST_FILTER_MAX_BYTES, { message: r`must be at most ${LIST_FILTER_MAX_BYTES} bytes as JSON` });

/** A list's state as a view keeps it. */
export const listViewState = z.strictObject({
  /** The list's filter values (its search, its filters). */
  filter,
  sort: z.strictObject({ field: fieldName, order: z.enum(['ASC', 'DESC']) }),
  /** The visible columns' sources, in their order (the others hidden). */
  columns: columnList,
  perPage: z.int32().min(1).max(1000),
});
export type ListViewState = z.infer<typeof listViewState>;

const viewName = z.string().trim().min(1, r('must not be empty')).max(60);
const id = z.int32().min(1, r('must be a view id'));

export const listView = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  state: listViewState,
  isDefault: z.boolean(),
  version: z.number().int(),
  ownerId: z.number().int(),
  /** "Given Family" of its owner. */
  ownerName: z.string(),
  /** Whether the caller owns it (else it opens read-only). */
  mine: z.boolean(),
  /** The token of its shared link (LIST_VIEW_SHARE_PARAM); null while it is private to its owner. */
  shareToken: z.string().nullable(),
  dateUpdated: z.string(),
});
export type ListView = z.infer<typeof listView>;

const upsertBody = z
  .strictObject({
    /** 0: a new view of the caller's (a copy of someone else's is one). */
    id: z.int32().min(0),
    version: z.int32().min(1).optional(),
    list: listName,
    name: viewName,
    state: listViewState,
    isDefault: z.boolean().default(false),
  })
  .refine((b) => b.id === 0 || b.version !== undefined, { path: ['version'], message: r('is required to change a saved view') });
export type ListViewUpsert = z.input<typeof upsertBody>;

export const listColumns = z.object({
  list: z.string(),
  /** The visible columns in their order; empty with `saved` false: the list's declared ones. */
  columns: z.array(z.string()),
  /** The hidden columns (any column in neither list, added to the list since, shows as declared). */
  hidden: z.array(z.string()),
  saved: z.boolean(),
});
export type ListColumns = z.infer<typeof listColumns>;

export const viewsContract = {
  viewList: endpoint({
    method: 'GET',
    path: 'ListView/List',
    ours: true,
    summary: "The caller's saved views of a list, by name",
    query: z.strictObject({ list: listName }),
    response: z.array(listView),
  }),
  viewGet: endpoint({
    method: 'GET',
    path: 'ListView/Get',
    ours: true,
    summary:
      "With id, one of the caller's views (404 when it is not one: someone else's is never read by id); with share, the view shared by that link's token, whoever saved it (`mine` says whether the caller owns it, else it is read-only and may be saved as a copy; 404 when no view is shared by it)",
    query: z
      .strictObject({ id: queryInt.min(1, r('must be a view id')).optional(), [LIST_VIEW_SHARE_PARAM]: shareToken.optional() })
      .refine((q) => (q.id === undefined) !== (q.share === undefined), { path: ['id'], message: r('must be given, or share, but not both') }),
    response: listView,
  }),
  viewUpsert: endpoint({
    method: 'POST',
    path: 'ListView/Upsert',
    ours: true,
    summary:
      "Saves a view of a list: id 0 a new one of the caller's (a copy of another user's view is one); otherwise one of the caller's own (403 for another user's) at the version read (409 stale). A name is unique per user and list (409 duplicate, naming it); isDefault marks it the caller's default of the list, unmarking the one that was, in the same transaction",
    body: upsertBody,
    response: listView,
  }),
  viewShare: endpoint({
    method: 'POST',
    path: 'ListView/Share',
    ours: true,
    summary:
      "Shares one of the caller's views by a link (a new token when it has none) or stops sharing it (its token dropped: the old link opens nothing), at the version read (403 for another user's, 409 stale)",
    body: z.strictObject({ id, version: z.int32().min(1), shared: z.boolean() }),
    response: listView,
  }),
  viewDelete: endpoint({
    method: 'POST',
    path: 'ListView/Delete',
    ours: true,
    summary: "Deletes one of the caller's views at the version read (403 for another user's, 409 stale)",
    body: z.strictObject({ id, version: z.int32().min(1) }),
    response: z.object({ success: z.boolean() }),
  }),
  columnsGet: endpoint({
    method: 'GET',
    path: 'ListColumns/Get',
    ours: true,
    summary:
      "The caller's column choice of a list: its visible columns in order and its hidden ones (saved false: none saved, the list shows its declared columns); with it the caller's default view of the list, if any, which the list applies when opened with nothing in its URL",
    query: z.strictObject({ list: listName }),
    response: listColumns.extend({
      /** The caller's default view of the list, if any: the list opened with nothing in its URL applies it (one call on opening a list). */
      defaultView: listView.nullable(),
    }),
  }),
  columnsSave: endpoint({
    method: 'POST',
    path: 'ListColumns/Save',
    ours: true,
    summary: "Saves the caller's column choice of a list (the last choice made wins: a preference, not a record edited at a version)",
    body: z
      .strictObject({ list: listName, columns: columnList, hidden: columnList })
      .refine((b) => !b.columns.some((c) => b.hidden.includes(c)), { path: ['hidden'], message: r('must not name a visible column') }),
    response: listColumns,
  }),
  columnsReset: endpoint({
    method: 'POST',
    path: 'ListColumns/Reset',
    ours: true,
    summary: "Deletes the caller's column choice of a list: it shows its declared columns again",
    body: z.strictObject({ list: listName }),
    response: listColumns,
  }),
};
