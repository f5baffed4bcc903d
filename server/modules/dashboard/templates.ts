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
 * Every save, removal, share and unshare is recorded in the change history (area `dashboard`, entity `template`) in
 * its own transaction.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DashboardTemplate, TemplateDefinition, TemplateSave } from '../../../contract/dashboard';
import type { DashboardName } from '../../../contract/dashboardSchema';
import { recordChange } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import { conflict, HttpError, isUniqueViolation, notFound, staleEdit } from '../../http/errors';
import { m } from '../../http/text';

type Definition = TemplateDefinition;
type SaveBody = TemplateSave;

const AREA = 'dashboard';
const ENTITY = 'template';
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

/** The change history's view of a template: whether it is shared, never its token (a link, which the history does not hand out). */
const snapshotOf = (t: { name: string; dashboard: string; definition: unknown; owner_id: number; share_token: string | null }) => ({
  name: t.name,
  dashboard: t.dashboard,
  definition: t.definition,
  ownerId: t.owner_id,
  shared: t.share_token !== null,
});
const SNAPSHOT = ['id', 'name', 'dashboard', 'definition', 'owner_id', 'share_token'] as const;

/** One of the caller's templates, locked for the change: 404 when there is none or it is someone else's. */
async function ownTemplateForUpdate(db: Db, id: number, userId: number) {
  const row = await db.selectFrom('dashboard_templates').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row || row.owner_id !== userId) throw notFound(what(id));
  return row;
}

/** Saves the caller's template: id 0 new (private); otherwise one of the caller's, at the version read (409 stale), a name not taken (409). */
export async function saveTemplate(db: Db, body: SaveBody, userId: number): Promise<DashboardTemplate> {
  const definition = JSON.stringify(body.definition);
  try {
    const id = await db.transaction().execute(async (trx) => {
      if (body.id === 0) {
        const created = await trx
          .insertInto('dashboard_templates')
          .values({ owner_id: userId, dashboard: body.dashboard, name: body.name, definition })
          .returning(SNAPSHOT)
          .executeTakeFirstOrThrow();
        await recordChange(trx, { area: AREA, entity: ENTITY, recordId: created.id, scopeId: userId, action: 'create', userId, after: snapshotOf(created) });
        return created.id;
      }
      const before = await ownTemplateForUpdate(trx, body.id, userId);
      if (before.version !== body.version) throw staleEdit(what(body.id));
      const after = await trx
        .updateTable('dashboard_templates')
        .set({ dashboard: body.dashboard, name: body.name, definition, version: sql`version + 1`, date_updated: sql`now()` })
        .where('id', '=', body.id)
        .returning(SNAPSHOT)
        .executeTakeFirstOrThrow();
      await recordChange(trx, { area: AREA, entity: ENTITY, recordId: body.id, scopeId: userId, action: 'update', userId, before: snapshotOf(before), after: snapshotOf(after) });
      return body.id;
    });
    return toTemplate(await templates(db).where('d.id', '=', id).executeTakeFirstOrThrow());
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(m`A template named "${body.name}" already exists on this dashboard.`, 'name');
    throw err;
  }
}

/** Removes one of the caller's templates (its link with it): 404 when it is not one. */
export async function removeTemplate(db: Db, id: number, userId: number): Promise<{ success: boolean }> {
  await db.transaction().execute(async (trx) => {
    const before = await ownTemplateForUpdate(trx, id, userId);
    await trx.deleteFrom('dashboard_templates').where('id', '=', id).execute();
    await recordChange(trx, { area: AREA, entity: ENTITY, recordId: id, scopeId: userId, action: 'delete', userId, before: snapshotOf(before) });
  });
  return { success: true };
}

/**
 * Shares one of the caller's templates or stops sharing it (404 when it is not one). Sharing a shared one keeps its
 * token (the link already sent goes on working) and records nothing; so does unsharing a private one. Its version is
 * left as it is: sharing changes who may read the query, not the query, so an edit opened before it is not stale.
 */
export async function shareTemplate(db: Db, id: number, shared: boolean, userId: number): Promise<DashboardTemplate> {
  await db.transaction().execute(async (trx) => {
    const before = await ownTemplateForUpdate(trx, id, userId);
    if ((before.share_token !== null) === shared) return;
    const after = await trx
      .updateTable('dashboard_templates')
      .set({ share_token: shared ? randomBytes(16).toString('base64url') : null })
      .where('id', '=', id)
      .returning(SNAPSHOT)
      .executeTakeFirstOrThrow();
    await recordChange(trx, { area: AREA, entity: ENTITY, recordId: id, scopeId: userId, action: 'update', userId, before: snapshotOf(before), after: snapshotOf(after) });
  });
  return toTemplate(await templates(db).where('d.id', '=', id).executeTakeFirstOrThrow());
}
