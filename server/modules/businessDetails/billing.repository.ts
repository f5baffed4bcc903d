/** The Billing tab (Business/Billing, Business/UpsertBilling): one row per business and its OEM chargeable products. */
import { sql } from 'kysely';
import type { Billing } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import { requireBusiness, requireLookups } from './references';
import { saveTabRow } from './tabRow';
import { m } from '../../http/text';

export type BillingInput = Omit<Billing, 'version'> & { version?: number };

const defaults = (businessId: number): Billing => ({
  businessId,
  isDemo: false,
  isRecurring: false,
  periodId: null,
  periodAmount: null,
  currencyId: null,
  isCurrencyIdSavedInDatabase: false,
  initialCurrencyId: null,
  oemChargeableProducts: [],
  version: 0,
});

/** The business's billing, or the default record with version 0 before its first save; 404 for an unknown business. */
export async function getBilling(db: Db, businessId: number): Promise<Billing> {
  await requireBusiness(db, businessId);
  const row = await db
    .selectFrom('business_billing')
    .select([
      'business_id as businessId',
      'is_demo as isDemo',
      'is_recurring as isRecurring',
      'period_id as periodId',
      sql<number | null>`period_amount::float8`.as('periodAmount'),
      'currency_id as currencyId',
      'initial_currency_id as initialCurrencyId',
      'version',
    ])
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!row) return defaults(businessId);
  const products = await db.selectFrom('business_billing_products').select('product_id').where('business_id', '=', businessId).orderBy('product_id').execute();
  // Derived, not stored: whether a currency has been saved (the console then keeps it fixed).
  return { ...row, isCurrencyIdSavedInDatabase: row.currencyId !== null, oemChargeableProducts: products.map((p) => p.product_id) };
}

export async function saveBilling(db: Db, input: BillingInput): Promise<Billing> {
  const businessId = input.businessId;
  await requireBusiness(db, businessId);
  await requireLookups(db, [
    { field: 'periodId', key: LOOKUP_KEYS.period, ids: [input.periodId] },
    { field: 'currencyId', key: LOOKUP_KEYS.currency, ids: [input.currencyId] },
    { field: 'initialCurrencyId', key: LOOKUP_KEYS.currency, ids: [input.initialCurrencyId] },
    { field: 'oemChargeableProducts', key: LOOKUP_KEYS.product, ids: input.oemChargeableProducts },
  ]);
  const values = {
    is_demo: input.isDemo,
    is_recurring: input.isRecurring,
    period_id: input.periodId ?? null,
    period_amount: input.periodAmount ?? null,
    currency_id: input.currencyId ?? null,
    initial_currency_id: input.initialCurrencyId ?? null,
  };
  return inTransaction(db, async (trx) => {
    await saveTabRow({
      what: m`The billing of business ${businessId}`,
      businessId,
      version: input.version,
      insertIfNone: () =>
        trx
          .insertInto('business_billing')
          .values({ business_id: businessId, ...values })
          .onConflict((oc) => oc.column('business_id').doNothing())
          .returning(['business_id as id', 'version'])
          .executeTakeFirst(),
      update: (version) =>
        trx
          .updateTable('business_billing')
          .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
          .where('business_id', '=', businessId)
          .where('version', '=', version)
          .returning(['business_id as id', 'version'])
          .executeTakeFirst(),
    });
    await trx.deleteFrom('business_billing_products').where('business_id', '=', businessId).execute();
    const products = [...new Set(input.oemChargeableProducts)];
    if (products.length > 0) {
      await trx
        .insertInto('business_billing_products')
        .values(products.map((product_id) => ({ business_id: businessId, product_id })))
        .execute();
    }
    return getBilling(trx, businessId);
  });
}
