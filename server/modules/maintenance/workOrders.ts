/**
 * maintenance/GetWorkOrder and SaveWorkOrder: a work order read with its request, and saved whole at the version
 * read, in one transaction with its history entry (the parts changed) and its change-history entry.
 */
import { sql } from 'kysely';
import type { MaintenanceWorkOrder, SaveWorkOrder } from '../../../contract/maintenance';
import { WORK_ORDER_PARTS } from '../../../contract/serviceRequest';
import { recordChange } from '../../db/changeHistory';
import { type Db, inTransaction } from '../../db/database';
import { badRequest, notFound, staleEdit } from '../../http/errors';
import { m } from '../../http/text';

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

/** What a save compares and the change history keeps: the parts of spec §3, flat. */
function parts(w: Pick<MaintenanceWorkOrder, 'location' | 'scanReport' | 'invoice'>) {
  return {
    location: { locationId: w.location.id },
    scanReport: { scanReportStatusId: w.scanReport.statusId, scanReportStarted: iso(w.scanReport.dateStarted), scanReportCompleted: iso(w.scanReport.dateCompleted) },
    invoice: { invoiceNumber: w.invoice.number, invoiceAmount: w.invoice.amount },
  };
}
const flat = (p: ReturnType<typeof parts>) => ({ ...p.location, ...p.scanReport, ...p.invoice });

export async function saveWorkOrder(db: Db, body: SaveWorkOrder, userId: number, now = new Date()): Promise<MaintenanceWorkOrder> {
  const { dateStarted, dateCompleted } = body.scanReport;
  if (dateStarted && new Date(dateStarted) > now) throw badRequest('scanReport.dateStarted', m`must not be in the future`);
  if (dateCompleted && new Date(dateCompleted) > now) throw badRequest('scanReport.dateCompleted', m`must not be in the future`);
  const number = body.invoice.number === '' ? null : body.invoice.number;
  return inTransaction(db, async (trx) => {
    const locked = await trx.selectFrom('work_orders').select(['id', 'version']).where('id', '=', body.id).forUpdate().executeTakeFirst();
    if (!locked) throw notFound(m`Work order ${body.id}`);
    if (locked.version !== body.version) throw staleEdit(m`Work order ${body.id}`);
    const location = await trx.selectFrom('businesses').select('id').where('id', '=', body.locationId).executeTakeFirst();
    if (!location) throw badRequest('locationId', m`must be a business`);
    const before = await getWorkOrder(trx, body.id);
    const next = parts({ location: { id: body.locationId, name: '' }, scanReport: body.scanReport, invoice: { number, amount: body.invoice.amount } });
    const old = parts(before);
    const changed = WORK_ORDER_PARTS.filter((p) => JSON.stringify(old[p]) !== JSON.stringify(next[p]));
    // Nothing changed: nothing saved, nothing recorded, the version kept.
    if (changed.length === 0) return before;
    await trx
      .updateTable('work_orders')
      .set({
        location_id: body.locationId,
        scan_report_status: body.scanReport.statusId,
        scan_report_started: dateStarted,
        scan_report_completed: dateCompleted,
        invoice_number: number,
        invoice_amount: body.invoice.amount,
        updated_by: userId,
        date_updated: sql`now()`,
        version: sql`version + 1`,
      })
      .where('id', '=', body.id)
      .execute();
    await trx
      .insertInto('service_request_history')
      .values({ service_request_id: before.serviceRequestId, kind: 'workOrder', from_value: null, to_value: changed.join(','), changed_by: userId, changed_at: sql`now()` })
      .execute();
    await recordChange(trx, { area: 'maintenance', entity: 'workOrder', recordId: body.id, scopeId: before.serviceRequestId, action: 'update', userId, before: flat(old), after: flat(next) });
    return getWorkOrder(trx, body.id);
  });
}
