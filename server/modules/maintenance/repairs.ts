/**
 * The maintenance repairs of service requests (ResetTechnician, CancelPendingRequests, FixDispatchTimes), each
 * in two phases: the preview reads what would change and changes nothing; the apply, in one transaction, locks
 * what matches at that moment (FOR UPDATE), changes each request through the one write path (server/db/write.ts:
 * bumped, and recorded in the change history, area maintenance, entity serviceRequest, kinds.ts), and records
 * each request's change in its history. Both answer how many requests and which.
 *
 * FixDispatchTimes' rule: a request dispatched, in progress or completed whose dispatch time is missing or before
 * its creation gets the first dispatch its history records (a status change to dispatched, or an assignment to a
 * technician) at or after its creation and after its last return to pending; else its creation time.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { REPAIR_ITEMS_MAX, type RepairItem, type RepairResult } from '../../../contract/maintenance';
import { SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { type Db, inTransaction } from '../../db/database';
import type { Database } from '../../db/schema';
import { ANY_VERSION, type Author, type RecordKind, updateRecord } from '../../db/write';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { cancelledRequestKind, dispatchFixedRequestKind, resetRequestKind } from './kinds';

type Eb = ExpressionBuilder<Database & { r: Database['service_requests'] }, 'r'>;

/** History rows per INSERT: well under PostgreSQL's 65,535 parameters. */
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
  /** The apply: each request's new values, the history rows of each. */
  set: (c: Candidate) => Record<string, unknown>;
  history: (c: Candidate, to: string | null) => { kind: 'status' | 'assignment' | 'dispatchFixed'; from: string | null; to: string | null }[];
  /** The request as the change history keeps it: the fields the repair changes. */
  kind: RecordKind;
}

function item(c: Candidate, change: { from: string | null; to: string | null }): RepairItem {
  return { id: c.id, businessId: c.businessId, businessName: c.businessName, vin: c.vin, statusId: c.statusId, technicianName: c.technicianName, dateCreated: iso(c.dateCreated) ?? '', ...change };
}

async function run(db: Db, repair: Repair, preview: boolean, author: Author): Promise<RepairResult> {
  const answer = (found: Candidate[]) => ({ preview, count: found.length, items: found.slice(0, REPAIR_ITEMS_MAX).map((c) => item(c, repair.change(c))) });
  if (preview) return answer(await candidates(db, repair.where, false));
  return inTransaction(db, async (trx) => {
    const found = await candidates(trx, repair.where, true);
    // An action over the requests as they are (locked above): no version of the caller's to hold them to.
    for (const c of found) await updateRecord(trx, repair.kind, author, c.id, ANY_VERSION, { values: { ...repair.set(c), date_updated: sql`now()` } });
    const rows = found.flatMap((c) =>
      repair.history(c, repair.change(c).to).map((h) => ({
        service_request_id: c.id,
        kind: h.kind,
        from_value: h.from,
        to_value: h.to,
        changed_by: author.userId,
        changed_at: sql<Date>`now()`,
      })),
    );
    for (let i = 0; i < rows.length; i += CHUNK) await trx.insertInto('service_request_history').values(rows.slice(i, i + CHUNK)).execute();
    return answer(found);
  });
}

/** The technician's assignment, released: a status entry back to pending, and one to no technician. */
const released = (c: Candidate, to: string) => [
  { kind: 'status' as const, from: String(c.statusId), to },
  ...(c.technicianName === null ? [] : [{ kind: 'assignment' as const, from: c.technicianName, to: null }]),
];

/** maintenance/ResetTechnician: the technician's dispatched and in-progress requests back to pending, unassigned. */
export async function resetTechnician(db: Db, author: Author, technicianId: number, preview: boolean): Promise<RepairResult> {
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
      set: () => ({ status_id: S.pending, technician_id: null, date_dispatched: null }),
      history: (c) => released(c, pending),
      kind: resetRequestKind,
    },
    preview,
    author,
  );
}

async function requireBusiness(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('businesses').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(m`Business ${id}`);
}

/** maintenance/CancelPendingRequests: a location's pending requests cancelled. */
export async function cancelPendingRequests(db: Db, author: Author, locationId: number, preview: boolean): Promise<RepairResult> {
  await requireBusiness(db, locationId);
  const cancelled = String(S.cancelled);
  return run(
    db,
    {
      where: (eb) => eb.and([eb('r.business_id', '=', locationId), eb('r.status_id', '=', S.pending)]),
      change: (c) => ({ from: String(c.statusId), to: cancelled }),
      set: () => ({ status_id: S.cancelled, technician_id: null }),
      history: (c) => released(c, cancelled),
      kind: cancelledRequestKind,
    },
    preview,
    author,
  );
}

/** maintenance/FixDispatchTimes: missing or impossible dispatch times repaired (the rule above), of one location or all. */
export async function fixDispatchTimes(db: Db, author: Author, locationId: number | undefined, preview: boolean): Promise<RepairResult> {
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
      // The time the rule gives it, to the microsecond.
      set: (c) => ({ date_dispatched: sql<Date>`(SELECT ${fixedDispatch} FROM service_requests r WHERE r.id = ${c.id})` }),
      history: (c, to) => [{ kind: 'dispatchFixed', from: iso(c.dateDispatched), to }],
      kind: dispatchFixedRequestKind,
    },
    preview,
    author,
  );
}
