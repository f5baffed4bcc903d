/** Scan tools: listed by app and name, saved with their version, removed unless report templates rely on them. */
import { sql } from 'kysely';
import type { ScanTool, ScanToolInput } from '../../../contract/reports';
import { type Db, inTransaction } from '../../db/database';
import { ANY_VERSION, type Author, deleteRecord, type RecordKind, saveRecord } from '../../db/write';
import { refuseIfInUse } from './inUse';
import { requireMakes } from './references';
import { m } from '../../http/text';

/** A tool's fields under their API names: what the history keeps of it. */
const fields = ['name', 'make_id as makeId', 'is_sws as isSWS', 'sws_make_id as swsMakeId', 'app_id as appId', 'is_inactive as isInactive'] as const;
const columns = ['id', ...fields, 'version'] as const;

/** A scan tool, as the change history keeps it. */
export const scanToolKind: RecordKind = {
  area: 'reports',
  entity: 'scanTool',
  table: 'scan_tools',
  what: (id) => m`Scan tool ${id}`,
  duplicate: (values) => m`A scan tool named "${String(values.name)}" already exists in this app.`,
  snapshot: (trx, id) => trx.selectFrom('scan_tools').select(fields).where('id', '=', id).executeTakeFirst(),
};

export async function listScanTools(db: Db, filter: { appId?: number; showAll?: boolean }): Promise<ScanTool[]> {
  let q = db.selectFrom('scan_tools').select(columns).orderBy('app_id').orderBy(sql`lower(name)`).orderBy('id');
  if (filter.appId) q = q.where('app_id', '=', filter.appId);
  if (!filter.showAll) q = q.where('is_inactive', '=', false);
  return q.execute();
}

const stored = (db: Db, id: number) => db.selectFrom('scan_tools').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();

/** One tool, in its own transaction: its makes must exist; a change may not leave report templates without a tool. */
export function saveScanTool(db: Db, author: Author, row: ScanToolInput): Promise<ScanTool> {
  return inTransaction(db, async (trx) => {
    await requireMakes(trx, [
      { field: 'makeId', id: row.makeId },
      { field: 'swsMakeId', id: row.swsMakeId },
    ]);
    const values = { name: row.name, make_id: row.makeId, is_sws: row.isSWS, sws_make_id: row.swsMakeId ?? null, app_id: row.appId, is_inactive: row.isInactive };
    if (row.id !== 0) {
      const current = await stored(trx, row.id);
      // Only a change made from the stored version is checked: a stale one is refused by the save anyway.
      if (current && current.version === row.version) await refuseIfInUse(trx, current, { ...row, swsMakeId: row.swsMakeId ?? null });
    }
    const { id } = await saveRecord(trx, scanToolKind, author, row.id, row.version, { values });
    return trx.selectFrom('scan_tools').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/** Removes a tool (only at `version`, when given), unless active SWS report templates rely on it. */
export async function removeScanTool(db: Db, author: Author, id: number, version: number | undefined): Promise<{ id: number }> {
  await deleteRecord(db, scanToolKind, author, id, version ?? ANY_VERSION, async (trx) => {
    const current = await stored(trx, id);
    if (current) await refuseIfInUse(trx, current, null);
  });
  return { id };
}
