/**
 * Test data for the business detail tests: a business of its own per test
 * (inserted directly), lookup items under the keys the details refer to, and
 * table snapshots to assert that a refused request wrote nothing.
 */
import { randomBytes } from 'node:crypto';
import { type LookupKey, LOOKUP_KEYS as K } from '../../../contract/lookupKeys';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export async function addLookup(db: Db, key: LookupKey, text = `${key} ${randomBytes(3).toString('hex')}`): Promise<number> {
  const { id } = await db.insertInto('lookups').values({ key, text }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A new business with its own shop id, answering its id. */
export async function createBusiness(db: Db, name = 'Test Garage'): Promise<number> {
  const status = await addLookup(db, K.businessStatus, 'Active');
  const shopId = `T${randomBytes(6).toString('hex')}`;
  const { id } = await db.insertInto('businesses').values({ shop_id: shopId, status_id: status, name }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The lookup items a business detail refers to, one or two of each. */
export async function referenceItems(db: Db) {
  return {
    title: await addLookup(db, K.title),
    period: await addLookup(db, K.period),
    currency: await addLookup(db, K.currency),
    otherCurrency: await addLookup(db, K.currency),
    product: await addLookup(db, K.product),
    otherProduct: await addLookup(db, K.product),
    productAdd: await addLookup(db, K.productAdd),
  };
}

/** Every row of the tables a request may write, to compare before and after. */
export async function snapshot(db: Db, tables: (keyof Database)[]): Promise<string> {
  const rows = await Promise.all(tables.map((t) => db.selectFrom(t).selectAll().execute()));
  return JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
}

export const DETAIL_TABLES: (keyof Database)[] = [
  'users',
  'user_roles',
  'refresh_tokens',
  'business_billing',
  'business_billing_products',
  'business_promotions',
  'business_volume_discounts',
  'business_product_add_discounts',
  'business_notes',
  'business_note_files',
];

/** A business user row as ModifyUsers takes it, with a unique email. */
export function userRow<T extends Record<string, unknown> = Record<never, never>>(overrides?: T) {
  const tag = randomBytes(4).toString('hex');
  return { id: 0, firstName: 'Bea', lastName: `User ${tag}`, email: `bea.${tag}@shop.example.test`, isEnabled: true, ...(overrides as T) };
}

/** A password that meets the policy. */
export const GOOD_PASSWORD = 'Calibrate-Bay-42-Lift';
