/**
 * What a business detail refers to must exist: the business (404 when it does
 * not) and the lookup items, each under its own key of contract/lookupKeys.ts
 * (400 naming the field when one is missing or belongs to another key).
 */
import type { LookupKey } from '../../../contract/lookupKeys';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';

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

/** Throws 400 naming the first field whose id is not an item of its lookup key (active or not). */
export async function requireLookups(db: Db, refs: LookupRef[]): Promise<void> {
  for (const ref of refs) {
    const ids = [...new Set(ref.ids.filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) continue;
    const found = await db.selectFrom('lookups').select('id').where('key', '=', ref.key).where('id', 'in', ids).execute();
    const missing = ids.find((id) => !found.some((f) => f.id === id));
    if (missing !== undefined) throw badRequest(ref.field, m`${missing} is not an item of ${ref.key}`);
  }
}
