/**
 * Catalogue administration (issue 5): scan tools and report templates (admin/report; spec §3, §7).
 *
 * - `appId` of a record is one of the solutions of spec §1 (1, 2, 4, 5); as a list filter, 0 means all.
 * - A scan tool's make and SWS make are makes (lookup/GetMakes); the SWS make is required when the tool is
 *   SWS and empty otherwise. The same holds for a report template.
 * - A report template's productId is a `product` lookup item, or a `product.add` item when isAdd; its text
 *   holds only the placeholders its area knows (contract/reportPlaceholders.ts), else 400 naming `template`.
 * - In use: a report template that is active and SWS relies on an active SWS scan tool of its app with the
 *   same SWS make. Removing (or deactivating, or moving to another app or SWS make) the last such scan
 *   tool is refused with 409 `in_use`, naming the templates that still rely on it.
 */
import { z } from 'zod';
import { endpoint, queryBool, queryInt, rowId, version } from './define';
import { reportAreaIds, templateProblem } from './reportPlaceholders';
import { SOLUTIONS } from './solutions';
import { r } from './refusal';

export const APP_IDS = Object.values(SOLUTIONS) as number[];
/** The solutions' names (spec §1), in the server's English messages. */
export const APP_NAMES: Record<number, string> = {
  [SOLUTIONS.ukEurope]: 'UK/Europe',
  [SOLUTIONS.glass]: 'Glass US/Canada',
  [SOLUTIONS.calibration]: 'Calibration US/Canada',
  [SOLUTIONS.proTech]: 'ProTech',
};
/** The app filter ids (spec §3): 0 All, then the solutions. */
export const APP_FILTER_IDS = [0, ...APP_IDS];
export const TEMPLATE_MAX_LENGTH = 4000;

const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);
const appId = z.int32().refine((v) => APP_IDS.includes(v), r`must be one of ${APP_IDS.join(', ')}`);
const makeRef = z.int32().min(1, r('must be a make id'));
const filterQuery = {
  appId: queryInt.refine((v) => APP_FILTER_IDS.includes(v), r`must be one of ${APP_FILTER_IDS.join(', ')}`).optional(),
  showAll: queryBool.optional(),
};

interface Versioned {
  id: number;
  version?: number;
}
interface Sws {
  isSWS: boolean;
  swsMakeId?: number | null;
}
const versionGiven = (row: Versioned) => row.id === 0 || row.version !== undefined;
const swsMakeGiven = (row: Sws) => (row.isSWS ? row.swsMakeId != null : row.swsMakeId == null);
const swsMessage = r('is required when isSWS is set, and must be empty otherwise');

export const scanTool = z.object({
  id: z.number().int(),
  name: z.string(),
  makeId: z.number().int(),
  isSWS: z.boolean(),
  swsMakeId: z.number().int().nullable(),
  appId: z.number().int(),
  isInactive: z.boolean(),
  version: z.number().int(),
});
export type ScanTool = z.infer<typeof scanTool>;

export const scanToolInput = z
  .strictObject({
    id: rowId,
    name: text(100),
    makeId: makeRef,
    isSWS: z.boolean().default(false),
    swsMakeId: makeRef.nullable().optional(),
    appId,
    isInactive: z.boolean().default(false),
    version: version.optional(),
  })
  .refine(versionGiven, { path: ['version'], message: r('is required to update an existing record') })
  .refine(swsMakeGiven, { path: ['swsMakeId'], message: swsMessage });
export type ScanToolInput = z.infer<typeof scanToolInput>;

export const reportTemplate = z.object({
  id: z.number().int(),
  area: z.number().int(),
  productId: z.number().int(),
  order: z.number().int(),
  isSWS: z.boolean(),
  swsMakeId: z.number().int().nullable(),
  template: z.string(),
  appId: z.number().int(),
  isInactive: z.boolean(),
  isAdd: z.boolean(),
  version: z.number().int(),
});
export type ReportTemplate = z.infer<typeof reportTemplate>;

export const reportTemplateInput = z
  .strictObject({
    id: rowId,
    area: z.int32().refine((v) => (reportAreaIds as number[]).includes(v), r('must be 0, 1, 2 or 3')),
    productId: z.int32().min(1, r('must be a product id')),
    order: z.int32().min(0, r('must be 0 or more')).max(999, r('must be at most 999')).default(0),
    isSWS: z.boolean().default(false),
    swsMakeId: makeRef.nullable().optional(),
    template: z.string().trim().min(1, r('must not be empty')).max(TEMPLATE_MAX_LENGTH, r`must be at most ${TEMPLATE_MAX_LENGTH} characters`),
    appId,
    isInactive: z.boolean().default(false),
    isAdd: z.boolean().default(false),
    version: version.optional(),
  })
  .refine(versionGiven, { path: ['version'], message: r('is required to update an existing record') })
  .refine(swsMakeGiven, { path: ['swsMakeId'], message: swsMessage })
  .superRefine((row, ctx) => {
    const problem = templateProblem(row.template, row.area);
    if (problem) ctx.addIssue({ code: 'custom', path: ['template'], message: problem });
  });
export type ReportTemplateInput = z.infer<typeof reportTemplateInput>;

const removeQuery = z.strictObject({ id: queryInt.min(1, r('must be a record id')), version: queryInt.min(1).optional() });
const removed = z.object({ id: z.number().int() });

export const reportsContract = {
  getScanTools: endpoint({
    method: 'GET',
    path: 'lookup/GetScanTools',
    summary: 'Scan tools by app and name; appId filters (0 or absent: all apps); inactive ones only with showAll',
    query: z.strictObject(filterQuery),
    response: z.array(scanTool),
  }),
  saveScanTool: endpoint({
    method: 'POST',
    path: 'lookup/SaveScanTool',
    summary: 'Creates (id 0) or updates a scan tool; refuses to deactivate or move the last SWS tool active report templates rely on (409 in_use)',
    body: scanToolInput,
    response: scanTool,
  }),
  removeScanTool: endpoint({
    method: 'GET',
    path: 'lookup/RemoveScanTool',
    summary: 'Removes a scan tool (with version, only if unchanged); refused with 409 in_use while active SWS report templates rely on it',
    writes: true,
    query: removeQuery,
    response: removed,
  }),
  getReportTemplates: endpoint({
    method: 'GET',
    path: 'lookup/GetReportTemplates',
    summary: 'Report templates by area, app and order; area and appId filter (absent: all; appId 0: all apps); inactive ones only with showAll',
    query: z.strictObject({
      area: queryInt.refine((v) => (reportAreaIds as number[]).includes(v), r('must be 0, 1, 2 or 3')).optional(),
      ...filterQuery,
    }),
    response: z.array(reportTemplate),
  }),
  saveReportTemplate: endpoint({
    method: 'POST',
    path: 'lookup/SaveReportTemplate',
    summary: 'Creates (id 0) or updates a report template; a placeholder its area does not know is refused (400 naming template)',
    body: reportTemplateInput,
    response: reportTemplate,
  }),
  removeReportTemplate: endpoint({
    method: 'GET',
    path: 'lookup/RemoveReportTemplate',
    summary: 'Removes a report template (with version, only if unchanged)',
    writes: true,
    query: removeQuery,
    response: removed,
  }),
};
