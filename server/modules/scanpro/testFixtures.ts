/** Helpers of the scan-pro tests: sign-ins, the tables a refused request must leave alone, the corporate business. */
import type { Db } from '../../db/database';
import { snapshot } from '../businessDetails/testFixtures';

export { caller, refusals, type Session, signIn } from '../openingHours/testFixtures';

export const SCANPRO_TABLES = ['scanpro_configurations', 'scanpro_criteria', 'scanpro_criterion_elements', 'scanpro_checklist_items', 'scanpro_results', 'change_history'] as const;
/** Every row of the scan-pro tables and the history, to assert a refused request wrote nothing. */
export const scanproSnapshot = (db: Db) => snapshot(db, [...SCANPRO_TABLES]);

export async function elementIdOf(db: Db, name: string): Promise<number> {
  return (await db.selectFrom('service_elements').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** A business other than the corporate one (49), without a configuration of its own. */
export async function plainBusiness(db: Db, skip = 0): Promise<number> {
  const rows = await db.selectFrom('businesses').select('id').where('id', '<>', 49).orderBy('id').offset(skip).limit(1).execute();
  return rows[0].id;
}
