/**
 * The user list (user/GetUsers): platform users page by page, every row with
 * the exact TotalItems and checked=false (spec §3, §4), by Name ascending unless
 * told otherwise (spec §9). Name is the given name, a space and the family name.
 * The status filter reads the two independent flags of spec §4: `active` and
 * `inactive` the active flag, `lockedout` the locked-out flag.
 * And the picker's list (user/GetAllUsers): every active platform user by name.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { PlatformUser, USER_SORTABLE, USER_STATUSES } from '../../../contract/users';
import type { Db } from '../../db/database';
import { containsPattern, sortDirection } from '../../db/listing';
import { platformUserColumns, platformUsers, toPlatformUser } from './platformUsers';

export interface UserListQuery {
  search?: string;
  orderBy?: (typeof USER_SORTABLE)[number];
  sortBy?: string;
  pageSize: number;
  offset: number;
  /** A role id; 0 for any role. */
  filter: number;
  status: '' | (typeof USER_STATUSES)[number];
}

const fullName = sql<string>`lower(u.given_name || ' ' || u.family_name)`;

const SORT_KEYS: Record<(typeof USER_SORTABLE)[number], RawBuilder<unknown>> = {
  Name: fullName,
  Username: sql`lower(u.username)`,
  Email: sql`lower(u.email)`,
  Role: sql`(SELECT lower(r.name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.id LIMIT 1)`,
  BusinessName: sql`lower(b.name)`,
  IsActive: sql`u.is_active`,
  IsLockedOut: sql`u.is_locked_out`,
  UserId: sql`u.id`,
};

const STATUS: Record<UserListQuery['status'], RawBuilder<SqlBool> | null> = {
  '': null,
  active: sql`u.is_active`,
  inactive: sql`NOT u.is_active`,
  lockedout: sql`u.is_locked_out`,
};

export async function listUsers(db: Db, q: UserListQuery): Promise<(PlatformUser & { TotalItems: number; checked: boolean })[]> {
  let matching = platformUsers(db);
  const status = STATUS[q.status];
  if (status) matching = matching.where(status);
  if (q.filter !== 0) {
    const filter = q.filter;
    matching = matching.where((eb) => eb.exists(eb.selectFrom('user_roles as ur').select('ur.role_id').whereRef('ur.user_id', '=', 'u.id').where('ur.role_id', '=', filter)));
  }
  if (q.search) {
    const pattern = containsPattern(q.search);
    matching = matching.where(sql<SqlBool>`(${fullName} LIKE ${pattern} OR lower(u.username) LIKE ${pattern} OR lower(u.email) LIKE ${pattern})`);
  }
  const dir = sortDirection(q.sortBy);
  const rows = await matching
    .select([...platformUserColumns, sql<number>`count(*) over ()::int`.as('total')])
    // Ties by name, then id: a stable order for paging.
    .orderBy(SORT_KEYS[q.orderBy ?? 'Name'], dir)
    .orderBy(fullName)
    .orderBy('u.id')
    .limit(q.pageSize)
    .offset(q.offset)
    .execute();
  return rows.map((r) => ({ ...toPlatformUser(r), TotalItems: r.total, checked: false }));
}

export async function listAllUsers(db: Db) {
  const rows = await platformUsers(db)
    .select(['u.id', sql<string>`u.given_name || ' ' || u.family_name`.as('name'), sql<string>`coalesce(u.username, '')`.as('username'), 'u.email'])
    .where('u.is_active', '=', true)
    .orderBy(fullName)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ id: r.id, UserId: r.id, Name: r.name, Username: r.username, Email: r.email }));
}
