/** One request's whole story: the request with its technician and work order, its history, its issues. */
import { sql } from 'kysely';
import type { HistoryEntry, RequestIssue, ServiceRequest } from '../../../contract/serviceRequest';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { selectRows, toRow } from './serviceRequests.repository';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });
const name = (alias: string) => sql<string | null>`(SELECT u.given_name || ' ' || u.family_name FROM users u WHERE u.id = ${sql.ref(alias)})`;

/** The request `id` with its technician and work order; 404 when it does not exist. */
export async function getServiceRequest(db: Db, id: number): Promise<ServiceRequest> {
  const row = await selectRows(db, {})
    .select(['t.given_name as techGiven', 't.family_name as techFamily', 't.username as techUsername'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(m`Service request ${id}`);
  const w = await db
    .selectFrom('work_orders as w')
    .innerJoin('businesses as l', 'l.id', 'w.location_id')
    .select([
      'w.id',
      'w.location_id',
      'l.name as locationName',
      'w.created_by',
      name('w.created_by').as('createdByName'),
      'w.updated_by',
      name('w.updated_by').as('updatedByName'),
      'w.date_created',
      'w.date_updated',
      'w.scan_report_status',
      'w.scan_report_started',
      'w.scan_report_completed',
      'w.invoice_number',
      'w.invoice_amount',
      'w.version',
    ])
    .where('w.service_request_id', '=', id)
    .executeTakeFirst();
  const { techGiven, techFamily, techUsername, ...request } = row;
  return {
    ...toRow(request),
    technician:
      request.technicianId === null || techGiven === null || techFamily === null ? null : { Id: request.technicianId, GivenName: techGiven, FamilyName: techFamily, Username: techUsername },
    workOrder: w
      ? {
          id: w.id,
          location: { id: w.location_id, name: w.locationName },
          createdBy: person(w.created_by, w.createdByName),
          updatedBy: person(w.updated_by, w.updatedByName),
          dateCreated: new Date(w.date_created).toISOString(),
          dateUpdated: new Date(w.date_updated).toISOString(),
          scanReport: { statusId: w.scan_report_status, dateStarted: iso(w.scan_report_started), dateCompleted: iso(w.scan_report_completed) },
          invoice: { number: w.invoice_number, amount: w.invoice_amount === null ? null : Number(w.invoice_amount) },
          version: w.version,
        }
      : null,
  };
}

async function requireRequest(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('service_requests').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(m`Service request ${id}`);
}

/** The request's history, oldest first; 404 when the request does not exist. */
export async function getHistory(db: Db, id: number): Promise<HistoryEntry[]> {
  await requireRequest(db, id);
  const rows = await db
    .selectFrom('service_request_history as h')
    .select(['h.id', 'h.kind', 'h.from_value', 'h.to_value', 'h.changed_by', name('h.changed_by').as('changedByName'), 'h.changed_at'])
    .where('h.service_request_id', '=', id)
    .orderBy('h.changed_at')
    .orderBy('h.id')
    .execute();
  return rows.map((h) => ({
    id: Number(h.id),
    kind: h.kind,
    from: h.from_value,
    to: h.to_value,
    changedBy: person(h.changed_by, h.changedByName),
    changedAt: new Date(h.changed_at).toISOString(),
  }));
}

/** The request's issues, oldest first; 404 when the request does not exist. */
export async function getIssues(db: Db, id: number): Promise<RequestIssue[]> {
  await requireRequest(db, id);
  const rows = await db
    .selectFrom('service_request_issues as i')
    .select(['i.id', 'i.service_request_id', 'i.text', 'i.raised_by', name('i.raised_by').as('raisedByName'), 'i.raised_at', 'i.resolved_at'])
    .where('i.service_request_id', '=', id)
    .orderBy('i.raised_at')
    .orderBy('i.id')
    .execute();
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
