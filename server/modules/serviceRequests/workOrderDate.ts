/**
 * AdjustWorkOrderCreatedDate: the support desk moves a work order's created date (a dispatch logged late).
 * One transaction: the work order updated only at the version the caller saw through the one write path
 * (server/db/write.ts, recorded in the change history with area `maintenance`, as the work order's other edits:
 * maintenance/kinds.ts), and the adjustment recorded in the request's history with who made it; refused while
 * nothing can change it (a closed request).
 */
import { sql } from 'kysely';
import { CLOSED_REQUEST_STATUSES, type ServiceRequest } from '../../../contract/serviceRequest';
import { type Db, inTransaction } from '../../db/database';
import { type Author, updateRecord } from '../../db/write';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { workOrderCreatedDateKind } from '../maintenance/kinds';
import { getServiceRequest } from './serviceRequestDetail';

export interface DateAdjustment {
  workOrderId: number;
  /** ISO 8601 with an offset. */
  date: string;
  version: number;
}

export async function adjustWorkOrderCreatedDate(db: Db, author: Author, a: DateAdjustment, now = new Date()): Promise<ServiceRequest> {
  const date = new Date(a.date);
  if (date.getTime() > now.getTime()) throw badRequest('date', m`must not be in the future`);
  const requestId = await inTransaction(db, async (trx) => {
    // The work order with its request, both locked: a closed request is refused before the version is looked at.
    const w = await trx
      .selectFrom('work_orders as w')
      .innerJoin('service_requests as r', 'r.id', 'w.service_request_id')
      .select(['w.service_request_id', 'w.date_created', 'r.status_id', 'r.date_created as requested'])
      .where('w.id', '=', a.workOrderId)
      .forUpdate()
      .executeTakeFirst();
    if (!w) throw notFound(m`Work order ${a.workOrderId}`);
    if (CLOSED_REQUEST_STATUSES.includes(w.status_id)) {
      throw new HttpError(409, m`Work order ${a.workOrderId} belongs to a completed or cancelled request: its date is no longer adjusted.`, undefined, undefined, 'closed');
    }
    await updateRecord(trx, workOrderCreatedDateKind, author, a.workOrderId, a.version, {
      apply: async (trx) => {
        if (date.getTime() < new Date(w.requested).getTime()) throw badRequest('date', m`must not be before the request was made (${new Date(w.requested).toISOString()})`);
        await trx.updateTable('work_orders').set({ date_created: date, date_updated: sql`now()`, updated_by: author.userId }).where('id', '=', a.workOrderId).execute();
        await trx
          .insertInto('service_request_history')
          .values({
            service_request_id: w.service_request_id,
            kind: 'dateAdjusted',
            from_value: new Date(w.date_created).toISOString(),
            to_value: date.toISOString(),
            changed_by: author.userId,
            changed_at: sql`now()`,
          })
          .execute();
      },
    });
    return w.service_request_id;
  });
  return getServiceRequest(db, requestId);
}
