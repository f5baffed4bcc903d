/** Scan tools: listed by app and name, saved with their version, removed unless report templates rely on them. */
import { sql } from 'kysely';
import type { ScanTool, ScanToolInput } from '../../../contract/reports';
import { type Db, inTransaction } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { notFound, staleEdit } from '../../http/errors';
import { refuseIfInUse } from './inUse';
import { requireMakes } from './references';
import { m } from '../../http/text';

const columns = [
  'id',
  'name',
  'make_id as makeId',
  'is_sws as isSWS',
  'sws_make_id as swsMakeId',
  'app_id as appId',
  'is_inactive as isInactive',
  'version',
] as const;

export async function listScanTools(db: Db, filter: { appId?: number; showAll?: boolean }): Promise<ScanTool[]> {
  let q = db.selectFrom('scan_tools').select(columns).orderBy('app_id').orderBy(sql`lower(name)`).orderBy('id');
  if (filter.appId) q = q.where('app_id', '=', filter.appId);
  if (!filter.showAll) q = q.where('is_inactive', '=', false);
  return q.execute();
}

const stored = (db: Db, id: number) => db.selectFrom('scan_tools').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();

/** One tool, in its own transaction: its makes must exist; a change may not leave report templates without a tool. */
export function saveScanTool(db: Db, row: ScanToolInput): Promise<ScanTool> {
  return inTransaction(db, async (trx) => {
    await requireMakes(trx, [
      { field: 'makeId', id: row.makeId },
      { field: 'swsMakeId', id: row.swsMakeId },
    ]);
    const values = { name: row.name, make_id: row.makeId, is_sws: row.isSWS, sws_make_id: row.swsMakeId ?? null, app_id: row.appId, is_inactive: row.isInactive };
    if (row.id !== 0) {
      const current = await stored(trx, row.id);
      // Only a change made from the stored version is checked: a stale one is refused below anyway.
      if (current && current.version === row.version) await refuseIfInUse(trx, current, { ...row, swsMakeId: row.swsMakeId ?? null });
    }
    return saveVersioned({
      what: m`Scan tool ${row.id}`,
      id: row.id,
      version: row.version,
      duplicate: m`A scan tool named "${row.name}" already exists in this app.`,
      insert: () => trx.insertInto('scan_tools').values(values).returning(columns).executeTakeFirstOrThrow(),
      update: (version) =>
        trx
          .updateTable('scan_tools')
          .set({ ...values, version: sql`version + 1` })
          .where('id', '=', row.id)
          .where('version', '=', version)
          .returning(columns)
          .executeTakeFirst(),
      exists: async () => !!(await trx.selectFrom('scan_tools').select('id').where('id', '=', row.id).executeTakeFirst()),
    });
  });
}

/** Removes a tool (only at `version`, when given), unless active SWS report templates rely on it. */
export function removeScanTool(db: Db, id: number, version: number | undefined): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    const current = await stored(trx, id);
    if (!current) throw notFound(m`Scan tool ${id}`);
    if (version !== undefined && version !== current.version) throw staleEdit(m`Scan tool ${id}`);
    await refuseIfInUse(trx, current, null);
    await trx.deleteFrom('scan_tools').where('id', '=', id).execute();
    return { id };
  });
}
