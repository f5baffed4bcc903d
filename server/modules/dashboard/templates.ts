/**
 * Named ad hoc queries of a dashboard (DashboardDataTemplates, DashboardDataTemplateSave, DashboardDataTemplateRemove):
 * each a user's, its name unique per owner and dashboard in any case, changed at its version and only by its owner,
 * read by anyone who has its id (a shared link). Every save and removal is recorded in the change history (area
 * `dashboard`, entity `template`) in its own transaction.
 */
import { sql } from 'kysely';
import type { DashboardTemplate, TemplateDefinition, TemplateSave } from '../../../contract/dashboard';
import type { DashboardName } from '../../../contract/dashboardSchema';
import { recordChange } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import { conflict, forbidden, isUniqueViolation, notFound, staleEdit } from '../../http/errors';
import { m } from '../../http/text';

type Definition = TemplateDefinition;
type SaveBody = TemplateSave;

const AREA = 'dashboard';
const ENTITY = 'template';
const what = (id: number) => m`Template ${id}`;

const templates = (db: Db) =>
  db
    .selectFrom('dashboard_templates as d')
    .innerJoin('users as u', 'u.id', 'd.owner_id')
    .select(['d.id', 'd.name', 'd.dashboard', 'd.definition', 'd.owner_id', 'd.version', 'd.date_updated'])
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
});

/** With `id`: that template, whoever saved it (404 when there is none). Otherwise the caller's, of `name` when given, by name. */
export async function listTemplates(db: Db, userId: number, q: { name?: DashboardName; id?: number }): Promise<DashboardTemplate[]> {
  if (q.id !== undefined) {
    const one = await templates(db).where('d.id', '=', q.id).executeTakeFirst();
    if (!one) throw notFound(what(q.id));
    return [toTemplate(one)];
  }
  let query = templates(db).where('d.owner_id', '=', userId);
  if (q.name) query = query.where('d.dashboard', '=', q.name);
  const rows = await query.orderBy(sql`lower(d.name)`).orderBy('d.id').execute();
  return rows.map(toTemplate);
}

const snapshotOf = (t: { name: string; dashboard: string; definition: unknown; owner_id: number }) => ({ name: t.name, dashboard: t.dashboard, definition: t.definition, ownerId: t.owner_id });

/** Saves the caller's template: id 0 new; otherwise only its owner, at the version read (409 stale), a name not taken (409). */
export async function saveTemplate(db: Db, body: SaveBody, userId: number): Promise<DashboardTemplate> {
  const definition = JSON.stringify(body.definition);
  try {
    const id = await db.transaction().execute(async (trx) => {
      if (body.id === 0) {
        const created = await trx
          .insertInto('dashboard_templates')
          .values({ owner_id: userId, dashboard: body.dashboard, name: body.name, definition })
          .returning(['id', 'name', 'dashboard', 'definition', 'owner_id'])
          .executeTakeFirstOrThrow();
        await recordChange(trx, { area: AREA, entity: ENTITY, recordId: created.id, scopeId: userId, action: 'create', userId, after: snapshotOf(created) });
        return created.id;
      }
      const before = await trx.selectFrom('dashboard_templates').selectAll().where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!before) throw notFound(what(body.id));
      if (before.owner_id !== userId) throw forbidden(m`Only its owner may change or remove a template.`);
      if (before.version !== body.version) throw staleEdit(what(body.id));
      const after = await trx
        .updateTable('dashboard_templates')
        .set({ dashboard: body.dashboard, name: body.name, definition, version: sql`version + 1`, date_updated: sql`now()` })
        .where('id', '=', body.id)
        .returning(['id', 'name', 'dashboard', 'definition', 'owner_id'])
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

/** Removes one of the caller's templates: 404 when there is none, 403 when it is someone else's. */
export async function removeTemplate(db: Db, id: number, userId: number): Promise<{ success: boolean }> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('dashboard_templates').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw notFound(what(id));
    if (before.owner_id !== userId) throw forbidden(m`Only its owner may change or remove a template.`);
    await trx.deleteFrom('dashboard_templates').where('id', '=', id).execute();
    await recordChange(trx, { area: AREA, entity: ENTITY, recordId: id, scopeId: userId, action: 'delete', userId, before: snapshotOf(before) });
  });
  return { success: true };
}
