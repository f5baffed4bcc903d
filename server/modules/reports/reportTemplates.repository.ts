/** Report templates: listed by area, app and order; saved with their version (placeholders checked by the contract). */
import { sql } from 'kysely';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { ReportTemplate, ReportTemplateInput } from '../../../contract/reports';
import { type Db, inTransaction } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { notFound, staleEdit } from '../../http/errors';
import { requireLookups } from '../businessDetails/references';
import { requireMakes } from './references';
import { m } from '../../http/text';

const columns = [
  'id',
  'area',
  'product_id as productId',
  'sort_order as order',
  'is_sws as isSWS',
  'sws_make_id as swsMakeId',
  'template',
  'app_id as appId',
  'is_inactive as isInactive',
  'is_add as isAdd',
  'version',
] as const;

export async function listReportTemplates(db: Db, filter: { area?: number; appId?: number; showAll?: boolean }): Promise<ReportTemplate[]> {
  let q = db.selectFrom('report_templates').select(columns).orderBy('area').orderBy('app_id').orderBy('sort_order').orderBy('id');
  if (filter.area !== undefined) q = q.where('area', '=', filter.area);
  if (filter.appId) q = q.where('app_id', '=', filter.appId);
  if (!filter.showAll) q = q.where('is_inactive', '=', false);
  return q.execute();
}

/** One template, in its own transaction: its product (or product add) and SWS make must exist. */
export function saveReportTemplate(db: Db, row: ReportTemplateInput): Promise<ReportTemplate> {
  return inTransaction(db, async (trx) => {
    await requireLookups(trx, [{ field: 'productId', key: row.isAdd ? LOOKUP_KEYS.productAdd : LOOKUP_KEYS.product, ids: [row.productId] }]);
    await requireMakes(trx, [{ field: 'swsMakeId', id: row.swsMakeId }]);
    const values = {
      area: row.area,
      product_id: row.productId,
      is_add: row.isAdd,
      sort_order: row.order,
      is_sws: row.isSWS,
      sws_make_id: row.swsMakeId ?? null,
      template: row.template,
      app_id: row.appId,
      is_inactive: row.isInactive,
    };
    return saveVersioned({
      what: m`Report template ${row.id}`,
      id: row.id,
      version: row.version,
      duplicate: m`The report template already exists.`,
      insert: () => trx.insertInto('report_templates').values(values).returning(columns).executeTakeFirstOrThrow(),
      update: (version) =>
        trx
          .updateTable('report_templates')
          .set({ ...values, version: sql`version + 1` })
          .where('id', '=', row.id)
          .where('version', '=', version)
          .returning(columns)
          .executeTakeFirst(),
      exists: async () => !!(await trx.selectFrom('report_templates').select('id').where('id', '=', row.id).executeTakeFirst()),
    });
  });
}

/** Removes a template (only at `version`, when given); nothing refers to a template. */
export function removeReportTemplate(db: Db, id: number, version: number | undefined): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const current = await trx.selectFrom('report_templates').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw notFound(m`Report template ${id}`);
    if (version !== undefined && version !== current.version) throw staleEdit(m`Report template ${id}`);
    await trx.deleteFrom('report_templates').where('id', '=', id).execute();
    return { id };
  });
}
