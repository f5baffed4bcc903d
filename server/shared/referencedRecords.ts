/**
 * What a saved record refers to must exist: the business (404 when it does
 * not) and the lookup items, each under its own key of contract/lookupKeys.ts
 * (400 naming the field when one is missing or belongs to another key).
 * Shared by the areas that save such records (business, its details, users,
 * devices, service requests, reports, the identity store).
 */
import type { LookupKey } from '../../contract/lookupKeys';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { m } from '../http/text';

export async function businessExists(db: Db, businessId: number): Promise<boolean> {
  return !!(await db.selectFrom('businesses').select('id').where('id', '=', businessId).executeTakeFirst());
}

/** Throws 404 when the business does not exist. */
export async function requireBusiness(db: Db, businessId: number): Promise<void> {
  if (!(await businessExists(db, businessId))) throw notFound(m`Business ${businessId}`);
}

export interface LookupRef {
  field: string;
  key: LookupKey | string;
  ids: (number | null | undefined)[];
}

/** An item of the lookups: its id, its key and its number (a language's code). */
export interface LookupItem {
  id: number;
  key: string;
  int_value: number | null;
}

const idsOf = (ref: LookupRef) => [...new Set(ref.ids.filter((id): id is number => typeof id === 'number'))];

/** In one read: the items `refs` name (under their keys), and every item of `allOf`. */
export async function readLookups(db: Db, refs: LookupRef[], allOf: string[] = []): Promise<LookupItem[]> {
  const named = refs.map((ref) => ({ key: ref.key, ids: idsOf(ref) })).filter((ref) => ref.ids.length > 0);
  if (named.length === 0 && allOf.length === 0) return [];
  return db
    .selectFrom('lookups')
    .select(['id', 'key', 'int_value'])
    .where((eb) => eb.or([...named.map((ref) => eb.and([eb('key', '=', ref.key), eb('id', 'in', ref.ids)])), ...allOf.map((key) => eb('key', '=', key))]))
    .execute();
}

/** Throws 400 naming the first field whose id is not among `found` under its lookup key. */
export function refuseMissingLookups(refs: LookupRef[], found: LookupItem[]): void {
  for (const ref of refs) {
    const missing = idsOf(ref).find((id) => !found.some((f) => f.id === id && f.key === ref.key));
    if (missing !== undefined) throw badRequest(ref.field, m`${missing} is not an item of ${ref.key}`);
  }
}

/** Throws 400 naming the first field whose id is not an item of its lookup key (active or not): one read for all. */
export async function requireLookups(db: Db, refs: LookupRef[]): Promise<void> {
  refuseMissingLookups(refs, await readLookups(db, refs));
}
