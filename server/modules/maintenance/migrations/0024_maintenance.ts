import { type Kysely, sql } from 'kysely';

/**
 * Maintenance (issue 17): a request's dispatch time (`date_dispatched`, null until dispatched), and the history's
 * kinds widened for a work order saved in maintenance (`workOrder`) and a repaired dispatch time (`dispatchFixed`).
 * Existing rows get the dispatch time their history proves: the first status change to dispatched or assignment
 * to a technician, else none (maintenance/FixDispatchTimes repairs what is left).
 */
export const KINDS_BEFORE = ['created', 'status', 'assignment', 'dateAdjusted'];
export const KINDS = [...KINDS_BEFORE, 'workOrder', 'dispatchFixed'];

const kindCheck = (kinds: string[]) =>
  sql.raw(`ALTER TABLE service_request_history DROP CONSTRAINT service_request_history_kind_check,
    ADD CONSTRAINT service_request_history_kind_check CHECK (kind IN (${kinds.map((k) => `'${k}'`).join(', ')}))`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_requests').addColumn('date_dispatched', 'timestamptz').execute();
  await sql`UPDATE service_requests r SET date_dispatched = d.at
    FROM (SELECT h.service_request_id AS id, min(h.changed_at) AS at FROM service_request_history h
      WHERE (h.kind = 'status' AND h.to_value = '2') OR (h.kind = 'assignment' AND h.to_value IS NOT NULL)
      GROUP BY h.service_request_id) d
    WHERE d.id = r.id`.execute(db);
  await kindCheck(KINDS).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM service_request_history WHERE kind IN ('workOrder', 'dispatchFixed')`.execute(db);
  await kindCheck(KINDS_BEFORE).execute(db);
  await db.schema.alterTable('service_requests').dropColumn('date_dispatched').execute();
}
