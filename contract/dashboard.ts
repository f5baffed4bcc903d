/**
 * Dashboards (issue 18; spec §2, §7 Dashboard, §9): the summaries of service requests by category, each
 * dashboard's rows and charts over a date range with ad hoc conditions, named templates per user, and exports
 * streamed from the database as CSV or XLSX. What each dashboard holds is declared in ./dashboardSchema.ts.
 *
 * Dates are ISO dates (YYYY-MM-DD), inclusive, in UTC. An ad hoc condition is { field, operator, value, logic }:
 * a column of the dashboard, an operator its type allows (OPERATORS), a value of that type (none for
 * VALUELESS_OPERATORS), and the spec's logic choice joining it to the condition before it (blank for the first,
 * and 1 or or 2 after); `and` binds tighter than `or`, as in SQL. Values only ever reach the database as
 * parameters.
 */
import { z } from 'zod';
import { endpoint, queryInt } from './define';
import { DECIMAL_MAX, isoDate } from './fields';
import {
  DASHBOARD_CATEGORIES,
  DASHBOARD_DECLARATIONS,
  DASHBOARD_LOGIC,
  DASHBOARDS,
  type DashboardName,
  OPERATORS,
  type Operator,
  VALUELESS_OPERATORS,
} from './dashboardSchema';
import { r } from './refusal';

export const DASHBOARD_LANGUAGES = ['en', 'es'] as const;
/** At most this many conditions in one ad hoc query. */
export const CONDITIONS_MAX = 20;
export const TEMPLATE_NAME_MAX = 100;
/** The parameter carrying a shared template's token: in the console's link (/dashboard/<name>?share=<token>) and in DashboardDataTemplates. */
export const TEMPLATE_SHARE_PARAM = 'share';
/** A shared template's token: 128 random bits in base64url, 22 characters. */
const shareToken = z.string().length(22, r('must be the token of a shared link')).regex(/^[A-Za-z0-9_-]+$/, r('must be the token of a shared link'));
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const language = z.enum(DASHBOARD_LANGUAGES, r`must be one of ${DASHBOARD_LANGUAGES.join(', ')}`).default('en');
const dashboardName = z.enum(DASHBOARDS, r`must be one of ${DASHBOARDS.join(', ')}`);
const categoryIds = Object.values(DASHBOARD_CATEGORIES) as number[];
const logicIds = Object.values(DASHBOARD_LOGIC) as number[];
const allOperators = [...new Set(Object.values(OPERATORS).flat())] as [Operator, ...Operator[]];

const condition = z.strictObject({
  field: z.string().max(100),
  operator: z.enum(allOperators, r`must be one of ${allOperators.join(', ')}`),
  value: z.union([z.string().max(200, r('must be at most 200 characters')), z.number().min(-DECIMAL_MAX).max(DECIMAL_MAX), z.boolean()]).nullable().optional(),
  logic: z
    .int32()
    .refine((v) => logicIds.includes(v), r`must be one of ${logicIds.join(', ')}`)
    .default(DASHBOARD_LOGIC.blank),
});
export type Condition = z.infer<typeof condition>;

/** Every condition names a column of the dashboard, an operator its type allows and a value of that type; logic blank first, and/or after. */
function checkConditions(name: DashboardName, conditions: readonly Condition[], ctx: z.RefinementCtx, path: (string | number)[] = ['conditions']) {
  for (const [i, c] of conditions.entries()) {
    const problem = conditionProblem(name, c, i);
    if (problem) ctx.addIssue({ code: 'custom', path: [...path, i, problem[0]], message: problem[1] });
  }
}

/** What is wrong with the condition at `i` ([its field, the message]), or nothing. */
function conditionProblem(name: DashboardName, c: Condition, i: number): [keyof Condition, string] | undefined {
  const columns = DASHBOARD_DECLARATIONS[name].columns;
  const column = columns.find((col) => col.key === c.field);
  if (!column) return ['field', r`must be a column of ${name}: ${columns.map((col) => col.key).join(', ')}`];
  const allowed: readonly string[] = OPERATORS[column.type];
  if (!allowed.includes(c.operator)) return ['operator', r`must be one of ${allowed.join(', ')} for a ${column.type} column`];
  if (i === 0 ? c.logic !== DASHBOARD_LOGIC.blank : c.logic === DASHBOARD_LOGIC.blank)
    return ['logic', i === 0 ? r('must be blank (0) for the first condition') : r('must be and (1) or or (2)')];
  if (VALUELESS_OPERATORS.includes(c.operator)) return undefined;
  const v = c.value;
  if (v === null || v === undefined || v === '') return ['value', r('is required')];
  if (column.type === 'number' && !Number.isFinite(Number(v))) return ['value', r('must be a number')];
  if (column.type === 'choice' && !Number.isInteger(Number(v))) return ['value', r('must be a choice id')];
  if (column.type === 'date' && !isoDate.safeParse(v).success) return ['value', r('must be a date (YYYY-MM-DD)')];
  return undefined;
}

