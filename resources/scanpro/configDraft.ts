/** The configuration as edited in step 1, and what a save sends (the rows without the elements' names). */
import type { BodyOf } from '../../contract/define';
import { type Criterion, DETAILS, type ScanProConfiguration, type scanproContract } from '../../contract/scanpro';

export type Draft = ScanProConfiguration;
export type DraftRow = Draft['criteria'][number];

export function saveBody(d: Draft): BodyOf<typeof scanproContract.saveScanProConfiguration> {
  return {
    businessId: d.businessId,
    version: d.version,
    criteria: d.criteria.map(({ serviceElements, ...row }) => ({ ...row, serviceElements: serviceElements.map(({ serviceElementId, kind }) => ({ serviceElementId, kind })) })),
    checklist: d.checklist,
  };
}

/** A new criterion of a kind, with its first detail (this year for a model year). */
export function newRow(kind: Criterion): DraftRow {
  return { scanProId: 0, scanProCriteria: kind, criteriaDetail: DETAILS[kind]?.[0] ?? String(new Date().getFullYear() - 5), serviceElements: [] };
}
