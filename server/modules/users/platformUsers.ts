/**
 * Platform users (spec §3 Platform user): the staff in the one identity store,
 * as the list and the edit form read them. A platform user has no business
 * (business users have one), is not deleted, and is not a sales representative
 * (those are edited through lookup/UpsertSalesRep). Column to spec name:
 * given_name = FirstName, family_name = LastName, root_location_id = LocationId
 * (a business, whose name is BusinessName).
 */
import { type ExpressionBuilder, sql } from 'kysely';
import type { PlatformUser, Role } from '../../../contract/users';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type UsersScope = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/** The users `u` that are platform users. */
export function isPlatformUser(eb: UsersScope) {
  return eb.and([
    eb('u.business_id', 'is', null),
    eb('u.is_deleted', '=', false),
    eb.not(eb.exists(eb.selectFrom('sales_reps as s').select('s.id').whereRef('s.user_id', '=', 'u.id'))),
  ]);
}

/** The user's roles, by id, as JSON: `[{ Id, Name }]`. */
export const rolesJson = sql<Role[]>`(
  SELECT coalesce(json_agg(json_build_object('Id', r.id, 'Name', r.name) ORDER BY r.id), '[]'::json)
  FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id
)`;

/** Platform users with their business; narrow it with `where`, then select `platformUserColumns`. */
export function platformUsers(db: Db) {
  return db.selectFrom('users as u').leftJoin('businesses as b', 'b.id', 'u.root_location_id').where(isPlatformUser);
}

export const platformUserColumns = [
  'u.id',
  sql<string>`coalesce(u.username, '')`.as('username'),
  'u.given_name',
  'u.family_name',
  'u.email',
  'u.dispatch_group_email',
  'u.is_active',
  'u.is_locked_out',
  'u.root_location_id',
  'b.name as business_name',
  'u.partner_id',
  'u.is_uk',
  'u.time_zone',
  'u.is_mahle',
  'u.version',
  rolesJson.as('roles'),
] as const;

export interface PlatformUserRow {
  id: number;
  username: string;
  given_name: string;
  family_name: string;
  email: string;
  dispatch_group_email: string | null;
  is_active: boolean;
  is_locked_out: boolean;
  root_location_id: number | null;
  business_name: string | null;
  partner_id: number | null;
  is_uk: boolean;
  time_zone: string | null;
  is_mahle: boolean;
  version: number;
  roles: Role[];
}

export function toPlatformUser(r: PlatformUserRow): PlatformUser {
  return {
    id: r.id,
    UserId: r.id,
    Username: r.username,
    FirstName: r.given_name,
    LastName: r.family_name,
    Email: r.email,
    DispatchGroupEmail: r.dispatch_group_email,
    IsActive: r.is_active,
    IsLockedOut: r.is_locked_out,
    Role: r.roles[0]?.Name ?? null,
    Roles: r.roles,
    LocationId: r.root_location_id,
    Location: r.root_location_id !== null && r.business_name !== null ? { Id: r.root_location_id, Name: r.business_name } : null,
    BusinessName: r.business_name,
    PartnerId: r.partner_id,
    IsUK: r.is_uk,
    TimeZone: r.time_zone,
    IsMahle: r.is_mahle,
    version: r.version,
  };
}

/** One platform user, or undefined (a business user, a deleted one or a sales rep is not one). */
export async function findPlatformUser(db: Db, id: number): Promise<PlatformUser | undefined> {
  const row = await platformUsers(db).select(platformUserColumns).where('u.id', '=', id).executeTakeFirst();
  return row ? toPlatformUser(row) : undefined;
}
