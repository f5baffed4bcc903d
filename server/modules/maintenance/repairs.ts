/**
 * The maintenance repairs of service requests (ResetTechnician, CancelPendingRequests, FixDispatchTimes), each
 * in two phases: the preview reads what would change and changes nothing; the apply, in one transaction, locks
 * what matches at that moment (FOR UPDATE), changes it, and records each request's change in its history and in
 * the change history (area maintenance, entity serviceRequest). Both answer how many requests and which.
 *
 * FixDispatchTimes' rule: a request dispatched, in progress or completed whose dispatch time is missing or before
 * its creation gets the first dispatch its history records (a status change to dispatched, or an assignment to a
 * technician) at or after its creation and after its last return to pending; else its creation time.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { REPAIR_ITEMS_MAX, type RepairItem, type RepairResult } from '../../../contract/maintenance';
import { SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { recordChange } from '../../db/changeHistory';
import { type Db, inTransaction } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';

type Eb = ExpressionBuilder<Database & { r: Database['service_requests'] }, 'r'>;

/** Ids per UPDATE and history rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The dispatch time FixDispatchTimes gives request `r` (see the rule above). */
const fixedDispatch = sql<Date>`coalesce((SELECT min(h.changed_at) FROM service_request_history h
  WHERE h.service_request_id = r.id
    AND ((h.kind = 'status' AND h.to_value = ${String(S.dispatched)}) OR (h.kind = 'assignment' AND h.to_value IS NOT NULL))
    AND h.changed_at >= coalesce((SELECT max(p.changed_at) FROM service_request_history p
      WHERE p.service_request_id = r.id AND p.kind = 'status' AND p.to_value = ${String(S.pending)} AND p.changed_at >= r.date_created), r.date_created)), r.date_created)`;

interface Candidate {
  id: number;
  businessId: number;
  businessName: string;
  vin: string;
  statusId: number;
  technicianId: number | null;
  technicianName: string | null;
  dateCreated: Date | string;
  dateDispatched: Date | string | null;
  fixed: Date | string;
}

/** The requests matching `where`, by id, locked when `lock` (the apply). */
function candidates(db: Db, where: (eb: Eb) => Expression<SqlBool>, lock: boolean): Promise<Candidate[]> {
  const q = db
    .selectFrom('service_requests as r')
    .innerJoin('businesses as b', 'b.id', 'r.business_id')
    .leftJoin('users as t', 't.id', 'r.technician_id')
    .select(['r.id', 'r.business_id as businessId', 'b.name as businessName', 'r.vin', 'r.status_id as statusId', 'r.technician_id as technicianId'])
    .select([
      sql<string | null>`t.given_name || ' ' || t.family_name`.as('technicianName'),
      'r.date_created as dateCreated',
      'r.date_dispatched as dateDispatched',
      fixedDispatch.as('fixed'),
    ])
    .where((eb) => where(eb as unknown as Eb))
    .orderBy('r.id');
  return (lock ? q.forUpdate('r') : q).execute();
}

interface Repair {
  /** The requests to change. */
  where: (eb: Eb) => Expression<SqlBool>;
  /** What changes in a request, as its item says: status ids or dispatch times. */
  change: (c: Candidate) => { from: string | null; to: string | null };
  /** The apply: the requests' update (their ids given), the history rows of each. */
  set: Record<string, unknown>;
  history: (c: Candidate, to: string | null) => { kind: 'status' | 'assignment' | 'dispatchFixed'; from: string | null; to: string | null }[];
  /** The request's fields the change history keeps, before and after. */
  fields: (c: Candidate, after: boolean) => Record<string, unknown>;
}

function item(c: Candidate, change: { from: string | null; to: string | null }): RepairItem {
  return { id: c.id, businessId: c.businessId, businessName: c.businessName, vin: c.vin, statusId: c.statusId, technicianName: c.technicianName, dateCreated: iso(c.dateCreated) ?? '', ...change };
}

