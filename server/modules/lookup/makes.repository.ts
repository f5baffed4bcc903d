import { sql } from 'kysely';
import type { Make } from '../../../contract/lookup';
import type { Db } from '../../db/database';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { m } from '../../http/text';

const columns = ['id', 'make', 'is_inactive as isInactive', 'version'] as const;

/** A make, as the change history keeps it. */
export const makeKind: RecordKind = {
  area: 'lookup',
  entity: 'make',
  table: 'makes',
  what: (id) => m`Make ${id}`,
  duplicate: (values) => m`A make named "${String(values.make)}" already exists.`,
  snapshot: (trx, id) => trx.selectFrom('makes').select(['make', 'is_inactive as isInactive']).where('id', '=', id).executeTakeFirst(),
};

export async function listMakes(db: Db, showAll: boolean): Promise<Make[]> {
  let q = db.selectFrom('makes').select(columns).orderBy(sql`lower(make)`);
  if (!showAll) q = q.where('is_inactive', '=', false);
  return q.execute();
}

export async function saveMake(db: Db, author: Author, row: { id: number; make: string; isInactive: boolean; version?: number }): Promise<Make> {
  const { id } = await saveRecord(db, makeKind, author, row.id, row.version, { values: { make: row.make, is_inactive: row.isInactive } });
  return db.selectFrom('makes').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
}