const range = {
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
};
const rangeInOrder = (q: { startDate?: string; endDate?: string }) => !q.startDate || !q.endDate || q.startDate <= q.endDate;
const rangeIssue = { path: ['endDate'], message: r('must not be before startDate') };

const adhocFields = {
  ...range,
  conditions: z.array(condition).max(CONDITIONS_MAX, r`must have at most ${CONDITIONS_MAX} conditions`).default([]),
  orderBy: z.string().max(100).optional(),
  sortBy: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
};
function checkAdhoc(name: DashboardName, b: { conditions: Condition[]; orderBy?: string }, ctx: z.RefinementCtx) {
  checkConditions(name, b.conditions, ctx);
  if (b.orderBy && !DASHBOARD_DECLARATIONS[name].columns.some((c) => c.key === b.orderBy)) ctx.addIssue({ code: 'custom', path: ['orderBy'], message: r('must be a column of the dashboard') });
}

/** A dashboard's rows, as DashboardData answers them. */
const dashboardDataBody = z
  .strictObject({ name: dashboardName, ...adhocFields, pageSize: z.int32().min(1).max(1000).default(10), offset: z.int32().min(0).default(0) })
  .refine(rangeInOrder, rangeIssue)
  .superRefine((b, ctx) => checkAdhoc(b.name, b, ctx));
export type DashboardDataQuery = z.infer<typeof dashboardDataBody>;

/** A rows export of one dashboard: its ad hoc query, the visible columns in their order (headed by their labels in `language`), the format. */
const exportBodyFor = (name: DashboardName) =>
  z
    .strictObject({
      ...adhocFields,
      columns: z.array(z.string().max(100)).min(1, r('must name at least one column')).max(50),
      format: z.enum(EXPORT_FORMATS, r`must be one of ${EXPORT_FORMATS.join(', ')}`).default('csv'),
      language,
    })
    .refine(rangeInOrder, rangeIssue)
    .superRefine((b, ctx) => {
      checkAdhoc(name, b, ctx);
      const keys = DASHBOARD_DECLARATIONS[name].columns.map((c) => c.key);
      b.columns.forEach((c, i) => {
        if (!keys.includes(c)) ctx.addIssue({ code: 'custom', path: ['columns', i], message: r`must be a column of ${name}: ${keys.join(', ')}` });
      });
    });
export type ExportQuery = z.infer<ReturnType<typeof exportBodyFor>>;

const schemaColumn = z.object({
  key: z.string(),
  type: z.enum(['text', 'number', 'date', 'boolean', 'choice']),
  label: z.string(),
  operators: z.array(z.string()),
  choices: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
  /** A text column naming lookup items (its declaration's `names`): each stored value → its name in the asked language, where it differs. */
  names: z.record(z.string(), z.string()).optional(),
});
const dataSchema = z.object({
  name: z.enum(DASHBOARDS),
  dateColumn: z.string(),
  undatedInRange: z.boolean(),
  /**
   * The newest day the rows' date column holds (YYYY-MM-DD, UTC; null for no rows): the console's default range is
   * the 12 months up to it when it is before today, so a dashboard whose data stopped (the demo's) opens on data.
   */
  latestDate: z.string().nullable(),
  /** Spec §9: dashboards are ordered by id ascending unless asked otherwise. */
  defaultOrderBy: z.literal('id'),
  columns: z.array(schemaColumn),
  charts: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(['bar', 'pie', 'line']), column: z.string().optional(), month: z.string().optional() })),
});
export type DataSchema = z.infer<typeof dataSchema>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A count per value: the value (a choice id, text, true/false, a month YYYY-MM; null for none) and its name in the asked language. */
const countItem = z.object({ id: cell, name: z.string(), count: z.number().int() });
export type CountItem = z.infer<typeof countItem>;

const duration = z.object({ count: z.number().int(), medianMinutes: z.number().nullable(), p90Minutes: z.number().nullable() });
const summary = z.object({
  category: z.number().int(),
  total: z.number().int(),
  /**
   * One group per category asked (every one of 1–6 for All): its most counted values, at most 100, and whether the
   * range has more values than those (the requests not in the items have them).
   */
  groups: z.array(z.object({ category: z.number().int(), items: z.array(countItem), more: z.boolean() })),
  /** Time Stats (and All): response (created → dispatched) and completion (created → completed) times. */
  timeStats: z.object({ response: duration, completion: duration }).nullable(),
});
export type Summary = z.infer<typeof summary>;

