/** The Promotion tab (Business/Promotion, Business/UpsertPromotion): one row per business. */
import { sql } from 'kysely';
import type { Promotion } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import type { Author } from '../../db/write';
import { requireBusiness, requireLookups } from '../../shared/referencedRecords';
import { saveTabRow, type TabRowKind } from './tabRow';
import { BUSINESS_AREA } from './writeRules';
import { m } from '../../http/text';

export type PromotionInput = Omit<Promotion, 'version'> & { version?: number };

const columns = [
  'business_id as businessId',
  sql<string | null>`to_char(start_date, 'YYYY-MM-DD')`.as('startDate'),
  sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('endDate'),
  'start_product_id as startProductId',
  'end_product_id as endProductId',
  'promotion_type as promotionType',
  'number_of_scans as numberOfScans',
  'version',
] as const;

/** The promotion row of a business (record id and scope: the business id). */
export const promotionKind: TabRowKind = {
  area: BUSINESS_AREA,
  entity: 'promotion',
  table: 'business_promotions',
  what: (businessId) => m`The promotion of business ${businessId}`,
  snapshot: (trx, businessId) => trx.selectFrom('business_promotions').select(columns).where('business_id', '=', businessId).executeTakeFirst(),
  scope: (promotion) => promotion.businessId as number,
};

/** The business's promotion, or an empty one with version 0 before its first save; 404 for an unknown business. */
export async function getPromotion(db: Db, businessId: number): Promise<Promotion> {
  await requireBusiness(db, businessId);
  const row = await db.selectFrom('business_promotions').select(columns).where('business_id', '=', businessId).executeTakeFirst();
  return (
    row ?? { businessId, startDate: null, endDate: null, startProductId: null, endProductId: null, promotionType: null, numberOfScans: null, version: 0 }
  );
}

export async function savePromotion(db: Db, author: Author, input: PromotionInput): Promise<Promotion> {
  const businessId = input.businessId;
  await requireBusiness(db, businessId);
  await requireLookups(db, [
    { field: 'startProductId', key: LOOKUP_KEYS.product, ids: [input.startProductId] },
    { field: 'endProductId', key: LOOKUP_KEYS.product, ids: [input.endProductId] },
  ]);
  const values = {
    start_date: input.startDate ?? null,
    end_date: input.endDate ?? null,
    start_product_id: input.startProductId ?? null,
    end_product_id: input.endProductId ?? null,
    promotion_type: input.promotionType ?? null,
    number_of_scans: input.numberOfScans ?? null,
    updated_at: sql`now()`,
  };
  return inTransaction(db, async (trx) => {
    await saveTabRow(trx, promotionKind, author, businessId, input.version, { values });
    return getPromotion(trx, businessId);
  });
}
