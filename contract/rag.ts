/**
 * RAG ratings (spec §2, §3, §7; issue 16): each service element (a calibration or scan job) gets a red, amber or
 * green rating (an item of the RAG ratings catalogue, `lookup/RagRatingList`) per vehicle, a make, model and year
 * of NHTSA's vPIC data. A vehicle gets its id on first use (`GetRAGRatingVehicleId`). Ratings are versioned (a
 * stale edit answers 409 `stale`); a copy or bulk copy is one transaction (any failure: nothing written), and
 * can be previewed first. Every write is recorded in the one change history, of which the audit log is a view.
 */
import { z } from 'zod';
import { endpoint, queryBool, queryInt, rowId, version } from './define';
import { isoDate } from './fields';
import { r } from './refusal';
import { SERVICE_ELEMENT_GROUP_KEY } from './serviceCatalogue';

/** The most targets one bulk copy takes. */
export const BULK_COPY_MAX_TARGETS = 500;

export const serviceElement = z.object({
  id: z.number().int(),
  name: z.string(),
  serviceElementGroupId: z.number().int(),
  serviceElementGroupName: z.string(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type ServiceElement = z.infer<typeof serviceElement>;

export const serviceElementGroup = z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() });
export type ServiceElementGroup = z.infer<typeof serviceElementGroup>;

export const ragVehicle = z.object({ id: z.number().int(), make: z.string(), model: z.string(), year: z.number().int() });
export type RagVehicle = z.infer<typeof ragVehicle>;

/** One service element with its rating for a vehicle (ragRatingId null: not rated yet; version 0 then). */
export const elementRating = z.object({
  serviceElementId: z.number().int(),
  name: z.string(),
  serviceElementGroupId: z.number().int(),
  serviceElementGroupName: z.string(),
  ragRatingId: z.number().int().nullable(),
  ragRatingText: z.string().nullable(),
  version: z.number().int(),
});
export type ElementRating = z.infer<typeof elementRating>;

/** What a copy does (or would do) to one target: ratings added, changed, and already the same. */
export const copyCounts = z.object({
  targetVehicleId: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});
export type CopyCounts = z.infer<typeof copyCounts>;
export const copyResult = z.object({ preview: z.boolean(), sourceVehicleId: z.number().int(), targets: z.array(copyCounts) });
export type CopyResult = z.infer<typeof copyResult>;

/** The kinds of entry the RAG audit log tells apart: AuditTypeId 1… in this order (0 is 'All entries'). */
export const RAG_AUDIT_TYPES = ['ratingChanged', 'ratingsCopied', 'ratingsBulkCopied', 'vehicleReviewed', 'serviceElementChanged'] as const;
export type RagAuditType = (typeof RAG_AUDIT_TYPES)[number];
export const RAG_AUDIT_TYPE_NAMES: Record<RagAuditType, string> = {
  ratingChanged: 'Rating changed',
  ratingsCopied: 'Ratings copied',
  ratingsBulkCopied: 'Ratings bulk copied',
  vehicleReviewed: 'Vehicle reviewed',
  serviceElementChanged: 'Service element changed',
};
export const auditType = z.object({ AuditTypeId: z.number().int(), AuditTypeName: z.string() });

/** One audit entry; TotalItems (spec §3) is the count of every entry the filter matches. */
export const ragAuditEntry = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  userId: z.number().int().nullable(),
  /** Who made it: "First Last (username)", or the username alone. */
  userName: z.string(),
  AuditTypeId: z.number().int(),
  AuditTypeName: z.string(),
  vehicleId: z.number().int().nullable(),
  /** "Make Model Year", null for a service element's own change. */
  vehicle: z.string().nullable(),
  serviceElementId: z.number().int().nullable(),
  serviceElementName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  TotalItems: z.number().int(),
});
export type RagAuditEntry = z.infer<typeof ragAuditEntry>;

const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);
const vehicleQuery = { make: text(100), model: text(100), year: queryInt.min(1981, r('must be a model year')).max(2100, r('must be a model year')) };
const vehicleId = z.int32().min(1, r('must be a vehicle id'));
const queryVehicleId = queryInt.min(1, r('must be a vehicle id'));