const templateDefinition = z.strictObject({
  ...range,
  conditions: z.array(condition).max(CONDITIONS_MAX, r`must have at most ${CONDITIONS_MAX} conditions`),
  columns: z.array(z.string().max(100)).max(50).optional(),
  orderBy: z.string().max(100).optional(),
  sortBy: z.enum(['asc', 'desc']).optional(),
});
/**
 * A saved definition as answered: the input's shape, but its dates and values as they were saved, without the
 * rules added since (the years, the number bounds), so a template saved before a rule was tightened still opens.
 */
const storedDefinition = templateDefinition.extend({
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  conditions: z.array(condition.extend({ value: z.union([z.string(), z.number(), z.boolean()]).nullable().optional() })),
});
const template = z.object({
  id: z.number().int(),
  name: z.string(),
  dashboard: z.enum(DASHBOARDS),
  definition: storedDefinition,
  ownerId: z.number().int(),
  ownerName: z.string(),
  dateUpdated: z.string(),
  version: z.number().int(),
  /** The token of its shared link (TEMPLATE_SHARE_PARAM); null while it is private to its owner. */
  shareToken: z.string().nullable(),
});
export type DashboardTemplate = z.infer<typeof template>;
export type TemplateDefinition = z.infer<typeof templateDefinition>;

const templateSaveBody = z
  .strictObject({
    id: z.int32().min(0),
    version: z.int32().min(1).optional(),
    name: z.string().trim().min(1, r('must not be empty')).max(TEMPLATE_NAME_MAX, r`must be at most ${TEMPLATE_NAME_MAX} characters`),
    dashboard: dashboardName,
    definition: templateDefinition,
  })
  .refine((b) => b.id === 0 || b.version !== undefined, { path: ['version'], message: r('is required to change a saved template') })
  .superRefine((b, ctx) => checkConditions(b.dashboard, b.definition.conditions, ctx, ['definition', 'conditions']));
export type TemplateSave = z.infer<typeof templateSaveBody>;

const fileExport = { ours: false, file: true, response: z.string() } as const;

