/**
 * scanpro/EvaluateVehicle: the business's configuration (its own or the corporate one) applied to a decoded vehicle
 * and the answers. A criterion matches when the vehicle's model year is at least its year (modelYearFrom), when the
 * ADAS or airbag answer is its yes or no (adasEquipped, airbagDeployed), or when its area is among the damaged ones
 * (damageArea). Each service element a matching criterion names is recommended once, as a scan or a calibration
 * (a calibration when any matching criterion calls it one), with every matching criterion as a reason, and with its
 * RAG rating for the vehicle's make, model and year (null where it is not rated). Writes nothing.
 */
import type { Answers, CriterionView, Evaluation, Recommendation } from '../../../contract/scanpro';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { m } from '../../http/text';
import { getConfiguration } from './configuration.repository';
import { DECODE_TEXT, decodeVin } from './decoder';

export interface VehicleInput {
  businessId: number;
  vin: string;
  submodel: string;
  answers: Answers;
}

/** Whether a criterion matches the vehicle's year and the answers. */
export function matches(c: Pick<CriterionView, 'scanProCriteria' | 'criteriaDetail'>, year: number, answers: Answers): boolean {
  switch (c.scanProCriteria) {
    case 'modelYearFrom':
      return year >= Number(c.criteriaDetail);
    case 'adasEquipped':
      return answers.adasEquipped === (c.criteriaDetail === 'yes');
    case 'airbagDeployed':
      return answers.airbagDeployed === (c.criteriaDetail === 'yes');
    case 'damageArea':
      return answers.damageAreas.includes(c.criteriaDetail as Answers['damageAreas'][number]);
  }
}

/** The decoded vehicle of a VIN and submodel: 400 naming vin for a VIN that does not decode, submodel for one not among its submodels. */
export async function decodedVehicle(input: Pick<VehicleInput, 'vin' | 'submodel'>) {
  const decoded = await decodeVin(input.vin);
  if (decoded.errors.length > 0 || !decoded.year || !decoded.make || !decoded.model) {
    const first = decoded.errors[0]?.code ?? 'model';
    throw badRequest('vin', m`does not decode: ${DECODE_TEXT[first]}`);
  }
  if (!decoded.submodels.includes(input.submodel)) throw badRequest('submodel', m`must be one of the VIN's submodels: ${decoded.submodels.join(', ')}`);
  return { vin: decoded.vin, year: decoded.year, make: decoded.make, model: decoded.model, submodel: input.submodel };
}

export async function evaluateVehicle(db: Db, input: VehicleInput): Promise<Evaluation> {
  const vehicle = await decodedVehicle(input);
  const config = await getConfiguration(db, input.businessId);
  const known = new Set(config.checklist.map((i) => i.id));
  const unknown = input.answers.checked.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest('answers.checked', m`must name items of the checklist (${unknown} is not one)`);
  const missing = config.checklist.find((i) => i.required && !input.answers.checked.includes(i.id));
  if (missing) throw badRequest('answers.checked', m`must include every required item ("${missing.text}" is not ticked)`);

  const found = new Map<number, Recommendation>();
  for (const c of config.criteria.filter((c) => matches(c, vehicle.year, input.answers))) {
    const reason = { scanProId: c.scanProId, scanProCriteria: c.scanProCriteria, criteriaDetail: c.criteriaDetail };
    for (const e of c.serviceElements) {
      const seen = found.get(e.serviceElementId);
      if (seen) {
        seen.reasons.push(reason);
        if (e.kind === 'calibration') seen.kind = 'calibration';
      } else {
        found.set(e.serviceElementId, { serviceElementId: e.serviceElementId, name: e.name, kind: e.kind, reasons: [reason], ragRatingId: null, ragRatingText: null });
      }
    }
  }
  const ratings = found.size
    ? await db
        .selectFrom('rag_vehicles as v')
        .innerJoin('rag_ratings as r', 'r.vehicle_id', 'v.id')
        .innerJoin('lookups as l', 'l.id', 'r.rag_rating_id')
        .select(['r.service_element_id', 'r.rag_rating_id', 'l.text'])
        .where('v.make', '=', vehicle.make)
        .where('v.model', '=', vehicle.model)
        .where('v.year', '=', vehicle.year)
        .where('r.service_element_id', 'in', [...found.keys()])
        .execute()
    : [];
  for (const r of ratings) Object.assign(found.get(r.service_element_id) as Recommendation, { ragRatingId: r.rag_rating_id, ragRatingText: r.text });
  // Scans first, then calibrations, each by name.
  const recommendations = [...found.values()].sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'scan' ? -1 : 1));
  return { vehicle, sourceBusinessId: config.sourceBusinessId, recommendations };
}
