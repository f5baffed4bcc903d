/** maintenance/SearchTechnicians: the users with the role Technician, as the spec writes a technician (§3). */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/listing';

export async function searchTechnicians(db: Db, search: string | undefined) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as ro', 'ro.id', 'ur.role_id')
    .where('ro.name', '=', 'Technician')
    .where('u.is_deleted', '=', false);
  if (search) q = q.where(sql<boolean>`lower(u.given_name || ' ' || u.family_name || ' ' || coalesce(u.username, '')) LIKE ${containsPattern(search)}`);
  return q
    .select(['u.id as Id', 'u.family_name as FamilyName', 'u.given_name as GivenName', 'u.username as Username'])
    .orderBy(sql`lower(u.family_name)`)
    .orderBy(sql`lower(u.given_name)`)
    .orderBy('u.id')
    .execute();
}
