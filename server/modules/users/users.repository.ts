/** The users area's reads that are not the identity store's (server/modules/identity/identities.repository.ts). */
import type { Db } from '../../db/database';

/** The roles of a type (platform or business), by id (Business/Roles). */
export async function rolesOfType(db: Db, type: 'platform' | 'business'): Promise<{ Id: number; Name: string }[]> {
  return db.selectFrom('roles').select(['id as Id', 'name as Name']).where('type', '=', type).orderBy('id').execute();
}
