/**
 * A business's scan-pro configuration: its own criteria and checklist, or, when it has none, the corporate
 * business's (spec §9: the configuration lookup scanProDefaultCorporateId, 49 when absent). A save writes the
 * business's own at the version it was read at (the inherited one's the first time: 409 stale when either moved
 * on), replacing its rows in one transaction with the change recorded; rows keep their ids when they are the
 * business's own, and rows of another configuration (the inherited ones) become the business's new rows.
 */
import { CORPORATE_ID_KEY, type ChecklistItem, type CriterionRow, type CriterionView, DEFAULT_CORPORATE_ID, DETAILS, detailFits, type ScanProConfiguration } from '../../../contract/scanpro';
import { type Db, inTransaction } from '../../db/database';
import { Duplicate, Stale } from '../../db/domainErrors';
import { type Author, createRecord, type RecordKind, updateRecord } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';

/** The corporate business: the configuration lookup's value when it is a positive integer, else 49. */
export async function corporateId(db: Db): Promise<number> {
  const row = await db.selectFrom('lookups').select('value').where('key', '=', 'configuration').where('text', '=', CORPORATE_ID_KEY).executeTakeFirst();
  const id = Number(row?.value);
  return Number.isInteger(id) && id > 0 ? id : DEFAULT_CORPORATE_ID;
}

export async function assertBusiness(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('businesses').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(m`Business ${id}`);
}

interface Own {
  version: number;
  updatedAt: string;
  criteria: CriterionView[];
  checklist: ChecklistItem[];
}

/** A business's own configuration, or undefined when it has none. */
async function readOwn(db: Db, businessId: number): Promise<Own | undefined> {
  const head = await db.selectFrom('scanpro_configurations').select(['version', 'updated_at']).where('business_id', '=', businessId).executeTakeFirst();
  if (!head) return undefined;
  const criteria = await db.selectFrom('scanpro_criteria').select(['id', 'criteria', 'detail']).where('business_id', '=', businessId).orderBy('position').execute();
  const elements = criteria.length
    ? await db
        .selectFrom('scanpro_criterion_elements as ce')
        .innerJoin('service_elements as e', 'e.id', 'ce.service_element_id')
        .select(['ce.criterion_id', 'ce.service_element_id', 'ce.kind', 'e.name'])
        .where(
          'ce.criterion_id',
          'in',
          criteria.map((c) => c.id),
        )
        .orderBy('e.name')
        .execute()
    : [];
  const checklist = await db.selectFrom('scanpro_checklist_items').select(['id', 'text', 'required']).where('business_id', '=', businessId).orderBy('position').execute();
  return {
    version: head.version,
    updatedAt: new Date(head.updated_at).toISOString(),
    criteria: criteria.map((c) => ({
      scanProId: c.id,
      scanProCriteria: c.criteria as CriterionView['scanProCriteria'],
      criteriaDetail: c.detail,
      serviceElements: elements.filter((e) => e.criterion_id === c.id).map((e) => ({ serviceElementId: e.service_element_id, kind: e.kind, name: e.name })),
    })),
    checklist,
  };
}

/** The configuration a business works with: its own, else the corporate one (empty, version 0, if none exists). */
export async function getConfiguration(db: Db, businessId: number): Promise<ScanProConfiguration> {
  await assertBusiness(db, businessId);
  const own = await readOwn(db, businessId);
  if (own) return { businessId, sourceBusinessId: businessId, inherited: false, ...own };
  const source = await corporateId(db);
  const corporate = await readOwn(db, source);
  return { businessId, sourceBusinessId: source, inherited: true, version: 0, criteria: [], checklist: [], updatedAt: null, ...corporate };
}

export interface ConfigurationInput {
  businessId: number;
  criteria: CriterionRow[];
  checklist: ChecklistItem[];
  version: number;
}

/** The rows' problems the contract cannot see alone: a detail that does not fit its kind, a repeated row or element, an unknown element. */
async function assertRows(db: Db, criteria: CriterionRow[]): Promise<void> {
  const seen = new Set<string>();
  for (const [i, row] of criteria.entries()) {
    if (!detailFits(row.scanProCriteria, row.criteriaDetail)) {
      const allowed = DETAILS[row.scanProCriteria];
      throw badRequest(`criteria.${i}.criteriaDetail`, allowed ? m`must be one of ${allowed.join(', ')}` : m`must be a model year`);
    }
    const key = `${row.scanProCriteria}/${row.criteriaDetail}`;
    if (seen.has(key)) throw badRequest(`criteria.${i}.criteriaDetail`, m`is already a criterion of this configuration`);
    seen.add(key);
    const elements = new Set<number>();
    for (const [j, e] of row.serviceElements.entries()) {
      if (elements.has(e.serviceElementId)) throw badRequest(`criteria.${i}.serviceElements.${j}.serviceElementId`, m`is named twice`);
      elements.add(e.serviceElementId);
    }
  }
  const ids = [...new Set(criteria.flatMap((c) => c.serviceElements.map((e) => e.serviceElementId)))];
  const known = ids.length ? new Set((await db.selectFrom('service_elements').select('id').where('id', 'in', ids).execute()).map((e) => e.id)) : new Set<number>();
  for (const [i, row] of criteria.entries()) {
    for (const [j, e] of row.serviceElements.entries()) {
      if (!known.has(e.serviceElementId)) throw badRequest(`criteria.${i}.serviceElements.${j}.serviceElementId`, m`must be a service element`);
    }
  }
}