async function run(db: Db, repair: Repair, preview: boolean, userId: number): Promise<RepairResult> {
  const answer = (found: Candidate[]) => ({ preview, count: found.length, items: found.slice(0, REPAIR_ITEMS_MAX).map((c) => item(c, repair.change(c))) });
  if (preview) return answer(await candidates(db, repair.where, false));
  return inTransaction(db, async (trx) => {
    const found = await candidates(trx, repair.where, true);
    for (let i = 0; i < found.length; i += CHUNK) {
      const slice = found.slice(i, i + CHUNK);
      await trx
        .updateTable('service_requests as r')
        .set({ ...repair.set, date_updated: sql`now()`, version: sql`r.version + 1` })
        .where(
          'r.id',
          'in',
          slice.map((c) => c.id),
        )
        .execute();
      const rows = slice.flatMap((c) =>
        repair.history(c, repair.change(c).to).map((h) => ({
          service_request_id: c.id,
          kind: h.kind,
          from_value: h.from,
          to_value: h.to,
          changed_by: userId,
          changed_at: sql<Date>`now()`,
        })),
      );
      if (rows.length > 0) await trx.insertInto('service_request_history').values(rows).execute();
    }
    for (const c of found) {
      await recordChange(trx, { area: 'maintenance', entity: 'serviceRequest', recordId: c.id, scopeId: c.businessId, action: 'update', userId, before: repair.fields(c, false), after: repair.fields(c, true) });
    }
    return answer(found);
  });
}

/** The technician's assignment, released: a status entry back to pending, and one to no technician. */
const released = (c: Candidate, to: string) => [
  { kind: 'status' as const, from: String(c.statusId), to },
  ...(c.technicianName === null ? [] : [{ kind: 'assignment' as const, from: c.technicianName, to: null }]),
];

/** maintenance/ResetTechnician: the technician's dispatched and in-progress requests back to pending, unassigned. */
export async function resetTechnician(db: Db, technicianId: number, preview: boolean, userId: number): Promise<RepairResult> {
  const technician = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as ro', 'ro.id', 'ur.role_id')
    .select('u.id')
    .where('u.id', '=', technicianId)
    .where('ro.name', '=', 'Technician')
    .executeTakeFirst();
  if (!technician) throw notFound(m`Technician ${technicianId}`);
  const pending = String(S.pending);
  return run(
    db,
    {
      where: (eb) => eb.and([eb('r.technician_id', '=', technicianId), eb('r.status_id', 'in', [S.dispatched, S.inProgress])]),
      change: (c) => ({ from: String(c.statusId), to: pending }),
      set: { status_id: S.pending, technician_id: null, date_dispatched: null },
      history: (c) => released(c, pending),
      fields: (c, after) =>
        after ? { statusId: S.pending, technicianId: null, dateDispatched: null } : { statusId: c.statusId, technicianId: c.technicianId, dateDispatched: iso(c.dateDispatched) },
    },
    preview,
    userId,
  );
}

async function requireBusiness(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('businesses').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(m`Business ${id}`);
}

/** maintenance/CancelPendingRequests: a location's pending requests cancelled. */
export async function cancelPendingRequests(db: Db, locationId: number, preview: boolean, userId: number): Promise<RepairResult> {
  await requireBusiness(db, locationId);
  const cancelled = String(S.cancelled);
  return run(
    db,
    {
      where: (eb) => eb.and([eb('r.business_id', '=', locationId), eb('r.status_id', '=', S.pending)]),
      change: (c) => ({ from: String(c.statusId), to: cancelled }),
      set: { status_id: S.cancelled, technician_id: null },
      history: (c) => released(c, cancelled),
      fields: (c, after) => (after ? { statusId: S.cancelled, technicianId: null } : { statusId: c.statusId, technicianId: c.technicianId }),
    },
    preview,
    userId,
  );
}

/** maintenance/FixDispatchTimes: missing or impossible dispatch times repaired (the rule above), of one location or all. */
export async function fixDispatchTimes(db: Db, locationId: number | undefined, preview: boolean, userId: number): Promise<RepairResult> {
  if (locationId !== undefined) await requireBusiness(db, locationId);
  return run(
    db,
    {
      where: (eb) =>
        eb.and([
          ...(locationId === undefined ? [] : [eb('r.business_id', '=', locationId)]),
          eb('r.status_id', 'in', [S.dispatched, S.inProgress, S.completed]),
          eb.or([eb('r.date_dispatched', 'is', null), eb('r.date_dispatched', '<', eb.ref('r.date_created'))]),
        ]),
      change: (c) => ({ from: iso(c.dateDispatched), to: iso(c.fixed) }),
      set: { date_dispatched: fixedDispatch },
      history: (c, to) => [{ kind: 'dispatchFixed', from: iso(c.dateDispatched), to }],
      fields: (c, after) => ({ dateDispatched: after ? iso(c.fixed) : iso(c.dateDispatched) }),
    },
    preview,
    userId,
  );
}
