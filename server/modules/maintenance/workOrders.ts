/**
 * maintenance/GetWorkOrder and SaveWorkOrder: a work order read with its request, and saved whole at the version
 * read through the one write path (server/db/write.ts: locked, bumped, its change-history entry recorded), in one
 * transaction with its request's history entry (the parts changed).
 */
import { sql } from 'kysely';
import type { MaintenanceWorkOrder, SaveWorkOrder } from '../../../contract/maintenance';
import { WORK_ORDER_PARTS } from '../../../contract/serviceRequest';
import { type Db, inTransaction } from '../../db/database';
import { type Author, updateRecord } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { workOrderKind } from './kinds';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const userName = (ref: string) => sql<string | null>`(SELECT u.given_name || ' ' || u.family_name FROM users u WHERE u.id = ${sql.ref(ref)})`;
const person = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/** The work order `id` with its request's id, status and shop; 404 when it does not exist. */
export async function getWorkOrder(db: Db, id: number): Promise<MaintenanceWorkOrder> {
  const w = await db
    .selectFrom('work_orders as w')
    .innerJoin('service_requests as r', 'r.id', 'w.service_request_id')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .innerJoin('businesses as l', 'l.id', 'w.location_id')
    .select(['w.id', 'w.location_id', 'l.name as locationName', 'w.created_by', 'w.updated_by', 'w.date_created', 'w.date_updated'])
    .select(['w.scan_report_status', 'w.scan_report_started', 'w.scan_report_completed', 'w.invoice_number', 'w.invoice_amount', 'w.version'])
    .select(['r.id as requestId', 'r.status_id', 'r.business_id', 'b.name as businessName', 'b.timezone'])
    .select([userName('w.created_by').as('createdByName'), userName('w.updated_by').as('updatedByName')])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!w) throw notFound(m`Work order ${id}`);
  return {
    id: w.id,
    serviceRequestId: w.requestId,
    statusId: w.status_id,
    businessId: w.business_id,
    businessName: w.businessName,
    timeZone: w.timezone,
    location: { id: w.location_id, name: w.locationName },
    createdBy: person(w.created_by, w.createdByName),
    updatedBy: person(w.updated_by, w.updatedByName),
    dateCreated: new Date(w.date_created).toISOString(),
    dateUpdated: new Date(w.date_updated).toISOString(),
    scanReport: { statusId: w.scan_report_status, dateStarted: iso(w.scan_report_started), dateCompleted: iso(w.scan_report_completed) },
    invoice: { number: w.invoice_number, amount: w.invoice_amount === null ? null : Number(w.invoice_amount) },
    version: w.version,
  };
}

/** What a save compares: the parts of spec §3 (the change history keeps them flat, kinds.ts). */
function parts(w: Pick<MaintenanceWorkOrder, 'location' | 'scanReport' | 'invoice'>) {
  return {
    location: { locationId: w.location.id },
    scanReport: { scanReportStatusId: w.scanReport.statusId, scanReportStarted: iso(w.scanReport.dateStarted), scanReportCompleted: iso(w.scanReport.dateCompleted) },
    invoice: { invoiceNumber: w.invoice.number, invoiceAmount: w.invoice.amount },
  };
}

export async function saveWorkOrder(db: Db, author: Author, body: SaveWorkOrder, now = new Date()): Promise<MaintenanceWorkOrder> {
  const { dateStarted, dateCompleted } = body.scanReport;
  if (dateStarted && new Date(dateStarted) > now) throw badRequest('scanReport.dateStarted', m`must not be in the future`);
  if (dateCompleted && new Date(dateCompleted) > now) throw badRequest('scanReport.dateCompleted', m`must not be in the future`);
  const number = body.invoice.number === '' ? null : body.invoice.number;
  const next = parts({ location: { id: body.locationId, name: '' }, scanReport: body.scanReport, invoice: { number, amount: body.invoice.amount } });
  const changedParts = (w: MaintenanceWorkOrder) => {
    const old = parts(w);
    return WORK_ORDER_PARTS.filter((p) => JSON.stringify(old[p]) !== JSON.stringify(next[p]));
  };
  return inTransaction(db, async (trx) => {
    const current = await getWorkOrder(trx, body.id);
    // Nothing changed at the version read: nothing saved, nothing recorded, the version kept.
    if (current.version === body.version && changedParts(current).length === 0) return current;
    await updateRecord(trx, workOrderKind, author, body.id, body.version, {
      apply: async (trx, id) => {
        const location = await trx.selectFrom('businesses').select('id').where('id', '=', body.locationId).executeTakeFirst();
        if (!location) throw badRequest('locationId', m`must be a business`);
        const before = await getWorkOrder(trx, id);
        await trx
          .updateTable('work_orders')
          .set({
            location_id: body.locationId,
            scan_report_status: body.scanReport.statusId,
            scan_report_started: dateStarted,
            scan_report_completed: dateCompleted,
            invoice_number: number,
            invoice_amount: body.invoice.amount,
            updated_by: author.userId,
            date_updated: sql`now()`,
          })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('service_request_history')
          .values({
            service_request_id: before.serviceRequestId,
            kind: 'workOrder',
            from_value: null,
            to_value: changedParts(before).join(','),
            changed_by: author.userId,
            changed_at: sql`now()`,
          })
          .execute();
      },
    });
    return getWorkOrder(trx, body.id);
  });
}
