/**
 * The User List tab (Business/Users): a business's users, who live in the one
 * identity store (`users` with a business_id). Spec names map to columns:
 * isEnabled = is_active, isLockout = is_locked_out, isMahle = is_mahle,
 * firstName = given_name, lastName = family_name.
 */
import { sql } from 'kysely';
import type { BusinessUser } from '../../../contract/business';
import type { Db } from '../../db/database';
import { NO_PASSWORD } from '../identity/userAccount';
import { requireBusiness } from './references';

/** Where it was first defined: the account rules own it now. */
export { NO_PASSWORD };

export const businessUserColumns = [
  'id',
  'given_name as firstName',
  'family_name as lastName',
  'has_login as hasLogin',
  'username',
  'email',
  // True while the user has no password: giving them a login then needs one.
  sql<boolean>`password_hash = ${NO_PASSWORD}`.as('requiresPasswordOnSubmit'),
  'is_primary as isPrimary',
  'is_active as isEnabled',
  'is_locked_out as isLockout',
  'is_deleted as isDeleted',
  'is_mahle as isMahle',
  'receives_invoices as receivesInvoices',
  'receives_reports as receivesReports',
  'receives_reports_only as receivesReportsOnly',
  'receives_chat_reports as receivesChatReports',
  'is_protech_user as isProTechUser',
  'title_id as titleId',
  'phone',
  'phone_cc as phoneCC',
  'version',
] as const;

/** The business's users, deleted ones hidden (kept, not erased), primary first; 404 for an unknown business. */
export async function listBusinessUsers(db: Db, businessId: number): Promise<BusinessUser[]> {
  await requireBusiness(db, businessId);
  return db
    .selectFrom('users')
    .select(businessUserColumns)
    .where('business_id', '=', businessId)
    .where('is_deleted', '=', false)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
}

/** The stored state of one of the business's live users, locked for the row's transaction. */
export function lockBusinessUser(db: Db, businessId: number, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'has_login', 'password_hash', 'is_locked_out', 'version'])
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .where('is_deleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
}

/** Gives a new business user the BusinessUser role, which grants no console access. */
export async function grantBusinessUserRole(db: Db, userId: number): Promise<void> {
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'BusinessUser').executeTakeFirst();
  if (role) await db.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).onConflict((oc) => oc.doNothing()).execute();
}
