/**
 * What the RAG writes record in the one change history (server/db/changeHistory.ts), area `ragRatings`, each
 * entry's scope the vehicle it concerns (none for a service element's own change):
 * - a rating set, changed or cleared: entity `ragRating`, the service element's id, its rating before and after;
 * - a copy or a bulk copy: one entry per target vehicle (`ragRatingsCopy`, `ragRatingsBulkCopy`), the ratings it
 *   changed, by element name, before and after, and the source vehicle;
 * - a review (`ragrating/Audit`): entity `ragVehicle`, action `review`, with its note;
 * - a vehicle given its id: entity `ragVehicle`, action `create` (recorded, not an audit type);
 * - a service element created or changed: entity `serviceElement`.
 * The vehicle's creation, the element's writes, the ratings and the copies go through the one write path
 * (server/db/write.ts, over ragVehicleKind, serviceElementKind, ratingKind and the copies' kinds), which records
 * them; the reviews (and the demo seed's past edits) are recorded here, by `recordRagChange`, in their transaction.
 */
import { RAG_AUDIT_TYPES, type RagAuditType } from '../../../contract/rag';
import { type ChangeAction, type ChangeKind, recordChange } from '../../db/changeHistory';
import type { Db } from '../../db/database';

export const AREA = 'ragRatings';
export const ENTITIES = {
  rating: 'ragRating',
  copy: 'ragRatingsCopy',
  bulkCopy: 'ragRatingsBulkCopy',
  vehicle: 'ragVehicle',
  serviceElement: 'serviceElement',
} as const;
type Entity = (typeof ENTITIES)[keyof typeof ENTITIES];

export const KINDS: Record<RagAuditType, ChangeKind & { actions: readonly ChangeAction[] }> = {
  ratingChanged: { entity: ENTITIES.rating, actions: ['create', 'update', 'delete'] },
  ratingsCopied: { entity: ENTITIES.copy, actions: ['update'] },
  ratingsBulkCopied: { entity: ENTITIES.bulkCopy, actions: ['update'] },
  vehicleReviewed: { entity: ENTITIES.vehicle, actions: ['review'] },
  serviceElementChanged: { entity: ENTITIES.serviceElement, actions: ['create', 'update'] },
};

/** The AuditTypeId of a kind: its place in RAG_AUDIT_TYPES, from 1 (0 is 'All entries'). */
export const auditTypeId = (type: RagAuditType) => RAG_AUDIT_TYPES.indexOf(type) + 1;

/** The audit type of an entry, from its entity and action; undefined for one the audit log does not show. */
export function auditTypeOf(entity: string, action: string): RagAuditType | undefined {
  return RAG_AUDIT_TYPES.find((type) => KINDS[type].entity === entity && KINDS[type].actions.includes(action as ChangeAction));
}

export interface RagChange {
  entity: Entity;
  recordId: number;
  vehicleId: number | null;
  action: ChangeAction;
  userId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** When, if not now (the demo seed's past edits). */
  changedAt?: Date;
}

/** Records a RAG change, in `trx`'s transaction. */
export function recordRagChange(trx: Db, change: RagChange): Promise<void> {
  const { vehicleId, ...rest } = change;
  return recordChange(trx, { area: AREA, scopeId: vehicleId, ...rest });
}
