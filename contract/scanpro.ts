/**
 * Scan-pro (spec §2, §3, §4, §7, §9; issue 17): which scans and calibrations a damaged vehicle needs. A business's
 * configuration is its criteria (spec §3 rows: scanProId, scanProCriteria, criteriaDetail, each mapped to the
 * service elements it triggers) and a checklist; a business without its own uses the corporate one (business 49,
 * the configuration lookup scanProDefaultCorporateId). A VIN is decoded offline from NHTSA's vPIC data; a decoding
 * error means no submodels (spec §4). EvaluateVehicle turns the vehicle and the answers into recommendations, each
 * with the criteria that triggered it and its RAG rating for the vehicle; SaveScanProResults keeps the result.
 */
import { z } from 'zod';
import { endpoint, queryInt } from './define';
import { r } from './refusal';

/** The corporate configuration's business when the lookup configuration/scanProDefaultCorporateId says none (spec §9). */
export const DEFAULT_CORPORATE_ID = 49;
export const CORPORATE_ID_KEY = 'scanProDefaultCorporateId';

/** The kinds of criterion (scanProCriteria) and what their detail (criteriaDetail) holds. */
export const CRITERIA = ['modelYearFrom', 'adasEquipped', 'airbagDeployed', 'damageArea'] as const;
export type Criterion = (typeof CRITERIA)[number];
export const DAMAGE_AREAS = ['front', 'rear', 'leftSide', 'rightSide', 'roof', 'windshield'] as const;
export type DamageArea = (typeof DAMAGE_AREAS)[number];
export const YES_NO = ['yes', 'no'] as const;
export const RECOMMENDATION_KINDS = ['scan', 'calibration'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];
export const MIN_MODEL_YEAR = 1981;
export const MAX_MODEL_YEAR = 2100;

/** The details a criterion of each kind may have; null: a model year (MIN_MODEL_YEAR…MAX_MODEL_YEAR). */
export const DETAILS: Record<Criterion, readonly string[] | null> = {
  modelYearFrom: null,
  adasEquipped: YES_NO,
  airbagDeployed: YES_NO,
  damageArea: DAMAGE_AREAS,
};

/** Whether a criterion's detail fits its kind: one of its details, or a model year. */
export function detailFits(criteria: Criterion, detail: string): boolean {
  const allowed = DETAILS[criteria];
  if (allowed) return allowed.includes(detail);
  const year = Number(detail);
  return /^\d{4}$/.test(detail) && year >= MIN_MODEL_YEAR && year <= MAX_MODEL_YEAR;
}

const elementId = z.int32().min(1, r('must be a service element id'));

export const criterionElement = z.strictObject({ serviceElementId: elementId, kind: z.enum(RECOMMENDATION_KINDS) });
export const criterionRow = z.strictObject({
  /** The row's id; 0 for a new row (spec §4). */
  scanProId: z.int32().min(0),
  scanProCriteria: z.enum(CRITERIA),
  criteriaDetail: z.string().trim().min(1, r('must not be empty')).max(40, r`must be at most ${40} characters`),
  serviceElements: z.array(criterionElement).min(1, r('must name at least one service element')).max(50, r`must name at most ${50} service elements`),
});
export type CriterionRow = z.infer<typeof criterionRow>;

