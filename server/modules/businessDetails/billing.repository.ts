/** The Billing tab (Business/Billing, Business/UpsertBilling): one row per business and its OEM chargeable products. */
import { sql } from 'kysely';
import type { Billing } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import type { Author } from '../../db/write';
import { requireBusiness, requireLookups } from '../../shared/referencedRecords';
import { saveTabRow, type TabRowKind } from './tabRow';
import { BUSINESS_AREA } from './writeRules';
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

const billingColumns = [
  'business_id as businessId',
  'is_demo as isDemo',
  'is_recurring as isRecurring',
  'period_id as periodId',
  sql<number | null>`period_amount::float8`.as('periodAmount'),
  'currency_id as currencyId',
  'initial_currency_id as initialCurrencyId',
  'version',
] as const;

const productsOf = async (db: Db, businessId: number) =>
  (await db.selectFrom('business_billing_products').select('product_id').where('business_id', '=', businessId).orderBy('product_id').execute()).map((p) => p.product_id);

/** The billing row of a business with its OEM chargeable products, its children (record id and scope: the business id). */
export const billingKind: TabRowKind = {
  area: BUSINESS_AREA,
  entity: 'billing',
  table: 'business_billing',
  what: (businessId) => m`The billing of business ${businessId}`,
  snapshot: async (trx, businessId) => {
    const row = await trx.selectFrom('business_billing').select(billingColumns).where('business_id', '=', businessId).executeTakeFirst();
    return row && { ...row, oemChargeableProducts: await productsOf(trx, businessId) };
  },
  scope: (billing) => billing.businessId as number,
};

/** The business's billing, or the default record with version 0 before its first save; 404 for an unknown business. */
export async function getBilling(db: Db, businessId: number): Promise<Billing> {
  await requireBusiness(db, businessId);
  const row = await db.selectFrom('business_billing').select(billingColumns).where('business_id', '=', businessId).executeTakeFirst();
  if (!row) return defaults(businessId);
  // Derived, not stored: whether a currency has been saved (the console then keeps it fixed).
  return { ...row, isCurrencyIdSavedInDatabase: row.currencyId !== null, oemChargeableProducts: await productsOf(db, businessId) };
}

export async function saveBilling(db: Db, author: Author, input: BillingInput): Promise<Billing> {
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
    updated_at: sql`now()`,
  };
  // The products are the row's children: written in its save, in its snapshot.
  const saveProducts = async (trx: Db) => {
    await trx.deleteFrom('business_billing_products').where('business_id', '=', businessId).execute();
    const products = [...new Set(input.oemChargeableProducts)];
    if (products.length > 0) {
      await trx
        .insertInto('business_billing_products')
        .values(products.map((product_id) => ({ business_id: businessId, product_id })))
        .execute();
    }
  };
  return inTransaction(db, async (trx) => {
    await saveTabRow(trx, billingKind, author, businessId, input.version, { values, apply: saveProducts });
    return getBilling(trx, businessId);
  });
}
