/**
 * Volume discounts per product (Business/Discounts, Business/UpsertDiscount):
 * rows of a business, each saved on its own with its version.
 */
import { sql } from 'kysely';
import type { VolumeDiscount } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { badRequest } from '../../http/errors';
import { requireBusiness, requireLookups } from './references';
import { m } from '../../http/text';

export type VolumeDiscountInput = Omit<VolumeDiscount, 'version'> & { version?: number };
/** typeId 1: a percent; 2: an amount. */
export const PERCENT = 1;

const columns = [
  'id',
  'business_id as businessId',
  'product_id as productId',
  'type_id as typeId',
  sql<number>`amount::float8`.as('amount'),
  'volume_break as volumeBreak',
  'is_active as isActive',
  'version',
] as const;

/** The business's volume discounts: one product (productId > 0) or all, active only unless includeInactive. */
export async function listVolumeDiscounts(db: Db, businessId: number, productId: number, includeInactive: boolean): Promise<VolumeDiscount[]> {
  await requireBusiness(db, businessId);
  let q = db.selectFrom('business_volume_discounts').select(columns).where('business_id', '=', businessId);
  if (productId > 0) q = q.where('product_id', '=', productId);
  if (!includeInactive) q = q.where('is_active', '=', true);
  return q.orderBy('product_id').orderBy('volume_break').orderBy('id').execute();
}

/** One row, in its own transaction: its business must exist, its product be a product, a percent at most 100. */
export function saveVolumeDiscount(db: Db, row: VolumeDiscountInput): Promise<VolumeDiscount> {
  return inTransaction(db, async (trx) => {
    await requireBusiness(trx, row.businessId);
    await requireLookups(trx, [{ field: 'productId', key: LOOKUP_KEYS.product, ids: [row.productId] }]);
    if (row.typeId === PERCENT && row.amount > 100) throw badRequest('amount', m`a percent discount must be at most 100`);
    const values = { product_id: row.productId, type_id: row.typeId, amount: row.amount, volume_break: row.volumeBreak, is_active: row.isActive };
    const scoped = () => trx.selectFrom('business_volume_discounts').select('id').where('id', '=', row.id).where('business_id', '=', row.businessId);
    return saveVersioned({
      what: m`Discount ${row.id} of business ${row.businessId}`,
      id: row.id,
      version: row.version,
      duplicate: m`The discount already exists.`,
      insert: () =>
        trx
          .insertInto('business_volume_discounts')
          .values({ business_id: row.businessId, ...values })
          .returning(columns)
          .executeTakeFirstOrThrow(),
      // Scoped to the row's business: a row id of another business is not found, never updated.
      update: (version) =>
        trx
          .updateTable('business_volume_discounts')
          .set({ ...values, version: sql`version + 1` })
          .where('id', '=', row.id)
          .where('business_id', '=', row.businessId)
          .where('version', '=', version)
          .returning(columns)
          .executeTakeFirst(),
      exists: async () => !!(await scoped().executeTakeFirst()),
    });
  });
}
