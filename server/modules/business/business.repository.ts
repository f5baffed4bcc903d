/**
 * A business and its addresses (the Location tab), its status, its shop id.
 * A save writes the business and both addresses in one transaction; the
 * billing address is a copy of the primary one while billSameAsPrimary holds.
 */
import { sql } from 'kysely';
import type { Address, BusinessLocation, BusinessLocationInput } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { isUniqueViolation, notFound, refusedWithErrorMessage } from '../../http/errors';
import { requireLookups } from '../businessDetails/references';
import { checkLocation } from './businessRules';
import { m } from '../../http/text';

const businessColumns = [
  'id',
  'shop_id as shopId',
  'sid',
  'status_id as statusId',
  'name',
  'timezone',
  'phone',
  'phone_cc as phoneCC',
  'language',
  'bill_same_as_primary as billSameAsPrimary',
  'dispatch_priority_id as dispatchPriorityId',
  'distributor_id as distributorId',
  'sales_rep_id as salesRepId',
  'referral_source_id as referralSourceId',
  'parent_id as parentId',
  'grandparent_id as grandparentId',
  'date_created',
  'version',
] as const;
const addressColumns = ['id', 'kind', 'street', 'city', 'state', 'postal_code as postalCode', 'country', 'language'] as const;

export async function getLocation(db: Db, id: number): Promise<BusinessLocation> {
  const business = await db.selectFrom('businesses').select(businessColumns).where('id', '=', id).executeTakeFirst();
  if (!business) throw notFound(m`Business ${id}`);
  const addresses = await db.selectFrom('business_addresses').select(addressColumns).where('business_id', '=', id).execute();
  const address = (kind: 'primary' | 'billing'): Address => {
    const { kind: _kind, ...a } = addresses.find((x) => x.kind === kind) ?? addresses.find((x) => x.kind === 'primary')!;
    return a;
  };
  const { date_created, ...b } = business;
  return { ...b, primaryAddress: address('primary'), billingAddress: address('billing'), dateCreated: new Date(date_created).toISOString() };
}

function valuesOf(b: BusinessLocationInput) {
  return {
    shop_id: b.shopId,
    sid: b.sid ?? null,
    status_id: b.statusId,
    name: b.name,
    timezone: b.timezone ?? null,
    phone: b.phone ?? null,
    phone_cc: b.phoneCC ?? null,
    language: b.language,
    bill_same_as_primary: b.billSameAsPrimary,
    dispatch_priority_id: b.dispatchPriorityId ?? null,
    distributor_id: b.distributorId ?? null,
    sales_rep_id: b.salesRepId ?? null,
    referral_source_id: b.referralSourceId ?? null,
    parent_id: b.parentId ?? null,
    grandparent_id: b.grandparentId ?? null,
  };
}

/** Both addresses in one statement (the search index then refreshes once). */
async function saveAddresses(db: Db, businessId: number, b: BusinessLocationInput): Promise<void> {
  const row = (kind: 'primary' | 'billing', a: Address) => ({
    business_id: businessId,
    kind,
    street: a.street,
    city: a.city,
    state: a.state ?? null,
    postal_code: a.postalCode ?? null,
    country: a.country,
    language: a.language,
  });
  const billing = b.billSameAsPrimary || !b.billingAddress ? b.primaryAddress : b.billingAddress;
  await db
    .insertInto('business_addresses')
    .values([row('primary', b.primaryAddress), row('billing', billing)])
    .onConflict((oc) =>
      oc.columns(['business_id', 'kind']).doUpdateSet((eb) => ({
        street: eb.ref('excluded.street'),
        city: eb.ref('excluded.city'),
        state: eb.ref('excluded.state'),
        postal_code: eb.ref('excluded.postal_code'),
        country: eb.ref('excluded.country'),
        language: eb.ref('excluded.language'),
      })),
    )
    .execute();
}

/** Creates (id 0) or updates a business with its addresses, in one transaction. */
export async function upsertBusiness(db: Db, b: BusinessLocationInput): Promise<BusinessLocation> {
  await checkLocation(db, b);
  const values = valuesOf(b);
  return inTransaction(db, async (trx) => {
    const saved = await saveVersioned({
      what: m`Business ${b.id}`,
      id: b.id,
      version: b.version,
      duplicate: m`A business with shop id "${b.shopId}" already exists.`,
      insert: () => trx.insertInto('businesses').values(values).returning(['id', 'version']).executeTakeFirstOrThrow(),
      update: (version) =>
        trx
          .updateTable('businesses')
          .set({ ...values, version: sql`version + 1` })
          .where('id', '=', b.id)
          .where('version', '=', version)
          .returning(['id', 'version'])
          .executeTakeFirst(),
      exists: async () => !!(await trx.selectFrom('businesses').select('id').where('id', '=', b.id).executeTakeFirst()),
    });
    await saveAddresses(trx, saved.id, b);
    return getLocation(trx, saved.id);
  });
}

export async function setStatus(db: Db, id: number, statusId: number) {
  await requireLookups(db, [{ field: 'statusId', key: LOOKUP_KEYS.businessStatus, ids: [statusId] }]);
  const row = await db
    .updateTable('businesses')
    .set({ status_id: statusId, version: sql`version + 1` })
    .where('id', '=', id)
    .returning(['id', 'status_id as statusId', 'version', sql<string>`(SELECT text FROM lookups WHERE lookups.id = ${statusId})`.as('status')])
    .executeTakeFirst();
  if (!row) throw notFound(m`Business ${id}`);
  return row;
}

/**
 * Gives the business holding `oldShopId` the shop id `newShopId` (case-insensitive; a change of case
 * only is allowed). Refusals carry `errorMessage`, which the console alerts.
 */
export async function swapShopId(db: Db, oldShopId: string, newShopId: string): Promise<{ success: true }> {
  const holder = await db.selectFrom('businesses').select('id').where(sql`lower(shop_id)`, '=', oldShopId.toLowerCase()).executeTakeFirst();
  if (!holder) throw refusedWithErrorMessage('oldShopId', m`Shop id "${oldShopId}" was not found.`);
  const taken = m`Shop id "${newShopId}" is already in use by another business.`;
  const other = await db
    .selectFrom('businesses')
    .select('id')
    .where(sql`lower(shop_id)`, '=', newShopId.toLowerCase())
    .where('id', '<>', holder.id)
    .executeTakeFirst();
  if (other) throw refusedWithErrorMessage('newShopId', taken);
  try {
    await db.updateTable('businesses').set({ shop_id: newShopId, version: sql`version + 1` }).where('id', '=', holder.id).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw refusedWithErrorMessage('newShopId', taken);
    throw err;
  }
  return { success: true };
}
