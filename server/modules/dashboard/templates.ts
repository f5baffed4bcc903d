/**
 * Named ad hoc queries of a dashboard (DashboardDataTemplates, DashboardDataTemplateSave, DashboardDataTemplateRemove,
 * DashboardDataTemplateShare): each a user's, its name unique per owner and dashboard in any case, changed at its
 * version, and private to its owner: someone else's template answers as one that does not exist (404, never 403), so
 * an id tells nothing of the templates there are.
 *
 * Its owner may share it: it then gets a link token (128 random bits, base64url), by which anyone with console access
 * reads it, read-only (saving it is saving a copy of their own). Stopping sharing drops the token, so its link answers
 * 404; sharing again makes a new one. The token is kept as it is, not hashed: it opens nothing but the read of the row
 * it is stored in (a query's definition, whose rows the reader sees with their own access), which whoever can read the
 * column reads anyway; and its owner copies the same link whenever asked, which a hash could not give back.
 *
 * Every save, removal, share and unshare goes through the one write path (server/db/write.ts, templateKind), which
 * records it in the change history (area `dashboard`, entity `template`, scoped to the owner) in its own transaction.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DashboardTemplate, TemplateDefinition, TemplateSave } from '../../../contract/dashboard';
import type { DashboardName } from '../../../contract/dashboardSchema';
import { type Db, inTransaction } from '../../db/database';
import { ANY_VERSION, createRecord, deleteRecord, type RecordKind, updateRecord } from '../../db/write';
import { HttpError, notFound } from '../../http/errors';
import { m } from '../../http/text';

type Definition = TemplateDefinition;
type SaveBody = TemplateSave;

const what = (id: number) => m`Template ${id}`;
const notShared = () => new HttpError(404, m`No template is shared by this link: its owner may have stopped sharing it.`);

const templates = (db: Db) =>
  db
    .selectFrom('dashboard_templates as d')
    .innerJoin('users as u', 'u.id', 'd.owner_id')
    .select(['d.id', 'd.name', 'd.dashboard', 'd.definition', 'd.owner_id', 'd.version', 'd.date_updated', 'd.share_token'])
    .select(sql<string>`trim(u.given_name || ' ' || u.family_name)`.as('owner_name'));

type Row = Awaited<ReturnType<ReturnType<typeof templates>['executeTakeFirstOrThrow']>>;

const toTemplate = (r: Row): DashboardTemplate => ({
  id: r.id,
  name: r.name,
  dashboard: r.dashboard as DashboardName,
  definition: r.definition as Definition,
  ownerId: r.owner_id,
  ownerName: r.owner_name,
  dateUpdated: new Date(r.date_updated).toISOString(),
  version: r.version,
  shareToken: r.share_token,
});

/**
 * With `share`: the template shared by that token, whoever saved it (404 when none is). With `id`: that one of the
 * caller's templates (404 when it is not one). Otherwise the caller's, of `name` when given, by name.
 */
export async function listTemplates(db: Db, userId: number, q: { name?: DashboardName; id?: number; share?: string }): Promise<DashboardTemplate[]> {
  if (q.share !== undefined) {
    const shared = await templates(db).where('d.share_token', '=', q.share).executeTakeFirst();
    if (!shared) throw notShared();
    return [toTemplate(shared)];
  }
  if (q.id !== undefined) {
    const one = await templates(db).where('d.id', '=', q.id).where('d.owner_id', '=', userId).executeTakeFirst();
    if (!one) throw notFound(what(q.id));
    return [toTemplate(one)];
  }
  let query = templates(db).where('d.owner_id', '=', userId);
  if (q.name) query = query.where('d.dashboard', '=', q.name);
  const rows = await query.orderBy(sql`lower(d.name)`).orderBy('d.id').execute();
  return rows.map(toTemplate);
}

/**
 * A template, as the change history keeps it: whether it is shared, never its token (a link, which the history does
 * not hand out); scoped to its owner.
 */
export const templateKind: RecordKind = {
  area: 'dashboard',
  entity: 'template',
  table: 'dashboard_templates',
  what,
  duplicate: (values) => m`A template named "${String(values.name)}" already exists on this dashboard.`,
  duplicateField: 'name',
  snapshot: async (trx, id) => {
    const t = await trx.selectFrom('dashboard_templates').select(['name', 'dashboard', 'definition', 'owner_id', 'share_token']).where('id', '=', id).executeTakeFirst();
    return t && { name: t.name, dashboard: t.dashboard, definition: t.definition, ownerId: t.owner_id, shared: t.share_token !== null };
  },
  scope: (s) => s.ownerId as number,
};
/**
 * Sharing and unsharing: the same record and entries, its version left as it is (sharing changes who may read the
 * query, not the query), so written as an unversioned kind: locked and recorded, not held to a version nor bumped.
 */
const templateShareKind: RecordKind = { ...templateKind, unversioned: true, duplicateField: undefined };

/** The template's owner, given as the author: the token user. */
interface Owner {
  userId: number;
}

/** One of the caller's templates, locked for the change: 404 when there is none or it is someone else's. */
async function ownTemplateForUpdate(db: Db, id: number, userId: number) {
  const row = await db.selectFrom('dashboard_templates').select(['owner_id', 'share_token']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row || row.owner_id !== userId) throw notFound(what(id));
  return row;
}

/** Saves the caller's template: id 0 new (private); otherwise one of the caller's, at the version read (409 stale), a name not taken (409). */
export async function saveTemplate(db: Db, body: SaveBody, author: Owner): Promise<DashboardTemplate> {
  const values = { dashboard: body.dashboard, name: body.name, definition: JSON.stringify(body.definition) };
  const id = await inTransaction(db, async (trx) => {
    if (body.id === 0) return (await createRecord(trx, templateKind, author, { values: { owner_id: author.userId, ...values } })).id;
    await ownTemplateForUpdate(trx, body.id, author.userId);
    return (await updateRecord(trx, templateKind, author, body.id, body.version, { values: { ...values, date_updated: sql`now()` } })).id;
  });
  return toTemplate(await templates(db).where('d.id', '=', id).executeTakeFirstOrThrow());
}

/** Removes one of the caller's templates (its link with it): 404 when it is not one. A removal carries no version. */
export async function removeTemplate(db: Db, id: number, author: Owner): Promise<{ success: boolean }> {
  await inTransaction(db, async (trx) => {
    await ownTemplateForUpdate(trx, id, author.userId);
    await deleteRecord(trx, templateKind, author, id, ANY_VERSION);
  });
  return { success: true };
}

/**
 * Shares one of the caller's templates or stops sharing it (404 when it is not one). Sharing a shared one keeps its
 * token (the link already sent goes on working) and records nothing; so does unsharing a private one. Its version is
 * left as it is: sharing changes who may read the query, not the query, so an edit opened before it is not stale.
 */
export async function shareTemplate(db: Db, id: number, shared: boolean, author: Owner): Promise<DashboardTemplate> {
  await inTransaction(db, async (trx) => {
    const before = await ownTemplateForUpdate(trx, id, author.userId);
    if ((before.share_token !== null) === shared) return;
    await updateRecord(trx, templateShareKind, author, id, ANY_VERSION, { values: { share_token: shared ? randomBytes(16).toString('base64url') : null } });
  });
  return toTemplate(await templates(db).where('d.id', '=', id).executeTakeFirstOrThrow());
}
