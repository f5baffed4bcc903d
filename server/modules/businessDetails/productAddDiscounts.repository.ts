/**
 * Product-add discounts (Business/DiscountsProductAdds, Business/UpsertDiscountProductAdd):
 * rows of a business, each saved on its own with its version; isActive defaults to true (spec §5).
 */
import { sql } from 'kysely';
import type { ProductAddDiscount } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { badRequest } from '../../http/errors';
import { requireBusiness, requireLookups } from '../../shared/referencedRecords';
import { PERCENT } from './volumeDiscounts.repository';
import { BUSINESS_AREA, requireOfBusiness, requireVersion } from './writeRules';
import { m } from '../../http/text';

export type ProductAddDiscountInput = Omit<ProductAddDiscount, 'version'> & { version?: number };

const columns = [
  'id',
  'business_id as businessId',
  'product_add_id as productAddId',
  'is_trigger_dtc as isTriggerDTC',
  'is_active as isActive',
  'discount_type_id',
  sql<number>`discount_amount::float8`.as('discount_amount'),
  'version',
] as const;

type Row = { id: number; businessId: number; productAddId: number; isTriggerDTC: boolean; isActive: boolean; discount_type_id: number; discount_amount: number; version: number };
const toRecord = ({ discount_type_id, discount_amount, ...rest }: Row): ProductAddDiscount => ({ ...rest, discount: { typeId: discount_type_id, amount: discount_amount } });

/** A product-add discount of a business (scope: the business id). */
export const productAddDiscountKind: RecordKind = {
  area: BUSINESS_AREA,
  entity: 'productAddDiscount',
  table: 'business_product_add_discounts',
  what: (id) => m`Product-add discount ${id}`,
  duplicate: () => m`The product-add discount already exists.`,
  snapshot: async (trx, id) => {
    const row = await trx.selectFrom('business_product_add_discounts').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const { id: _id, version: _version, ...discount } = toRecord(row);
    return discount;
  },
  scope: (discount) => discount.businessId as number,
};

export async function listProductAddDiscounts(db: Db, businessId: number): Promise<ProductAddDiscount[]> {
  await requireBusiness(db, businessId);
  const rows = await db.selectFrom('business_product_add_discounts').select(columns).where('business_id', '=', businessId).orderBy('product_add_id').orderBy('id').execute();
  return rows.map(toRecord);
}

/** One row, in its own transaction: its business must exist, its product add be one, a percent at most 100. */
export function saveProductAddDiscount(db: Db, author: Author, row: ProductAddDiscountInput): Promise<ProductAddDiscount> {
  return inTransaction(db, async (trx) => {
    await requireBusiness(trx, row.businessId);
    await requireLookups(trx, [{ field: 'productAddId', key: LOOKUP_KEYS.productAdd, ids: [row.productAddId] }]);
    if (row.discount.typeId === PERCENT && row.discount.amount > 100) throw badRequest('discount.amount', m`a percent discount must be at most 100`);
    requireVersion(row.id, row.version);
    const kind = { ...productAddDiscountKind, what: (id: number) => m`Product-add discount ${id} of business ${row.businessId}` };
    // Scoped to the row's business: a row id of another business is not found, never updated.
    if (row.id !== 0) await requireOfBusiness(trx, 'business_product_add_discounts', row.id, row.businessId, kind.what(row.id));
    const values = {
      product_add_id: row.productAddId,
      is_trigger_dtc: row.isTriggerDTC,
      is_active: row.isActive,
      discount_type_id: row.discount.typeId,
      discount_amount: row.discount.amount,
    };
    const { id } = await saveRecord(trx, kind, author, row.id, row.version, { values: row.id === 0 ? { business_id: row.businessId, ...values } : values });
    return toRecord(await trx.selectFrom('business_product_add_discounts').select(columns).where('id', '=', id).executeTakeFirstOrThrow());
  });
}