export const checklistItem = z.strictObject({
  id: z.int32().min(0),
  text: z.string().trim().min(1, r('must not be empty')).max(200, r`must be at most ${200} characters`),
  required: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

/** A criterion as answered: its service elements carry their names. */
export const criterionView = criterionRow.extend({
  serviceElements: z.array(criterionElement.extend({ name: z.string() })),
});
export type CriterionView = z.infer<typeof criterionView>;

export const configuration = z.object({
  businessId: z.number().int(),
  /** The business whose rows these are: the asked one, or the corporate one when it has none of its own. */
  sourceBusinessId: z.number().int(),
  inherited: z.boolean(),
  /** The source's version (0: no configuration exists at all); a save sends it back. */
  version: z.number().int(),
  criteria: z.array(criterionView),
  checklist: z.array(checklistItem),
  updatedAt: z.string().nullable(),
});
export type ScanProConfiguration = z.infer<typeof configuration>;

/** Why a VIN did not decode: the console shows each by its code. */
export const DECODE_ERRORS = ['length', 'characters', 'checkDigit', 'year', 'manufacturer', 'model'] as const;
export type DecodeErrorCode = (typeof DECODE_ERRORS)[number];
export const decodeError = z.object({ code: z.enum(DECODE_ERRORS), message: z.string() });

export const decodedVin = z.object({
  vin: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  body: z.string().nullable(),
  engine: z.string().nullable(),
  fuel: z.string().nullable(),
  /** The trims or series vPIC knows for the make, model and year, the decoded one first; [] on any error. */
  submodels: z.array(z.string()),
  errors: z.array(decodeError),
});
export type DecodedVin = z.infer<typeof decodedVin>;

export const answers = z.strictObject({
  adasEquipped: z.boolean(),
  airbagDeployed: z.boolean(),
  damageAreas: z.array(z.enum(DAMAGE_AREAS)).max(DAMAGE_AREAS.length),
  /** The checklist items ticked, by id; every required one must be. */
  checked: z.array(z.int32().min(1)).max(200),
});
export type Answers = z.infer<typeof answers>;

/** Why a recommendation was made: the criterion that matched, as the console words it. */
export const reason = z.object({ scanProId: z.int32().min(0), scanProCriteria: z.enum(CRITERIA), criteriaDetail: z.string().max(40) });
export type Reason = z.infer<typeof reason>;

export const recommendation = z.strictObject({
  serviceElementId: elementId,
  name: z.string().max(200),
  kind: z.enum(RECOMMENDATION_KINDS),
  reasons: z.array(z.strictObject(reason.shape)).max(50),
  /** The element's RAG rating for the vehicle; null where it is not rated. */
  ragRatingId: z.int32().min(1).nullable(),
  ragRatingText: z.string().max(100).nullable(),
});
export type Recommendation = z.infer<typeof recommendation>;

export const evaluation = z.object({
  vehicle: z.object({ vin: z.string(), year: z.number().int(), make: z.string(), model: z.string(), submodel: z.string() }),
  sourceBusinessId: z.number().int(),
  recommendations: z.array(recommendation),
});
export type Evaluation = z.infer<typeof evaluation>;

export const savedResult = z.object({
  id: z.number().int(),
  savedAt: z.string(),
  vin: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  submodel: z.string(),
  userName: z.string(),
  recommendations: z.array(recommendation),
});
export type SavedResult = z.infer<typeof savedResult>;

const businessId = z.int32().min(1, r('must be a business id'));
const vin = z.string().trim().min(1, r('must not be empty')).max(50, r`must be at most ${50} characters`);
const vehicleInput = { businessId, vin, submodel: z.string().trim().min(1, r('must not be empty')).max(100, r`must be at most ${100} characters`), answers };

export const scanproContract = {
  scanProConfiguration: endpoint({
    method: 'GET',
    path: 'scanpro/ScanProConfiguration',
    summary: "A business's criteria and checklist: its own, or the corporate one (business 49 by default) when it has none, saying which",
    query: z.strictObject({ id: queryInt.min(1, r('must be a business id')) }),
    response: configuration,
  }),
  saveScanProConfiguration: endpoint({
    method: 'POST',
    path: 'scanpro/SaveScanProConfiguration',
    summary:
      "Saves a business's own criteria and checklist (created from what it inherited the first time) at the version it was read at (409 stale otherwise); recorded in the change history",
    body: z.strictObject({
      businessId,
      criteria: z.array(criterionRow).max(100, r`must hold at most ${100} rows`),
      checklist: z.array(checklistItem).max(50, r`must hold at most ${50} rows`),
      version: z.int32().min(0),
    }),
    response: configuration,
  }),
  decodeVin: endpoint({
    method: 'GET',
    path: 'decoder/DecodeVin',
    summary:
      "Decodes a VIN offline from NHTSA's vPIC data: year, make, model, body, engine, fuel and the submodels vPIC knows; a decoding error (length, characters, check digit, year, manufacturer, model) is in errors, and then there are no submodels",
    query: z.strictObject({ vin }),
    response: decodedVin,
  }),
  evaluateVehicle: endpoint({
    method: 'POST',
    reads: true,
    path: 'scanpro/EvaluateVehicle',
    summary:
      "The scans and calibrations a vehicle needs by the business's configuration and the answers, each with the criteria that triggered it and its RAG rating; 400 for a VIN that does not decode or a submodel not among its submodels. Writes nothing",
    body: z.strictObject(vehicleInput),
    response: evaluation,
  }),
  saveScanProResults: endpoint({
    method: 'POST',
    path: 'scanpro/SaveScanProResults',
    summary: "Keeps an evaluation's result with the business and the user who saved it",
    body: z.strictObject({ ...vehicleInput, recommendations: z.array(recommendation).max(200, r`must hold at most ${200} rows`) }),
    response: z.object({ id: z.number().int(), savedAt: z.string() }),
  }),
  scanProResults: endpoint({
    method: 'GET',
    path: 'scanpro/ScanProResults',
    summary: "A business's saved results, newest first (the latest 50)",
    ours: true,
    query: z.strictObject({ businessId: queryInt.min(1, r('must be a business id')) }),
    response: z.array(savedResult),
  }),
};
