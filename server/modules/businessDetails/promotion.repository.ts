/** The Promotion tab (Business/Promotion, Business/UpsertPromotion): one row per business. */
import { sql } from 'kysely';
import type { Promotion } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import { requireBusiness, requireLookups } from './references';
import { saveTabRow } from './tabRow';
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

/** The business's promotion, or an empty one with version 0 before its first save; 404 for an unknown business. */
export async function getPromotion(db: Db, businessId: number): Promise<Promotion> {
  await requireBusiness(db, businessId);
  const row = await db.selectFrom('business_promotions').select(columns).where('business_id', '=', businessId).executeTakeFirst();
  return (
    row ?? { businessId, startDate: null, endDate: null, startProductId: null, endProductId: null, promotionType: null, numberOfScans: null, version: 0 }
  );
}

export async function savePromotion(db: Db, input: PromotionInput): Promise<Promotion> {
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
  };
  return inTransaction(db, async (trx) => {
    await saveTabRow({
      what: m`The promotion of business ${businessId}`,
      businessId,
      version: input.version,
      insertIfNone: () =>
        trx
          .insertInto('business_promotions')
          .values({ business_id: businessId, ...values })
          .onConflict((oc) => oc.column('business_id').doNothing())
          .returning(['business_id as id', 'version'])
          .executeTakeFirst(),
      update: (version) =>
        trx
          .updateTable('business_promotions')
          .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
          .where('business_id', '=', businessId)
          .where('version', '=', version)
          .returning(['business_id as id', 'version'])
          .executeTakeFirst(),
    });
    return getPromotion(trx, businessId);
  });
}
