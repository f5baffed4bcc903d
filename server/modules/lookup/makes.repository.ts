import { sql } from 'kysely';
import type { Make } from '../../../contract/lookup';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { m } from '../../http/text';

const columns = ['id', 'make', 'is_inactive as isInactive', 'version'] as const;

export async function listMakes(db: Db, showAll: boolean): Promise<Make[]> {
  let q = db.selectFrom('makes').select(columns).orderBy(sql`lower(make)`);
  if (!showAll) q = q.where('is_inactive', '=', false);
  return q.execute();
}

export function saveMake(db: Db, row: { id: number; make: string; isInactive: boolean; version?: number }): Promise<Make> {
  return saveVersioned({
    what: m`Make ${row.id}`,
    id: row.id,
    version: row.version,
    duplicate: m`A make named "${row.make}" already exists.`,
    insert: () => db.insertInto('makes').values({ make: row.make, is_inactive: row.isInactive }).returning(columns).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('makes')
        .set({ make: row.make, is_inactive: row.isInactive, version: sql`version + 1` })
        .where('id', '=', row.id)
        .where('version', '=', version)
        .returning(columns)
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('makes').select('id').where('id', '=', row.id).executeTakeFirst()),
  });
}
