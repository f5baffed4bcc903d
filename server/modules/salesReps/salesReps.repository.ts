/**
 * Sales representatives as the console reads them: the link `sales_reps`
 * (whose id is the business.salesrep lookup item's) joined to the rep's user.
 * Spec names map to columns as for business users: isEnabled = is_active,
 * isLockout = is_locked_out, firstName = given_name, lastName = family_name.
 */
import { sql } from 'kysely';
import type { SalesRep } from '../../../contract/salesReps';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { NO_PASSWORD } from '../identity/userAccount';
import { m } from '../../http/text';

/** A rep's fields, as its answers and its history name them. */
const fieldColumns = [
  'u.given_name as firstName',
  'u.family_name as lastName',
  'u.has_login as hasLogin',
  'u.username',
  'u.email',
  sql<boolean>`u.password_hash = ${NO_PASSWORD}`.as('requiresPasswordOnSubmit'),
  'u.is_active as isEnabled',
  'u.is_locked_out as isLockout',
  'u.receives_invoices as receivesInvoices',
  'u.receives_reports as receivesReports',
  'u.receives_reports_only as receivesReportsOnly',
  'u.receives_chat_reports as receivesChatReports',
  'u.is_protech_user as isProTechUser',
  'u.title_id as titleId',
  'u.phone',
] as const;

const salesRepColumns = ['s.id', 'u.id as userId', ...fieldColumns, 'u.version'] as const;

const salesReps = (db: Db) => db.selectFrom('sales_reps as s').innerJoin('users as u', 'u.id', 's.user_id');

/** The reps by name (as the lookup's text orders them); disabled ones only with `showAll`. */
export async function listSalesReps(db: Db, showAll: boolean): Promise<SalesRep[]> {
  let q = salesReps(db).select(salesRepColumns).orderBy('u.given_name').orderBy('u.family_name').orderBy('s.id');
  if (!showAll) q = q.where('u.is_active', '=', true);
  return q.execute();
}

/** One rep; 404 when `id` is not a sales rep. */
export async function getSalesRep(db: Db, id: number): Promise<SalesRep> {
  const rep = await salesReps(db).select(salesRepColumns).where('s.id', '=', id).executeTakeFirst();
  if (!rep) throw notFound(m`Sales rep ${id}`);
  return rep;
}

/** The stored account of a rep, its user locked for the save's transaction. */
export function lockSalesRep(db: Db, id: number) {
  return salesReps(db).select(['u.id', 'u.has_login', 'u.password_hash', 'u.is_locked_out']).where('s.id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The rep `id` as the change history keeps it: its fields under their API names, its user's id, and its lookup
 * item (its text and whether it is active); never the password hash.
 */
export function salesRepSnapshot(db: Db, id: number) {
  return salesReps(db)
    .innerJoin('lookups as l', 'l.id', 's.id')
    .select(['u.id as userId', ...fieldColumns])
    .select(sql<{ text: string; isActive: boolean }>`json_build_object('text', l.text, 'isActive', l.is_active)`.as('item'))
    .where('s.id', '=', id)
    .executeTakeFirst();
}
