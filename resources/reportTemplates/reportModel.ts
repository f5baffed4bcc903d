/** What scan tools and report templates share: the app and area choices, the make picker and the SWS make rule. */
import { lookupContract } from '../../contract/lookup';
import { REPORT_AREAS } from '../../contract/reportPlaceholders';
import { SOLUTIONS } from '../../contract/solutions';
import { choicesOf } from '../../src/declare/choices';
import type { FieldDef, FieldOptions, FieldProblem } from '../../src/declare/defineResource';

/** A record's app: one of the solutions of spec §1, labelled with its name. */
export const appChoices = choicesOf('reportTemplates.apps', SOLUTIONS);
/** The app filter (spec §3): 0 All, then the solutions. */
export const appFilterChoices = [{ id: 0, name: 'resources.reportTemplates.apps.all' }, ...appChoices];
export const areaChoices = choicesOf('reportTemplates.areas', REPORT_AREAS);

/** Makes, inactive ones included so that a record keeping one still shows it. */
export const makeOptions: FieldOptions = { endpoint: lookupContract.getMakes, input: { query: { showAll: true } }, id: 'id', name: 'make' };

/** An SWS record names its SWS make; any other names none (as the server checks). */
export function swsMakeCheck(value: unknown, record: Record<string, unknown>): FieldProblem | null {
  const given = value !== null && value !== undefined && value !== '';
  return given === Boolean(record.isSWS) ? null : { message: 'resources.reportTemplates.validation.sws_make' };
}

export const swsFields: FieldDef[] = [
  { source: 'isSWS', kind: 'boolean' },
  { source: 'swsMakeId', kind: 'option', options: makeOptions, check: swsMakeCheck },
];

/** The list call's filters, all applied by the server: the app (0 or none: all), the area, and inactive rows. */
export const listFilters = ['appId', 'area', 'showAll'];
export const listQuery = (filter: Record<string, unknown> | undefined) => ({
  query: { appId: filter?.appId || undefined, area: filter?.area, showAll: Boolean(filter?.showAll) },
});
