/**
 * Volume discounts per product (Business/Discounts, Business/UpsertDiscount):
 * rows of a business, each saved on its own with its version.
 */
import { sql } from 'kysely';
import type { VolumeDiscount } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { badRequest } from '../../http/errors';
import { requireBusiness, requireLookups } from '../../shared/referencedRecords';
import { BUSINESS_AREA, requireOfBusiness, requireVersion } from './writeRules';
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

/** A volume discount of a business (scope: the business id). */
export const volumeDiscountKind: RecordKind = {
  area: BUSINESS_AREA,
  entity: 'volumeDiscount',
  table: 'business_volume_discounts',
  what: (id) => m`Discount ${id}`,
  duplicate: () => m`The discount already exists.`,
  snapshot: async (trx, id) => {
    const row = await trx.selectFrom('business_volume_discounts').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const { id: _id, version: _version, ...discount } = row;
    return discount;
  },
  scope: (discount) => discount.businessId as number,
};

/** The business's volume discounts: one product (productId > 0) or all, active only unless includeInactive. */
export async function listVolumeDiscounts(db: Db, businessId: number, productId: number, includeInactive: boolean): Promise<VolumeDiscount[]> {
  await requireBusiness(db, businessId);
  let q = db.selectFrom('business_volume_discounts').select(columns).where('business_id', '=', businessId);
  if (productId > 0) q = q.where('product_id', '=', productId);
  if (!includeInactive) q = q.where('is_active', '=', true);
  return q.orderBy('product_id').orderBy('volume_break').orderBy('id').execute();
}

/** One row, in its own transaction: its business must exist, its product be a product, a percent at most 100. */
export function saveVolumeDiscount(db: Db, author: Author, row: VolumeDiscountInput): Promise<VolumeDiscount> {
  return inTransaction(db, async (trx) => {
    await requireBusiness(trx, row.businessId);
    await requireLookups(trx, [{ field: 'productId', key: LOOKUP_KEYS.product, ids: [row.productId] }]);
    if (row.typeId === PERCENT && row.amount > 100) throw badRequest('amount', m`a percent discount must be at most 100`);
    requireVersion(row.id, row.version);
    const kind = { ...volumeDiscountKind, what: (id: number) => m`Discount ${id} of business ${row.businessId}` };
    // Scoped to the row's business: a row id of another business is not found, never updated.
    if (row.id !== 0) await requireOfBusiness(trx, 'business_volume_discounts', row.id, row.businessId, kind.what(row.id));
    const values = { product_id: row.productId, type_id: row.typeId, amount: row.amount, volume_break: row.volumeBreak, is_active: row.isActive };
    const { id } = await saveRecord(trx, kind, author, row.id, row.version, { values: row.id === 0 ? { business_id: row.businessId, ...values } : values });
    return trx.selectFrom('business_volume_discounts').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  });
}
