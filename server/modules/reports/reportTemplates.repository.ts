/** Report templates: listed by area, app and order; saved with their version (placeholders checked by the contract). */
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { ReportTemplate, ReportTemplateInput } from '../../../contract/reports';
import { type Db, inTransaction } from '../../db/database';
import { ANY_VERSION, type Author, deleteRecord, type RecordKind, saveRecord } from '../../db/write';
import { requireLookups } from '../../shared/referencedRecords';
import { requireMakes } from './references';
import { m } from '../../http/text';

/** A template's fields under their API names: what the history keeps of it. */
const fields = [
  'area',
  'product_id as productId',
  'sort_order as order',
  'is_sws as isSWS',
  'sws_make_id as swsMakeId',
  'template',
  'app_id as appId',
  'is_inactive as isInactive',
  'is_add as isAdd',
] as const;
const columns = ['id', ...fields, 'version'] as const;

/** A report template, as the change history keeps it. */
export const reportTemplateKind: RecordKind = {
  area: 'reports',
  entity: 'reportTemplate',
  table: 'report_templates',
  what: (id) => m`Report template ${id}`,
  duplicate: () => m`The report template already exists.`,
  snapshot: (trx, id) => trx.selectFrom('report_templates').select(fields).where('id', '=', id).executeTakeFirst(),
};

export async function listReportTemplates(db: Db, filter: { area?: number; appId?: number; showAll?: boolean }): Promise<ReportTemplate[]> {
  let q = db.selectFrom('report_templates').select(columns).orderBy('area').orderBy('app_id').orderBy('sort_order').orderBy('id');
  if (filter.area !== undefined) q = q.where('area', '=', filter.area);
  if (filter.appId) q = q.where('app_id', '=', filter.appId);
  if (!filter.showAll) q = q.where('is_inactive', '=', false);
  return q.execute();
}

/** One template, in its own transaction: its product (or product add) and SWS make must exist. */
export function saveReportTemplate(db: Db, author: Author, row: ReportTemplateInput): Promise<ReportTemplate> {
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
    const { id } = await saveRecord(trx, reportTemplateKind, author, row.id, row.version, { values });
    return trx.selectFrom('report_templates').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/** Removes a template (only at `version`, when given); nothing refers to a template. */
export async function removeReportTemplate(db: Db, author: Author, id: number, version: number | undefined): Promise<{ id: number }> {
  await deleteRecord(db, reportTemplateKind, author, id, version ?? ANY_VERSION);
  return { id };
}
