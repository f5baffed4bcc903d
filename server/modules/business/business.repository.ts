/**
 * A business and its addresses (the Location tab), its status, its shop id.
 * A save writes the business and both addresses in one transaction; the
 * billing address is a copy of the primary one while billSameAsPrimary holds.
 * Every write of a business goes through the one write path (server/db/write.ts, `businessKind`); the
 * search index follows it through the tables' triggers (migrations/0002_businessSearch.ts).
 */
import { sql } from 'kysely';
import type { Address, BusinessLocation, BusinessLocationInput } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { type Db, inTransaction } from '../../db/database';
import { Duplicate, NotFound } from '../../db/domainErrors';
import { ANY_VERSION, type Author, createRecords, type RecordKind, saveRecord, updateRecord } from '../../db/write';
import { notFound, refusedWithErrorMessage } from '../../http/errors';
import { requireLookups } from '../../shared/referencedRecords';
import { BUSINESS_AREA } from '../businessDetails/writeRules';
import { checkLocation, passLocations } from './businessRules';
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

/**
 * The business as the change history keeps it: its fields and both addresses under their API names (scope: its own
 * id), read by the statement that locks it and, after a save, the source of its answer.
 */
const address = (kind: 'primary' | 'billing') =>
  sql<Record<string, string | number | null> | null>`(SELECT jsonb_build_object('street', a.street, 'city', a.city, 'state', a.state, 'postalCode', a.postal_code, 'country', a.country, 'language', a.language)
    FROM business_addresses a WHERE a.business_id = businesses.id AND a.kind = ${kind})`.as(`${kind}Address`);
const snapshotColumns = [
  ...businessColumns.filter((c) => c !== 'version' && c !== 'date_created'),
  'date_created as dateCreated',
  address('primary'),
  address('billing'),
];

type BusinessSnapshot = Omit<BusinessLocation, 'dateCreated' | 'version' | 'primaryAddress' | 'billingAddress'> & {
  dateCreated: Date;
  primaryAddress: Omit<Address, 'id'>;
  billingAddress: Omit<Address, 'id'>;
};

/** A business with its addresses (its children: written in its saves, kept in its snapshot). */
export const businessKind: RecordKind = {
  area: BUSINESS_AREA,
  entity: 'business',
  table: 'businesses',
  what: (id) => m`Business ${id}`,
  duplicate: (values) => m`A business with shop id "${values.shop_id}" already exists.`,
  columns: snapshotColumns,
  scope: (business) => business.id as number,
};

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

/** The addresses of businesses (both of each) in one statement (the search index then refreshes once); answers their ids by business and kind. */
async function saveAddresses(db: Db, saved: readonly { businessId: number; b: BusinessLocationInput }[]): Promise<Map<number, Record<string, number>>> {
  const row = (businessId: number, kind: 'primary' | 'billing', a: Address) => ({
    business_id: businessId,
    kind,
    street: a.street,
    city: a.city,
    state: a.state ?? null,
    postal_code: a.postalCode ?? null,
    country: a.country,
    language: a.language,
  });
  const rows = saved.flatMap(({ businessId, b }) => {
    const billing = b.billSameAsPrimary || !b.billingAddress ? b.primaryAddress : b.billingAddress;
    return [row(businessId, 'primary', b.primaryAddress), row(businessId, 'billing', billing)];
  });
  const written = await db
    .insertInto('business_addresses')
    .values(rows)
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
    .returning(['id', 'kind', 'business_id'])
    .execute();
  const ids = new Map<number, Record<string, number>>();
  for (const a of written) ids.set(a.business_id, { ...ids.get(a.business_id), [a.kind]: a.id });
  return ids;
}

/**
 * Creates (id 0) or updates a business with its addresses, in one transaction, answering it as Location does: from
 * the snapshot the write path reads after the save, with the version and the addresses' ids the save returned.
 */
