/**
 * Test data for the business tests: the seeded lookup ids by role, a valid
 * Location tab body with its own shop id, business users inserted directly,
 * and table snapshots to assert that a refused request wrote nothing.
 */
import { randomBytes } from 'node:crypto';
import { LOOKUP_KEYS as K, type LookupKey } from '../../../contract/lookupKeys';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export const BUSINESS_TABLES: (keyof Database)[] = ['businesses', 'business_addresses', 'business_info', 'business_search'];

export async function snapshot(db: Db, tables: (keyof Database)[] = BUSINESS_TABLES): Promise<string> {
  const rows = await Promise.all(tables.map((t) => db.selectFrom(t).selectAll().execute()));
  return JSON.stringify(rows);
}

/** The seeded lookup items of a key, by text. */
export async function lookupsOf(db: Db, key: LookupKey): Promise<Record<string, number>> {
  const rows = await db.selectFrom('lookups').select(['id', 'text']).where('key', '=', key).orderBy('id').execute();
  return Object.fromEntries(rows.map((r) => [r.text, r.id]));
}

export async function referenceIds(db: Db) {
  const first = async (key: LookupKey) => Object.values(await lookupsOf(db, key))[0];
  return {
    status: await lookupsOf(db, K.businessStatus),
    dispatchPriority: await first(K.dispatchPriority),
    distributor: await first(K.distributor),
    salesRep: await first(K.salesRep),
    referralSource: await first(K.referralSource),
    annualRevenue: await first(K.annualRevenue),
    manufacturer: await first(K.vehicleManufacturer),
    service: await first(K.service),
    /** An item of another key, for "wrong key" refusals. */
    title: await first(K.title),
  };
}

export const uniqueTag = () => randomBytes(4).toString('hex');

/** A Location tab body for a new business (id 0) with a unique shop id. */
export function locationInput(statusId: number, overrides: Record<string, unknown> = {}) {
  const tag = uniqueTag();
  return {
    id: 0,
    shopId: `T${tag}`.toUpperCase(),
    sid: `S${tag}`,
    statusId,
    name: `Quillfeather Collision ${tag}`,
    timezone: 'America/Chicago',
    phone: '(512) 555-0142',
    phoneCC: '+1',
    language: 1,
    billSameAsPrimary: true,
    primaryAddress: { street: '100 Main St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
    ...overrides,
  };
}

/** A business user, inserted directly (users.business_id from migration 0003). */
export async function addBusinessUser(db: Db, businessId: number, user: { given: string; family: string; email: string; deleted?: boolean }): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      username: null,
      email: user.email,
      given_name: user.given,
      family_name: user.family,
      password_hash: '!',
      business_id: businessId,
      is_deleted: user.deleted ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
