/**
 * Scan types (lookup/GetScanTypes, lookup/UpsertScanType): items of workorder.servicetype, each with the
 * service element group (an item of workorder.serviceelementgroup) kept in scan_type_groups.
 */
import { sql } from 'kysely';
import { SCAN_TYPE_KEY, type ScanType, type ScanTypeInput, SERVICE_ELEMENT_GROUP_KEY } from '../../../contract/serviceCatalogue';
import type { Db } from '../../db/database';
import { Invalid, NotFound } from '../../db/domainErrors';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { checkParent } from '../lookup/lookups.repository';
import { lookupTextSql, saveTranslations, translationChanges, translationsOf } from '../lookup/lookupTexts';
import { requireLookupItem } from './references';
import { type Language, m } from '../../http/text';

/** The scan types with their group, named in `language` (issue 31): a scan type's own text stays its English, to edit. */
function query(db: Db, language: Language) {
  return db
    .selectFrom('lookups as l')
    .leftJoin('scan_type_groups as g', 'g.scan_type_id', 'l.id')
    .leftJoin('lookups as grp', 'grp.id', 'g.service_element_group_id')
    .select([
      'l.id',
      'l.key',
      'l.text',
      'l.is_active as isActive',
      'l.value',
      sql<string | null>`to_char(l.date_value, 'YYYY-MM-DD')`.as('dateValue'),
      'l.decimal_value as decimalValue',
      'l.int_value as intValue',
      'l.label',
      'l.parent_id as parentId',
      'l.string_value as stringValue',
      'l.version',
      translationsOf(sql.ref('l.id')).as('translations'),
      'g.service_element_group_id as serviceElementGroupId',
      lookupTextSql(sql`grp.id`, sql`grp.text`, language).as('serviceElementGroupName'),
    ])
    .where('l.key', '=', SCAN_TYPE_KEY);
}

const withInActive = (row: Omit<ScanType, 'isInActive'>): ScanType => ({ ...row, isInActive: !row.isActive });

export async function listScanTypes(db: Db, showAll: boolean, language: Language = 'en'): Promise<ScanType[]> {
  let q = query(db, language).orderBy('l.text').orderBy('l.id');
  if (!showAll) q = q.where('l.is_active', '=', true);
  return (await q.execute()).map(withInActive);
}

/**
 * A scan type, as the change history keeps it: its lookup item with its translations and its service element group
 * (its children, written with it).
 */
export const scanTypeKind: RecordKind = {
  area: 'serviceCatalogue',
  entity: 'scanType',
  table: 'lookups',
  what: (id) => m`Lookup item ${id} of ${SCAN_TYPE_KEY}`,
  duplicate: (values) => m`${SCAN_TYPE_KEY} already has an item "${String(values.text)}".`,
  snapshot: (trx, id) =>
    trx
      .selectFrom('lookups as l')
      .leftJoin('scan_type_groups as g', 'g.scan_type_id', 'l.id')
      .select([
        'l.text',
        'l.is_active as isActive',
        'l.value',
        sql<string | null>`to_char(l.date_value, 'YYYY-MM-DD')`.as('dateValue'),
        'l.decimal_value as decimalValue',
        'l.int_value as intValue',
        'l.label',
        'l.parent_id as parentId',
        'l.string_value as stringValue',
        translationsOf(sql.ref('l.id')).as('translations'),
        'g.service_element_group_id as serviceElementGroupId',
      ])
      .where('l.id', '=', id)
      .executeTakeFirst(),
};

/** The lookup item, its translations and its group in one write: the item's version guards them all. */
export async function upsertScanType(db: Db, author: Author, input: ScanTypeInput, language: Language = 'en'): Promise<ScanType> {
  const { serviceElementGroupId, isInActive, translations: sent, ...item } = input;
  await requireLookupItem(db, 'serviceElementGroupId', serviceElementGroupId, [SERVICE_ELEMENT_GROUP_KEY], m`a service element group`);
  const isActive = item.isActive ?? (isInActive === undefined ? true : !isInActive);
  if (item.parentId !== undefined && item.parentId !== null) await checkParent(db, item.id, item.parentId);
  const translations = await translationChanges(db, sent);
  if (item.id !== 0) {
    // An item of another key is not a scan type to edit: not found (after a missing version, as ever).
    const ours = await db.selectFrom('lookups').select('id').where('id', '=', item.id).where('key', '=', SCAN_TYPE_KEY).executeTakeFirst();
    if (!ours) throw item.version === undefined ? new Invalid('version', m`is required to update an existing record`) : new NotFound(scanTypeKind.what(item.id));
  }
  const values = {
    key: SCAN_TYPE_KEY,
    text: item.text,
    is_active: isActive,
    value: item.value ?? null,
    date_value: item.dateValue ?? null,
    decimal_value: item.decimalValue ?? null,
    int_value: item.intValue ?? null,
    label: item.label ?? null,
    parent_id: item.parentId ?? null,
    string_value: item.stringValue ?? null,
  };
  const { id } = await saveRecord(db, scanTypeKind, author, item.id, item.version, {
    values,
    apply: async (trx, id) => {
      await saveTranslations(trx, id, translations);
      await trx
        .insertInto('scan_type_groups')
        .values({ scan_type_id: id, service_element_group_id: serviceElementGroupId })
        .onConflict((oc) => oc.column('scan_type_id').doUpdateSet({ service_element_group_id: serviceElementGroupId }))
        .execute();
    },
  });
  return withInActive(await query(db, language).where('l.id', '=', id).executeTakeFirstOrThrow());
}
