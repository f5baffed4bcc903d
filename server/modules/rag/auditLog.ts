/**
 * The RAG audit log: a view of the one change history (server/db/changeHistory.ts), its entries of the area
 * `ragRatings` typed by entity and action (history.ts), each row with its vehicle ("Make Model Year") and
 * service element named, and TotalItems, the count of every entry the filter matches (spec §3). Dates filter
 * whole UTC days, both ends included. Audit type 0 is 'All entries'.
 */
import { sql } from 'kysely';
import { RAG_AUDIT_TYPE_NAMES, RAG_AUDIT_TYPES, type RagAuditEntry } from '../../../contract/rag';
import { changeAuthors, type ChangeFilter, readChanges, wholeDays } from '../../db/changeHistory';
import { type Db, inTransaction } from '../../db/database';
import type { Author } from '../../db/write';
import { AREA, auditTypeId, auditTypeOf, ENTITIES, KINDS, recordRagChange } from './history';
import { assertVehicle, vehicleName } from './vehicles.repository';

export interface AuditLogQuery {
  auditTypeId?: number;
  vehicleId?: number;
  userId?: number;
  from?: string;
  to?: string;
  pageSize: number;
  offset: number;
}

/** 'All entries' (0) first, then each type. */
export function auditTypes(): { AuditTypeId: number; AuditTypeName: string }[] {
  return [{ AuditTypeId: 0, AuditTypeName: 'All entries' }, ...RAG_AUDIT_TYPES.map((type) => ({ AuditTypeId: auditTypeId(type), AuditTypeName: RAG_AUDIT_TYPE_NAMES[type] }))];
}

function filterOf(query: Omit<AuditLogQuery, 'pageSize' | 'offset'>): ChangeFilter {
  const type = query.auditTypeId ? RAG_AUDIT_TYPES[query.auditTypeId - 1] : undefined;
  return {
    area: AREA,
    scopeId: query.vehicleId,
    userId: query.userId,
    kinds: type ? [KINDS[type]] : RAG_AUDIT_TYPES.map((t) => KINDS[t]),
    ...wholeDays(query),
  };
}

const ELEMENT_ENTITIES: string[] = [ENTITIES.rating, ENTITIES.serviceElement];

export async function getAuditLog(db: Db, query: AuditLogQuery): Promise<RagAuditEntry[]> {
  const { count, items } = await readChanges(db, filterOf(query), { limit: query.pageSize, offset: query.offset });
  const vehicleIds = [...new Set(items.flatMap((e) => (e.scopeId === null ? [] : [e.scopeId])))];
  const elementIds = [...new Set(items.filter((e) => ELEMENT_ENTITIES.includes(e.entity)).map((e) => e.recordId))];
  const vehicles = vehicleIds.length ? await db.selectFrom('rag_vehicles').select(['id', 'make', 'model', 'year']).where('id', 'in', vehicleIds).execute() : [];
  const elements = elementIds.length ? await db.selectFrom('service_elements').select(['id', 'name']).where('id', 'in', elementIds).execute() : [];
  const vehicleNames = new Map(vehicles.map((v) => [v.id, vehicleName(v)]));
  const elementNames = new Map(elements.map((e) => [e.id, e.name]));
  return items.flatMap((e) => {
    const type = auditTypeOf(e.entity, e.action);
    if (!type) return [];
    const elementId = ELEMENT_ENTITIES.includes(e.entity) ? e.recordId : null;
    return [
      {
        id: e.id,
        changedAt: e.changedAt.toISOString(),
        userId: e.userId,
        userName: e.userName,
        AuditTypeId: auditTypeId(type),
        AuditTypeName: RAG_AUDIT_TYPE_NAMES[type],
        vehicleId: e.scopeId,
        vehicle: e.scopeId === null ? null : (vehicleNames.get(e.scopeId) ?? null),
        serviceElementId: elementId,
        serviceElementName: elementId === null ? null : (elementNames.get(elementId) ?? null),
        before: e.before,
        after: e.after,
        TotalItems: count,
      },
    ];
  });
}

/** The users who have RAG audit entries, by name. */
export function getAuditUsers(db: Db): Promise<{ id: number; name: string }[]> {
  return changeAuthors(db, filterOf({}));
}

/** The vehicles that have RAG audit entries, by make, model and year, each with its name. */
export async function getAuditVehicles(db: Db): Promise<{ id: number; name: string }[]> {
  const vehicles = await db
    .selectFrom('rag_vehicles as v')
    .select(['v.id', 'v.make', 'v.model', 'v.year'])
    .where('v.id', 'in', (eb) => eb.selectFrom('change_history').select('scope_id').where('area', '=', AREA).where('scope_id', 'is not', null))
    .orderBy(sql`lower(v.make)`)
    .orderBy(sql`lower(v.model)`)
    .orderBy('v.year')
    .execute();
  return vehicles.map((v) => ({ id: v.id, name: vehicleName(v) }));
}

/**
 * Records that a vehicle's ratings were reviewed (ragrating/Audit). Not through the one write path (server/db/write.ts):
 * a review writes no record, it is only an entry of the history (action `review`, with its note), so it is recorded
 * with recordChange (through recordRagChange).
 */
export async function recordReview(db: Db, input: { vehicleId: number; note?: string }, author: Author & { userId: number }): Promise<{ id: number }> {
  const { userId } = author;
  return inTransaction(db, async (trx) => {
    const vehicle = await assertVehicle(trx, input.vehicleId);
    await recordRagChange(trx, { entity: ENTITIES.vehicle, recordId: vehicle.id, vehicleId: vehicle.id, action: 'review', userId, before: null, after: { note: input.note ?? null } });
    const { id } = await trx.selectFrom('change_history').select('id').where('area', '=', AREA).where('entity', '=', ENTITIES.vehicle).where('record_id', '=', vehicle.id).where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { id: Number(id) };
  });
}
