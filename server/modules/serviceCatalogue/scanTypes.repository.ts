/**
 * Scan types (lookup/GetScanTypes, lookup/UpsertScanType): items of workorder.servicetype, each with the
 * service element group (an item of workorder.serviceelementgroup) kept in scan_type_groups.
 */
import { sql } from 'kysely';
import { SCAN_TYPE_KEY, type ScanType, type ScanTypeInput, SERVICE_ELEMENT_GROUP_KEY } from '../../../contract/serviceCatalogue';
import { type Db, inTransaction } from '../../db/database';
import { upsertLookup } from '../lookup/lookups.repository';
import { lookupTextSql, translationsOf } from '../lookup/lookupTexts';
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

/** The lookup item and its group in one transaction: the item's version guards both. */
export async function upsertScanType(db: Db, input: ScanTypeInput, language: Language = 'en'): Promise<ScanType> {
  const { serviceElementGroupId, isInActive, ...item } = input;
  await requireLookupItem(db, 'serviceElementGroupId', serviceElementGroupId, [SERVICE_ELEMENT_GROUP_KEY], m`a service element group`);
  const isActive = item.isActive ?? (isInActive === undefined ? true : !isInActive);
  return inTransaction(db, async (trx) => {
    const saved = await upsertLookup(trx, { ...item, key: SCAN_TYPE_KEY, isActive });
    await trx
      .insertInto('scan_type_groups')
      .values({ scan_type_id: saved.id, service_element_group_id: serviceElementGroupId })
      .onConflict((oc) => oc.column('scan_type_id').doUpdateSet({ service_element_group_id: serviceElementGroupId }))
      .execute();
    return withInActive(await query(trx, language).where('l.id', '=', saved.id).executeTakeFirstOrThrow());
  });
}
