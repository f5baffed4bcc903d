/**
 * Saved list views (ListView/List, Get, Upsert, Share, Delete): a user's named state of a list. Private to its owner
 * (read by id by its owner only) until shared, as the dashboards' templates are: a shared view has a link token (128
 * random bits, base64url) by which any console user reads it, read-only (a reader keeps it by saving a copy, a new
 * view of their own); changed, shared and deleted by its owner only (403 for anyone else), at the version read (409
 * stale).
 * A name is unique per owner and list in any case (409, naming it); one view per owner and list is the default:
 * marking one unmarks the other in the same transaction, each write through the one write path (server/db/write.ts,
 * listViewKind), which records it in the change history (area `views`, entity `listView`, scoped to the owner).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ListView, ListViewState, ListViewUpsert } from '../../../contract/views';
import { type Db, inTransaction } from '../../db/database';
import { ANY_VERSION, createRecord, deleteRecord, type RecordKind, updateRecord } from '../../db/write';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { m } from '../../http/text';

const what = (id: number) => m`View ${id}`;

const views = (db: Db) =>
  db
    .selectFrom('list_views as v')
    .innerJoin('users as u', 'u.id', 'v.owner_id')
    .select(['v.id', 'v.list', 'v.name', 'v.state', 'v.is_default', 'v.version', 'v.owner_id', 'v.date_updated', 'v.share_token'])
    .select(sql<string>`trim(u.given_name || ' ' || u.family_name)`.as('owner_name'));

type Row = Awaited<ReturnType<ReturnType<typeof views>['executeTakeFirstOrThrow']>>;

const toView = (r: Row, userId: number): ListView => ({
  id: r.id,
  list: r.list,
  name: r.name,
  state: r.state as ListViewState,
  isDefault: r.is_default,
  version: r.version,
  ownerId: r.owner_id,
  ownerName: r.owner_name,
  mine: r.owner_id === userId,
  shareToken: r.share_token,
  dateUpdated: new Date(r.date_updated).toISOString(),
});

/** The caller's views of `list`, by name. */
export async function listViews(db: Db, userId: number, list: string): Promise<ListView[]> {
  const rows = await views(db).where('v.owner_id', '=', userId).where('v.list', '=', list).orderBy(sql`lower(v.name)`).orderBy('v.id').execute();
  return rows.map((r) => toView(r, userId));
}

const notShared = () => new HttpError(404, m`No view is shared by this link: its owner may have stopped sharing it.`);

/** One of the caller's views by id (someone else's is never read by id), or the view shared by a link's token: 404 when there is none. */
export async function getView(db: Db, userId: number, by: { id?: number; share?: string }): Promise<ListView> {
  if (by.share !== undefined) {
    const shared = await views(db).where('v.share_token', '=', by.share).executeTakeFirst();
    if (!shared) throw notShared();
    return toView(shared, userId);
  }
  const id = Number(by.id);
  const row = await views(db).where('v.id', '=', id).where('v.owner_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(what(id));
  return toView(row, userId);
}

/** The caller's default view of `list`, if any. */
export async function defaultView(db: Db, userId: number, list: string): Promise<ListView | null> {
  const row = await views(db).where('v.owner_id', '=', userId).where('v.list', '=', list).where('v.is_default', '=', true).executeTakeFirst();
  return row ? toView(row, userId) : null;
}

/** A view as the change history keeps it: its list, name, state and whether it is the default; scoped to its owner. */
export const listViewKind: RecordKind = {
  area: 'views',
  entity: 'listView',
  table: 'list_views',
  what,
  duplicate: (values) => m`A view named "${String(values.name)}" already exists on this list.`,
  duplicateField: 'name',
  columns: ['owner_id as ownerId', 'list', 'name', 'state', 'is_default as isDefault', sql<boolean>`share_token IS NOT NULL`.as('shared')],
  scope: (s) => s.ownerId as number,
};

interface Author {
  userId: number;
}

/** Locks view `id` for a change by `userId`: 404 when there is none, 403 when it is someone else's. */
async function ownViewForUpdate(trx: Db, id: number, userId: number) {
  const row = await trx.selectFrom('list_views').select(['owner_id', 'list', 'share_token']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(what(id));
  if (row.owner_id !== userId) throw forbidden(m`View ${id} is another user's: save a copy of it to change it.`);
  return row;
}

/** Unmarks the caller's default view of `list` (other than `except`), recorded as its change. */
async function unmarkDefault(trx: Db, author: Author, list: string, except: number) {
  const was = await trx
    .selectFrom('list_views')
    .select('id')
    .where('owner_id', '=', author.userId)
    .where('list', '=', list)
    .where('is_default', '=', true)
    .where('id', '<>', except)
    .forUpdate()
    .executeTakeFirst();
  if (was) await updateRecord(trx, listViewKind, author, was.id, ANY_VERSION, { values: { is_default: false, date_updated: sql`now()` } });
}

/** Saves a view of the caller's: id 0 new; otherwise one of the caller's own at the version read. */
export async function upsertView(db: Db, body: ListViewUpsert, author: Author): Promise<ListView> {
  const values = { list: body.list, name: body.name, state: JSON.stringify(body.state), is_default: body.isDefault ?? false };
  const id = await inTransaction(db, async (trx) => {
    if (body.id !== 0) {
      const own = await ownViewForUpdate(trx, body.id, author.userId);
      // A view stays on its list: the list it was saved on is the one it names.
      values.list = own.list;
    }
    if (values.is_default) await unmarkDefault(trx, author, values.list, body.id);
    if (body.id === 0) return (await createRecord(trx, listViewKind, author, { values: { owner_id: author.userId, ...values } })).id;
    return (await updateRecord(trx, listViewKind, author, body.id, body.version, { values: { ...values, date_updated: sql`now()` } })).id;
  });
  return getView(db, author.userId, { id });
}

/** Shares one of the caller's views by a link (a new token when it has none) or stops sharing it, at the version read. */
export async function shareView(db: Db, body: { id: number; version: number; shared: boolean }, author: Author): Promise<ListView> {
  await inTransaction(db, async (trx) => {
    const own = await ownViewForUpdate(trx, body.id, author.userId);
    if ((own.share_token !== null) === body.shared) return;
    await updateRecord(trx, listViewKind, author, body.id, body.version, { values: { share_token: body.shared ? randomBytes(16).toString('base64url') : null, date_updated: sql`now()` } });
  });
  return getView(db, author.userId, { id: body.id });
}

/** Deletes one of the caller's views at the version read. */
export async function deleteView(db: Db, id: number, version: number, author: Author): Promise<{ success: boolean }> {
  await inTransaction(db, async (trx) => {
    await ownViewForUpdate(trx, id, author.userId);
    await deleteRecord(trx, listViewKind, author, id, version);
  });
  return { success: true };
}
