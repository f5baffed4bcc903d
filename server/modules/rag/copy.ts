/**
 * Copying a vehicle's ratings to other vehicles (CopyRagRatings, BulkCopyRagRatings): each target gets the
 * source's rating of every element the source rates (its other ratings kept). Counted per target first (added,
 * changed, unchanged); a preview answers the counts and writes nothing. Applied, it is ONE transaction for every
 * target: the targets locked, the ratings written by one statement, one change-history entry per target that
 * changed (the ratings it changed, by element name, before and after). A target that does not exist, or the
 * source among the targets, refuses the whole copy: nothing is written.
 */
import { sql } from 'kysely';
import type { CopyCounts, CopyResult } from '../../../contract/rag';
import { type Db, inTransaction } from '../../db/database';
import { type Author, nextVersion } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { ENTITIES, recordRagChange } from './history';
import { assertVehicle, vehicleName } from './vehicles.repository';

export interface CopyInput {
  sourceVehicleId: number;
  targetVehicleIds: number[];
  preview: boolean;
  /** A bulk copy (recorded as such) or a copy to one vehicle. */
  bulk: boolean;
}

interface Difference {
  target: number;
  element: string;
  before: string | null;
  after: string;
}

/** Every (target, element) the source rates, with the target's rating now and the source's. */
function differences(trx: Db, source: number, targets: number[]) {
  return sql<Difference & { elementId: number }>`
    SELECT t.id AS target, e.id AS "elementId", e.name AS element, tl.text AS before, sl.text AS after
    FROM unnest(${sql.val(targets)}::int[]) AS t(id)
    CROSS JOIN rag_ratings s
    JOIN service_elements e ON e.id = s.service_element_id
    JOIN lookups sl ON sl.id = s.rag_rating_id
    LEFT JOIN rag_ratings r ON r.vehicle_id = t.id AND r.service_element_id = s.service_element_id
    LEFT JOIN lookups tl ON tl.id = r.rag_rating_id
    WHERE s.vehicle_id = ${source}
    ORDER BY t.id, e.name`.execute(trx);
}

function countsOf(targets: number[], rows: Difference[]): CopyCounts[] {
  const counts = new Map(targets.map((id) => [id, { targetVehicleId: id, added: 0, changed: 0, unchanged: 0 }]));
  for (const row of rows) {
    const c = counts.get(row.target) as CopyCounts;
    if (row.before === null) c.added++;
    else if (row.before === row.after) c.unchanged++;
    else c.changed++;
  }
  return [...counts.values()];
}

/**
 * The copy's counts per target; applied unless a preview. Not through the one write path (server/db/write.ts): a
 * copy is no single record's write but one statement over many rating rows (keyed by vehicle and element, without
 * an id), recorded as one entry per target vehicle (`ragRatingsCopy`, `ragRatingsBulkCopy`) with recordChange
 * (through recordRagChange), in the copy's transaction.
 */
export function copyRatings(db: Db, input: CopyInput, author: Author): Promise<CopyResult> {
  const targets = [...new Set(input.targetVehicleIds)];
  const field = input.bulk ? 'targetVehicleIds' : 'targetVehicleId';
  if (targets.includes(input.sourceVehicleId)) throw badRequest(field, m`must not be the source vehicle`);
  return inTransaction(db, async (trx) => {
    const source = await assertVehicle(trx, input.sourceVehicleId);
    const found = await trx.selectFrom('rag_vehicles').select('id').where('id', 'in', targets).orderBy('id').forUpdate().execute();
    const missing = targets.filter((id) => !found.some((f) => f.id === id));
    if (missing.length > 0) throw notFound(m`Vehicle ${missing.join(', ')}`);
    const { rows } = await differences(trx, source.id, targets);
    const result = { preview: input.preview, sourceVehicleId: source.id, targets: countsOf(targets, rows) };
    if (input.preview) return result;
    await sql`
      INSERT INTO rag_ratings (vehicle_id, service_element_id, rag_rating_id)
      SELECT t.id, s.service_element_id, s.rag_rating_id
      FROM unnest(${sql.val(targets)}::int[]) AS t(id) CROSS JOIN rag_ratings s
      WHERE s.vehicle_id = ${source.id}
      ON CONFLICT (vehicle_id, service_element_id) DO UPDATE
        SET rag_rating_id = excluded.rag_rating_id, version = ${nextVersion('rag_ratings')}
        WHERE rag_ratings.rag_rating_id <> excluded.rag_rating_id`.execute(trx);
    const from = vehicleName(source);
    for (const target of targets) {
      const changed = rows.filter((r) => r.target === target && r.before !== r.after);
      if (changed.length === 0) continue;
      await recordRagChange(trx, {
        entity: input.bulk ? ENTITIES.bulkCopy : ENTITIES.copy,
        recordId: target,
        vehicleId: target,
        action: 'update',
        userId: author.userId,
        before: { ratings: Object.fromEntries(changed.map((r) => [r.element, r.before])) },
        after: { from, sourceVehicleId: source.id, ratings: Object.fromEntries(changed.map((r) => [r.element, r.after])) },
      });
    }
    return result;
  });
}
