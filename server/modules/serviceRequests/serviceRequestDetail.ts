/** One request's whole story: the request with its technician and work order, its history, its issues. */
import { sql } from 'kysely';
import type { HistoryEntry, RequestIssue, ServiceRequest } from '../../../contract/serviceRequest';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { ROW_COLUMNS, toRow } from './serviceRequestQuery';
import { PREPARED } from '../../db/preparedStatements';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });
const name = (alias: string) => sql<string | null>`(SELECT u.given_name || ' ' || u.family_name FROM users u WHERE u.id = ${sql.ref(alias)})`;

/** The request `id` with its technician and work order (one query); 404 when it does not exist. */
export async function getServiceRequest(db: Db, id: number): Promise<ServiceRequest> {
  const found = await db
    .selectFrom('service_requests as r')
    .leftJoin('users as tu', 'tu.id', 'r.technician_id')
    .leftJoin('work_orders as w', 'w.service_request_id', 'r.id')
    .select(ROW_COLUMNS)
    .select(['r.date_dispatched', 'tu.given_name as techGiven', 'tu.family_name as techFamily', 'tu.username as techUsername'])
    .select([
      'w.id as workOrderId',
      'w.location_id',
      sql<string>`(SELECT name FROM businesses WHERE id = w.location_id)`.as('locationName'),
      'w.created_by',
      name('w.created_by').as('createdByName'),
      'w.updated_by',
      name('w.updated_by').as('updatedByName'),
      'w.date_created as woCreated',
      'w.date_updated as woUpdated',
      'w.scan_report_status',
      'w.scan_report_started',
      'w.scan_report_completed',
      'w.invoice_number',
      'w.invoice_amount',
      'w.version as woVersion',
    ])
    .where('r.id', '=', id)
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  if (!found) throw notFound(m`Service request ${id}`);
  const { date_dispatched, techGiven, techFamily, techUsername, workOrderId, location_id, locationName, created_by, createdByName, updated_by, updatedByName, woCreated, woUpdated, ...rest } = found;
  const { scan_report_status, scan_report_started, scan_report_completed, invoice_number, invoice_amount, woVersion, ...request } = rest;
  const opened = workOrderId !== null && location_id !== null && woCreated !== null && woUpdated !== null && scan_report_status !== null && woVersion !== null;
  return {
    ...toRow(request),
    dateDispatched: iso(date_dispatched),
    technician:
      request.technicianId === null || techGiven === null || techFamily === null ? null : { Id: request.technicianId, GivenName: techGiven, FamilyName: techFamily, Username: techUsername },
    workOrder: opened
      ? {
          id: workOrderId,
          location: { id: location_id, name: locationName },
          createdBy: person(created_by, createdByName),
          updatedBy: person(updated_by, updatedByName),
          dateCreated: new Date(woCreated).toISOString(),
          dateUpdated: new Date(woUpdated).toISOString(),
          scanReport: { statusId: scan_report_status, dateStarted: iso(scan_report_started), dateCompleted: iso(scan_report_completed) },
          invoice: { number: invoice_number, amount: invoice_amount === null ? null : Number(invoice_amount) },
          version: woVersion,
        }
      : null,
  };
}

async function requireRequest(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('service_requests').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(m`Service request ${id}`);
}

/** The request's history, oldest first; 404 when the request does not exist (asked only when it has none). */
export async function getHistory(db: Db, id: number): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('service_request_history as h')
    .select(['h.id', 'h.kind', 'h.from_value', 'h.to_value', 'h.changed_by', name('h.changed_by').as('changedByName'), 'h.changed_at'])
    .where('h.service_request_id', '=', id)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .modifyEnd(PREPARED)
    .execute();
  if (rows.length === 0) await requireRequest(db, id);
  return rows.map((h) => ({
    id: Number(h.id),
    kind: h.kind,
    from: h.from_value,
    to: h.to_value,
    changedBy: person(h.changed_by, h.changedByName),
    changedAt: new Date(h.changed_at).toISOString(),
  }));
}

/** The request's issues, oldest first; 404 when the request does not exist (asked only when it has none). */
export async function getIssues(db: Db, id: number): Promise<RequestIssue[]> {
  const rows = await db
    .selectFrom('service_request_issues as i')
    .select(['i.id', 'i.service_request_id', 'i.text', 'i.raised_by', name('i.raised_by').as('raisedByName'), 'i.raised_at', 'i.resolved_at'])
    .where('i.service_request_id', '=', id)
    .orderBy('i.raised_at')
    .orderBy('i.id')
    .modifyEnd(PREPARED)
    .execute();
  if (rows.length === 0) await requireRequest(db, id);
  return rows.map((i) => ({
    id: i.id,
    serviceRequestId: i.service_request_id,
    text: i.text,
    raisedBy: person(i.raised_by, i.raisedByName),
    raisedAt: new Date(i.raised_at).toISOString(),
    resolved: i.resolved_at !== null,
    resolvedAt: iso(i.resolved_at),
  }));
}
