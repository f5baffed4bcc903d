/** Product makes (lookup/ProductMakes, Business/UpsertProductMake): the vehicle makes a product or product add is offered for. */
import { sql } from 'kysely';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { ProductMake, ProductMakeInput } from '../../../contract/serviceCatalogue';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { requireLookupItem, requireRow } from './references';
import { m } from '../../http/text';

function query(db: Db) {
  return db
    .selectFrom('product_makes as pm')
    .innerJoin('lookups as p', 'p.id', 'pm.product_id')
    .innerJoin('makes as m', 'm.id', 'pm.make_id')
    .select([
      'pm.id',
      'pm.product_id as productId',
      'p.text as productName',
      'pm.make_id as makeId',
      'm.make as makeName',
      sql<boolean>`p.key = ${LOOKUP_KEYS.productAdd}`.as('isAdd'),
      'pm.is_active as isActive',
      'pm.version',
    ]);
}

export async function listProductMakes(db: Db, productId: number | undefined, showAll: boolean): Promise<ProductMake[]> {
  let q = query(db).orderBy('p.text').orderBy('m.make').orderBy('pm.id');
  if (productId !== undefined) q = q.where('pm.product_id', '=', productId);
  if (!showAll) q = q.where('pm.is_active', '=', true);
  return q.execute();
}

export async function upsertProductMake(db: Db, input: ProductMakeInput): Promise<ProductMake> {
  await requireLookupItem(db, 'productId', input.productId, [LOOKUP_KEYS.product, LOOKUP_KEYS.productAdd], m`a product or product add`);
  await requireRow(db, 'makeId', 'makes', input.makeId, m`a make`);
  const values = { product_id: input.productId, make_id: input.makeId, is_active: input.isActive };
  const saved = await saveVersioned({
    what: m`Product make ${input.id}`,
    id: input.id,
    version: input.version,
    duplicate: m`This product already has a row for this make.`,
    insert: () => db.insertInto('product_makes').values(values).returning(['id', 'version']).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('product_makes')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', input.id)
        .where('version', '=', version)
        .returning(['id', 'version'])
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('product_makes').select('id').where('id', '=', input.id).executeTakeFirst()),
  });
  return query(db).where('pm.id', '=', saved.id).executeTakeFirstOrThrow();
}