export async function upsertBusiness(db: Db, author: Author, b: BusinessLocationInput): Promise<BusinessLocation> {
  await checkLocation(db, b);
  let addressIds: Record<string, number> = {};
  return saveRecord(db, businessKind, author, b.id, b.version, {
    values: valuesOf(b),
    apply: async (trx, id) => {
      addressIds = (await saveAddresses(trx, [{ businessId: id, b }])).get(id) ?? {};
    },
    answer: ({ version }, after) => {
      const { dateCreated, primaryAddress, billingAddress, ...business } = after as BusinessSnapshot;
      return {
        ...business,
        primaryAddress: { id: addressIds.primary, ...primaryAddress },
        billingAddress: { id: addressIds.billing, ...billingAddress },
        version,
        dateCreated: new Date(dateCreated).toISOString(),
      };
    },
  });
}

/**
 * Creates many businesses with their addresses (the new rows of an import), each checked as upsertBusiness checks one,
 * the businesses and their addresses in a statement each (their search words refreshed once): the new ids, in the order
 * of `bs`, null for a business a rule refuses (nothing written for it: its own save tells why). One refused by the
 * database (a shop id taken meanwhile) refuses them all.
 */
export async function createBusinesses(db: Db, author: Author, bs: readonly BusinessLocationInput[]): Promise<(number | null)[]> {
  const passed = await passLocations(db, bs);
  const creating = bs.filter((b, i) => passed[i] && b.id === 0);
  const written = await createRecords(db, businessKind, author, creating.map(valuesOf), async (trx, ids) => {
    await saveAddresses(
      trx,
      ids.map((businessId, i) => ({ businessId, b: creating[i] })),
    );
  });
  const ids = written.map((w) => w.id);
  return bs.map((b, i) => (passed[i] && b.id === 0 ? (ids.shift() ?? null) : null));
}

/** Sets the status (no version by the spec: the business as it is, its version still bumped). */
export async function setStatus(db: Db, author: Author, id: number, statusId: number) {
  await requireLookups(db, [{ field: 'statusId', key: LOOKUP_KEYS.businessStatus, ids: [statusId] }]);
  return inTransaction(db, async (trx) => {
    await updateRecord(trx, businessKind, author, id, ANY_VERSION, { values: { status_id: statusId } });
    return trx
      .selectFrom('businesses')
      .select(['id', 'status_id as statusId', 'version', sql<string>`(SELECT text FROM lookups WHERE lookups.id = ${statusId})`.as('status')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  });
}

/**
 * Gives the business holding `oldShopId` the shop id `newShopId` (case-insensitive; a change of case
 * only is allowed). Refusals carry `errorMessage`, which the console alerts. No version by the spec: the
 * business as it is, its version still bumped.
 */
export async function swapShopId(db: Db, author: Author, oldShopId: string, newShopId: string): Promise<{ success: true }> {
  const missing = m`Shop id "${oldShopId}" was not found.`;
  const holder = await db.selectFrom('businesses').select('id').where(sql`lower(shop_id)`, '=', oldShopId.toLowerCase()).executeTakeFirst();
  if (!holder) throw refusedWithErrorMessage('oldShopId', missing);
  const taken = m`Shop id "${newShopId}" is already in use by another business.`;
  const other = await db
    .selectFrom('businesses')
    .select('id')
    .where(sql`lower(shop_id)`, '=', newShopId.toLowerCase())
    .where('id', '<>', holder.id)
    .executeTakeFirst();
  if (other) throw refusedWithErrorMessage('newShopId', taken);
  try {
    await updateRecord(db, businessKind, author, holder.id, ANY_VERSION, { values: { shop_id: newShopId } });
  } catch (err) {
    if (err instanceof Duplicate) throw refusedWithErrorMessage('newShopId', taken);
    if (err instanceof NotFound) throw refusedWithErrorMessage('oldShopId', missing);
    throw err;
  }
  return { success: true };
}
