/** Product makes (lookup/ProductMakes, Business/UpsertProductMake): the vehicle makes a product or product add is offered for. */
import { sql } from 'kysely';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { ProductMake, ProductMakeInput } from '../../../contract/serviceCatalogue';
import type { Db } from '../../db/database';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
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

/** A product make, as the change history keeps it; scoped to its product. */
export const productMakeKind: RecordKind = {
  area: 'serviceCatalogue',
  entity: 'productMake',
  table: 'product_makes',
  what: (id) => m`Product make ${id}`,
  duplicate: () => m`This product already has a row for this make.`,
  snapshot: (trx, id) =>
    trx.selectFrom('product_makes').select(['product_id as productId', 'make_id as makeId', 'is_active as isActive']).where('id', '=', id).executeTakeFirst(),
  scope: (row) => row.productId as number,
};

export async function upsertProductMake(db: Db, author: Author, input: ProductMakeInput): Promise<ProductMake> {
  await requireLookupItem(db, 'productId', input.productId, [LOOKUP_KEYS.product, LOOKUP_KEYS.productAdd], m`a product or product add`);
  await requireRow(db, 'makeId', 'makes', input.makeId, m`a make`);
  const values = { product_id: input.productId, make_id: input.makeId, is_active: input.isActive };
  const saved = await saveRecord(db, productMakeKind, author, input.id, input.version, { values });
  return query(db).where('pm.id', '=', saved.id).executeTakeFirstOrThrow();
}
