/**
 * The User List tab (Business/Users): a business's users, who live in the one
 * identity store (`users` with a business_id). Spec names map to columns:
 * isEnabled = is_active, isLockout = is_locked_out, isMahle = is_mahle,
 * firstName = given_name, lastName = family_name.
 */
import { sql } from 'kysely';
import type { BusinessUser } from '../../../contract/business';
import type { Db } from '../../db/database';
import type { RecordKind } from '../../db/write';
import { m } from '../../http/text';
import { NO_PASSWORD } from '../identity/userAccount';
import { requireBusiness } from '../../shared/referencedRecords';
import { BUSINESS_AREA } from './writeRules';

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

/** A business user as the change history keeps it: the User List tab's fields and its business (never the password hash). */
export async function snapshotOfBusinessUser(trx: Db, id: number): Promise<Record<string, unknown> | undefined> {
  const user = await trx.selectFrom('users').select(['business_id as businessId', ...businessUserColumns]).where('id', '=', id).executeTakeFirst();
  if (!user) return undefined;
  const { id: _id, version: _version, ...rest } = user;
  return rest;
}

/**
 * A business user (a row of `users` with a business_id), as the User List tab shows it, scoped to its business. A
 * new password shows as requiresPasswordOnSubmit turning false, or as the marker `passwordChanged: true` in the
 * record after a save that changed it (saveBusinessUser.ts).
 */
export const businessUserKind: RecordKind = {
  area: BUSINESS_AREA,
  entity: 'businessUser',
  table: 'users',
  what: (id) => m`User ${id}`,
  duplicate: (values) =>
    m`The email ${values.email} or the username ${values.username ?? ''} is already used by another user, or the business already has a primary user.`,
  snapshot: snapshotOfBusinessUser,
  scope: (user) => user.businessId as number,
};

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