export const dashboardContract = {
  dataSchema: endpoint({
    method: 'GET',
    path: 'dashboard/DashboardDataSchema',
    summary:
      "A dashboard's columns (key, type, label in the asked language, the operators a condition may use, choices), the date its range applies to, its default order (id ascending, spec §9) and its charts",
    query: z.strictObject({ name: dashboardName, language }),
    response: dataSchema,
  }),
  summaryChoices: endpoint({
    method: 'GET',
    path: 'dashboard/DashboardSummaryChoices',
    summary:
      'Service requests created in the range, counted per value of the category (spec §9: All 0, Scan Type 1, Status 2, Tech 3, Location 4, Country 5, Make 6, Time Stats 7), most first; Time Stats (and All) also answer the median and 90th percentile of the response and completion times',
    query: z
      .strictObject({
        startDate: isoDate,
        endDate: isoDate,
        category: queryInt.refine((v) => categoryIds.includes(v), r`must be one of ${categoryIds.join(', ')}`).default(DASHBOARD_CATEGORIES.all),
        language,
      })
      .refine(rangeInOrder, rangeIssue),
    response: summary,
  }),
  data: endpoint({
    method: 'POST',
    reads: true,
    path: 'dashboard/DashboardData',
    summary: "A dashboard's rows in the range matching the ad hoc conditions, page by page as { TotalItems, items }, id ascending unless orderBy/sortBy say otherwise",
    ours: true,
    body: dashboardDataBody,
    response: z.object({ TotalItems: z.number().int(), items: z.array(z.record(z.string(), cell)) }),
  }),
  chart: endpoint({
    method: 'POST',
    reads: true,
    path: 'dashboard/DashboardChart',
    summary: "One of a dashboard's charts: its rows in the range matching the conditions, counted per value of the chart's column (most first) or per month (in order)",
    ours: true,
    body: z
      .strictObject({ name: dashboardName, chart: z.string().max(100), ...range, conditions: z.array(condition).max(CONDITIONS_MAX).default([]), language })
      .refine(rangeInOrder, rangeIssue)
      .superRefine((b, ctx) => {
        checkConditions(b.name, b.conditions, ctx);
        if (!DASHBOARD_DECLARATIONS[b.name].charts.some((c) => c.key === b.chart)) ctx.addIssue({ code: 'custom', path: ['chart'], message: r('must be a chart of the dashboard') });
      }),
    response: z.object({ total: z.number().int(), items: z.array(countItem) }),
  }),
  exportServiceRequests: endpoint({
    method: 'GET',
    path: 'dashboard/ExportServiceRequests',
    summary: 'Every service request created in the range, every column of the statistics dashboard under its label in the asked language, as CSV or XLSX streamed from the database',
    ...fileExport,
    query: z.strictObject({ startDate: isoDate, endDate: isoDate, format: z.enum(EXPORT_FORMATS).default('csv'), language }).refine(rangeInOrder, rangeIssue),
  }),
  exportServiceRequestStatistics: endpoint({
    method: 'POST',
    path: 'dashboard/ExportServiceRequestStatistics',
    summary: "The summary's table (category, value, count; Time Stats as its figures) for the range and category, as CSV or XLSX",
    ...fileExport,
    body: z
      .strictObject({
        startDate: isoDate,
        endDate: isoDate,
        category: z
          .int32()
          .refine((v) => categoryIds.includes(v), r`must be one of ${categoryIds.join(', ')}`),
        format: z.enum(EXPORT_FORMATS).default('csv'),
        language,
      })
      .refine(rangeInOrder, rangeIssue),
  }),
  exportDeviceStatistics: endpoint({ method: 'POST', path: 'dashboard/ExportDeviceStatistics', summary: 'The device statistics rows matching the range and conditions: the columns asked for, in their order, under their labels, as CSV or XLSX streamed from the database', ...fileExport, body: exportBodyFor('devicestatistics') }),
  exportActivationCardStatistics: endpoint({ method: 'POST', path: 'dashboard/ExportActivationCardStatistics', summary: 'The activation card rows (name activationcardstatistics), as ExportDeviceStatistics', ...fileExport, body: exportBodyFor('activationcardstatistics') }),
  exportBusinessAccountSetup: endpoint({ method: 'POST', path: 'dashboard/ExportBusinessAccountSetup', summary: 'The business account rows (name businessaccountsinfo), as ExportDeviceStatistics', ...fileExport, body: exportBodyFor('businessaccountsinfo') }),
  exportDeviceShipment: endpoint({ method: 'POST', path: 'dashboard/ExportDeviceShipment', summary: 'The device shipment rows (name deviceshipments), as ExportDeviceStatistics', ...fileExport, body: exportBodyFor('deviceshipments') }),
  exportServiceRequestsAdhoc: endpoint({ method: 'POST', path: 'dashboard/ExportServiceRequestsAdhoc', summary: 'The service request rows (name statistics) matching an ad hoc query, as ExportDeviceStatistics', ...fileExport, body: exportBodyFor('statistics') }),
  templates: endpoint({
    method: 'GET',
    path: 'dashboard/DashboardDataTemplates',
    summary:
      "The caller's saved ad hoc queries of a dashboard, by name; with id, that one of the caller's templates (404 when it is not one: someone else's is never read by id); with share, the template shared by that link's token, whoever saved it (read-only; 404 when no template is shared by it)",
    query: z
      .strictObject({ name: dashboardName.optional(), id: queryInt.min(1).optional(), [TEMPLATE_SHARE_PARAM]: shareToken.optional() })
      .refine((q) => q.id === undefined || q.share === undefined, { path: [TEMPLATE_SHARE_PARAM], message: r('cannot be asked with id') }),
    response: z.array(template),
  }),
  templateSave: endpoint({
    method: 'POST',
    path: 'dashboard/DashboardDataTemplateSave',
    summary:
      "Saves a named ad hoc query of a dashboard (id 0: new, private to the caller; a shared template opened by its link is saved as a copy this way); a name is unique per user and dashboard (409 duplicate); a change needs the version read (409 stale) and is made to one of the caller's templates only (404 otherwise)",
    body: templateSaveBody,
    response: template,
  }),
  templateRemove: endpoint({
    method: 'POST',
    path: 'dashboard/DashboardDataTemplateRemove',
    summary: "Removes one of the caller's templates, and with it its shared link (404 when it is not one of the caller's)",
    body: z.strictObject({ id: z.int32().min(1, r('must be a template id')) }),
    response: z.object({ success: z.boolean() }),
  }),
  templateShare: endpoint({
    method: 'POST',
    path: 'dashboard/DashboardDataTemplateShare',
    summary:
      "Shares one of the caller's templates (shared true: it gets a link token, 128 random bits, kept while it stays shared, so the same link is answered each time) or stops sharing it (false: the token is dropped and its link answers 404; sharing again makes a new one); 404 when it is not one of the caller's",
    ours: true,
    body: z.strictObject({ id: z.int32().min(1, r('must be a template id')), shared: z.boolean() }),
    response: template,
  }),
};

/** Which dashboard each rows export serves. */
export const EXPORT_DASHBOARD = {
  exportDeviceStatistics: 'devicestatistics',
  exportActivationCardStatistics: 'activationcardstatistics',
  exportBusinessAccountSetup: 'businessaccountsinfo',
  exportDeviceShipment: 'deviceshipments',
  exportServiceRequestsAdhoc: 'statistics',
} as const satisfies Partial<Record<keyof typeof dashboardContract, DashboardName>>;