export const ragContract = {
  getServiceElementList: endpoint({
    method: 'GET',
    path: 'ragrating/GetServiceElementList',
    summary: 'Service elements with their group, by group then name; inactive ones only with showAll',
    query: z.strictObject({ showAll: queryBool.optional() }),
    response: z.array(serviceElement),
  }),
  getServiceElementGroups: endpoint({
    method: 'GET',
    path: 'ragrating/GetServiceElementGroups',
    summary: `The service element groups (items of ${SERVICE_ELEMENT_GROUP_KEY}), by name`,
    response: z.array(serviceElementGroup),
  }),
  upsertServiceElement: endpoint({
    method: 'POST',
    path: 'ragrating/UpsertServiceElement',
    summary: 'Creates (id 0) or updates (at its version, 409 stale otherwise) a service element; its name unique (409 duplicate), its group an item of the groups',
    body: z
      .strictObject({
        id: rowId,
        name: text(100),
        serviceElementGroupId: z.int32().min(1, r('must be a service element group id')),
        isActive: z.boolean().default(true),
        version: version.optional(),
      })
      .refine((s) => s.id === 0 || s.version !== undefined, { path: ['version'], message: r('is required to update an existing record') }),
    response: serviceElement,
  }),
  getVehicleMakes: endpoint({
    method: 'GET',
    path: 'ragrating/GetVehicleMakes',
    summary: "Passenger-vehicle makes of NHTSA's vPIC data, by name",
    response: z.array(z.string()),
  }),
  getVehicleModels: endpoint({
    method: 'GET',
    path: 'ragrating/GetVehicleModels',
    summary: "A make's models in a model year, from NHTSA's vPIC data, by name (404 for a make vPIC does not know)",
    query: z.strictObject({ make: vehicleQuery.make, year: vehicleQuery.year }),
    response: z.array(z.string()),
  }),
  getServiceElementsRagRating: endpoint({
    method: 'GET',
    path: 'ragrating/GetServiceElementsRagRating',
    summary:
      "Every active service element with its rating for a make, model and year, sorted by name, group or rating; vehicleId null while the vehicle has no id (nothing rated). Writes nothing",
    query: z.strictObject({
      ...vehicleQuery,
      orderBy: z.enum(['name', 'group', 'rating']).default('group'),
      sortBy: z.enum(['asc', 'desc']).default('asc'),
    }),
    response: z.object({ vehicleId: z.number().int().nullable(), items: z.array(elementRating) }),
  }),
  getRAGRatingVehicleId: endpoint({
    method: 'GET',
    path: 'ragrating/GetRAGRatingVehicleId',
    summary: "The id of a make, model and year, created on first call; 400 for one NHTSA's vPIC data does not know",
    writes: true,
    query: z.strictObject(vehicleQuery),
    response: z.object({ vehicleId: z.number().int() }),
  }),
  updateRagRatingForServiceElement: endpoint({
    method: 'POST',
    path: 'ragrating/UpdateRagRatingForServiceElement',
    summary:
      "Sets a service element's rating for a vehicle (ragRatingId an item of the RAG ratings catalogue, null to clear it); version: the rating's, absent when it was not rated (409 stale otherwise)",
    body: z.strictObject({
      vehicleId,
      serviceElementId: z.int32().min(1, r('must be a service element id')),
      ragRatingId: z.int32().min(1, r('must be a RAG rating id')).nullable(),
      version: version.optional(),
    }),
    response: elementRating,
  }),
  copyRagRatings: endpoint({
    method: 'POST',
    path: 'ragrating/CopyRagRatings',
    summary:
      "Copies a vehicle's ratings to another (its other ratings kept) in one transaction; with preview, answers what would change and writes nothing",
    query: z.strictObject({ sourceVehicleId: queryVehicleId, targetVehicleId: queryVehicleId, preview: queryBool.optional() }),
    response: copyResult,
  }),
  bulkCopyRagRatings: endpoint({
    method: 'POST',
    path: 'ragrating/BulkCopyRagRatings',
    summary: `Copies a vehicle's ratings to up to ${BULK_COPY_MAX_TARGETS} others in ONE transaction (any failure: nothing written); with preview, answers what would change and writes nothing`,
    body: z.strictObject({
      sourceVehicleId: vehicleId,
      targetVehicleIds: z
        .array(vehicleId)
        .min(1, r('must name at least one vehicle'))
        .max(BULK_COPY_MAX_TARGETS, r`must name at most ${BULK_COPY_MAX_TARGETS} vehicles`),
      preview: z.boolean().optional(),
    }),
    response: copyResult,
  }),
  audit: endpoint({
    method: 'POST',
    path: 'ragrating/Audit',
    summary: "Records that a vehicle's ratings were reviewed (an entry of the audit log, with an optional note); answers the entry's id",
    body: z.strictObject({ vehicleId, note: z.string().trim().max(500, r`must be at most ${500} characters`).optional() }),
    response: z.object({ id: z.number().int() }),
  }),
  getAuditTypeList: endpoint({
    method: 'GET',
    path: 'ragrating/GetAuditTypeList',
    summary: "The audit log's entry types, 'All entries' (id 0) first",
    response: z.array(auditType),
  }),
  getAuditLog: endpoint({
    method: 'POST',
    reads: true,
    path: 'ragrating/GetAuditLog',
    summary:
      'The RAG audit log, newest first, 10 a page by default; filtered by type (0: all), vehicle, user and date range (from/to: dates, inclusive, UTC); each row carries TotalItems',
    body: z.strictObject({
      auditTypeId: z.int32().min(0).max(RAG_AUDIT_TYPES.length, r('must be an audit type id')).optional(),
      vehicleId: vehicleId.optional(),
      userId: z.int32().min(1, r('must be a user id')).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      pageSize: z.int32().min(1).max(1000).default(10),
      offset: z.int32().min(0).default(0),
    }),
    response: z.array(ragAuditEntry),
  }),
  getAuditUsers: endpoint({
    method: 'GET',
    path: 'ragrating/GetAuditUsers',
    summary: 'The users who have RAG audit entries, by name (the audit log’s user filter)',
    ours: true,
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  getAuditVehicles: endpoint({
    method: 'GET',
    path: 'ragrating/GetAuditVehicles',
    summary: 'The vehicles that have RAG audit entries, by make, model and year, each named "Make Model Year" (the audit log’s vehicle filter)',
    ours: true,
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
};
