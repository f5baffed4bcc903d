/**
 * Copying a vehicle's ratings to other vehicles (CopyRagRatings, BulkCopyRagRatings): each target gets the
 * source's rating of every element the source rates (its other ratings kept). Counted per target first (added,
 * changed, unchanged); a preview answers the counts and writes nothing. Applied, it is ONE transaction for every
 * target: the targets locked, and each target that changes written through the one write path (server/db/write.ts)
 * as one record, the target vehicle's ratings: its ratings written as parts of it in one statement (ratingKind's rows, each bumped: write.ts writeParts),
 * one change-history entry (the ratings it changed, by element name, before and after, and the source). A target
 * that does not exist, or the source among the targets, refuses the whole copy: nothing is written.
 */
import { sql } from 'kysely';
import type { CopyCounts, CopyResult } from '../../../contract/rag';
import { type Db, inTransaction } from '../../db/database';
import { ANY_VERSION, type Author, type RecordKind, updateRecord, writeParts } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { AREA, ENTITIES } from './history';
import { type RatingKey, ratingKind } from './ratings.repository';
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
  elementId: number;
  element: string;
  before: string | null;
  after: string;
  /** The source's rating (a lookup item). */
  ratingId: number;
}

/** Every (target, element) the source rates, with the target's rating now and the source's. */
function differences(trx: Db, source: number, targets: number[]) {
  return sql<Difference>`
    SELECT t.id AS target, e.id AS "elementId", e.name AS element, tl.text AS before, sl.text AS after, s.rag_rating_id AS "ratingId"
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

type Ratings = Record<string, string | null>;

/**
 * A vehicle's ratings as a copy's history keeps them (`ragRatingsCopy`, `ragRatingsBulkCopy`, scoped to the
 * vehicle): its ratings by element name, of which an entry keeps those the copy changed (`changedBy`).
 */
const copyKind = (bulk: boolean): RecordKind => ({
  area: AREA,
  entity: bulk ? ENTITIES.bulkCopy : ENTITIES.copy,
  table: 'rag_vehicles',
  unversioned: true,
  what: (id) => m`Vehicle ${id}`,
  scopeColumn: 'id',
  snapshot: async (trx, id) => {
    const rows = await trx
      .selectFrom('rag_ratings as r')
      .innerJoin('service_elements as e', 'e.id', 'r.service_element_id')
      .innerJoin('lookups as l', 'l.id', 'r.rag_rating_id')
      .select(['e.name', 'l.text'])
      .where('r.vehicle_id', '=', id)
      .orderBy('e.name')
      .execute();
    return { ratings: Object.fromEntries(rows.map((r) => [r.name, r.text])) };
  },
});

/** What a copy's entry keeps: the ratings it changed, before and after, and the source it copied them from. */
const changedBy =
  (source: { from: string; sourceVehicleId: number }) =>
  (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
    const was = (before?.ratings ?? {}) as Ratings;
    const is = (after?.ratings ?? {}) as Ratings;
    const changed = Object.keys(is).filter((element) => is[element] !== (was[element] ?? null));
    return {
      before: { ratings: Object.fromEntries(changed.map((element) => [element, was[element] ?? null])) },
      after: { ...source, ratings: Object.fromEntries(changed.map((element) => [element, is[element]])) },
    };
  };

/** A rating written by a copy: part of the target's record, which the copy's entry names. */
const copiedRatingKind: RecordKind<Record<string, unknown>, RatingKey> = { ...ratingKind, part: true };

/** Writes the source's rating of each changed element to its target, in one statement: made, or changed and bumped. */
const copyRatingsOf = (trx: Db, rows: Difference[]) =>
  writeParts(
    trx,
    copiedRatingKind,
    rows.map((row) => ({ service_element_id: row.elementId, vehicle_id: row.target, rag_rating_id: row.ratingId })),
    ['rag_rating_id'],
  );

/** The copy's counts per target; applied unless a preview. */
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
    const kind = copyKind(input.bulk);
    const recorded = changedBy({ from: vehicleName(source), sourceVehicleId: source.id });
    for (const target of targets) {
      const changed = rows.filter((r) => r.target === target && r.before !== r.after);
      if (changed.length === 0) continue;
      await updateRecord(trx, kind, author, target, ANY_VERSION, {
        recorded,
        apply: () => copyRatingsOf(trx, changed),
      });
    }
    return result;
  });
}
