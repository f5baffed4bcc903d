/** What the maintenance tests read back: a request's status, technician, dispatch time and history; the change history. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function requestState(db: Db, id: number) {
  const r = await db.selectFrom('service_requests').select(['status_id', 'technician_id', 'date_dispatched', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
  const history = await db.selectFrom('service_request_history').select(['kind', 'from_value', 'to_value']).where('service_request_id', '=', id).orderBy('id').execute();
  return { statusId: r.status_id, technicianId: r.technician_id, dateDispatched: r.date_dispatched && new Date(r.date_dispatched).toISOString(), version: r.version, history };
}

/** Every request, history entry and change-history entry of maintenance, as one comparable text. */
export async function maintenanceSnapshot(db: Db): Promise<string> {
  const { rows } = await sql<{ s: string }>`SELECT concat_ws('|',
    (SELECT string_agg(concat_ws(',', id, status_id, technician_id, date_dispatched, version), ';' ORDER BY id) FROM service_requests),
    (SELECT string_agg(concat_ws(',', id, location_id, scan_report_status, invoice_number, invoice_amount, version), ';' ORDER BY id) FROM work_orders),
    (SELECT count(*) FROM service_request_history),
    (SELECT count(*) FROM change_history WHERE area = 'maintenance')) AS s`.execute(db);
  return rows[0].s;
}

export async function maintenanceChanges(db: Db, entity: string, recordId: number) {
  return db.selectFrom('change_history').select(['action', 'user_id', 'before', 'after']).where('area', '=', 'maintenance').where('entity', '=', entity).where('record_id', '=', recordId).orderBy('id').execute();
}