/** A configuration's criteria and checklist as the change history keeps them (History/Revert reads it so too). */
export const snapshotOf = (c: { criteria: { scanProCriteria: string; criteriaDetail: string; serviceElements: { serviceElementId: number; kind: string }[] }[]; checklist: ChecklistItem[] }) => ({
  criteria: c.criteria.map((r) => ({ criteria: r.scanProCriteria, detail: r.criteriaDetail, elements: r.serviceElements.map((e) => `${e.serviceElementId}:${e.kind}`) })),
  checklist: c.checklist.map((i) => ({ text: i.text, required: i.required })),
});

/** The rows of a save from a snapshot (snapshotOf's): every one new, as the history keeps no row ids. */
export const rowsOf = (snapshot: Record<string, unknown>) => ({
  criteria: (snapshot.criteria as ReturnType<typeof snapshotOf>['criteria']).map((r) => ({
    scanProId: 0,
    scanProCriteria: r.criteria,
    criteriaDetail: r.detail,
    serviceElements: r.elements.map((e) => {
      const [id, kind] = e.split(':');
      return { serviceElementId: Number(id), kind };
    }),
  })),
  checklist: (snapshot.checklist as ReturnType<typeof snapshotOf>['checklist']).map((i) => ({ id: 0, ...i })),
});

async function insertRows(trx: Db, input: ConfigurationInput, own: Own | undefined): Promise<void> {
  const ownCriteria = new Set(own?.criteria.map((c) => c.scanProId));
  const ownItems = new Set(own?.checklist.map((i) => i.id));
  await trx.deleteFrom('scanpro_criteria').where('business_id', '=', input.businessId).execute();
  await trx.deleteFrom('scanpro_checklist_items').where('business_id', '=', input.businessId).execute();
  for (const [position, row] of input.criteria.entries()) {
    const values = { business_id: input.businessId, position, criteria: row.scanProCriteria, detail: row.criteriaDetail };
    const { id } = await trx
      .insertInto('scanpro_criteria')
      .values(ownCriteria.has(row.scanProId) ? { ...values, id: row.scanProId } : values)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('scanpro_criterion_elements')
      .values(row.serviceElements.map((e) => ({ criterion_id: id, service_element_id: e.serviceElementId, kind: e.kind })))
      .execute();
  }
  if (input.checklist.length > 0) {
    await trx
      .insertInto('scanpro_checklist_items')
      .values(
        input.checklist.map((item, position) => {
          const values = { business_id: input.businessId, position, text: item.text, required: item.required };
          return ownItems.has(item.id) ? { ...values, id: item.id } : values;
        }),
      )
      .execute();
  }
}

/**
 * A business's own configuration, as the change history keeps it: keyed by its business (scanpro_configurations has
 * no id of its own), the record id and scope of its entries; its criteria and checklist before and after.
 */
export const configurationKind: RecordKind = {
  area: 'scanpro',
  entity: 'configuration',
  table: 'scanpro_configurations',
  key: 'business_id',
  missingIsStale: true,
  what: (businessId) => m`The scan-pro configuration of business ${businessId}`,
  snapshot: async (trx, businessId) => {
    const own = await readOwn(trx, businessId);
    return own && snapshotOf(own);
  },
  scopeColumn: 'business_id',
};

/**
 * Saves the business's own configuration at `input.version` through the one write path (server/db/write.ts, over
 * configurationKind); answers it as read back. Its first save makes it, held to the version of the configuration
 * it inherits (another business's); two first saves at once: the second is refused as stale.
 */
export async function saveConfiguration(db: Db, input: ConfigurationInput, author: Author): Promise<ScanProConfiguration> {
  const { businessId } = input;
  const updated = { updated_at: new Date(), updated_by: author.userId };
  await inTransaction(db, async (trx) => {
    await assertBusiness(trx, businessId);
    await assertRows(trx, input.criteria);
    const own = await readOwn(trx, businessId);
    const apply = (trx: Db) => insertRows(trx, input, own);
    if (own) {
      await updateRecord(trx, configurationKind, author, businessId, input.version, { values: updated, apply });
    } else {
      const first = { values: { business_id: businessId, updated_by: author.userId }, heldTo: { id: await corporateId(trx), version: input.version }, apply };
      await createRecord(trx, configurationKind, author, first).catch((err: unknown) => {
        throw err instanceof Duplicate ? new Stale(configurationKind.what(businessId)) : err;
      });
    }
  });
  return getConfiguration(db, businessId);
}
