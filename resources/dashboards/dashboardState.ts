/**
 * A dashboard's view as the URL holds it, so a view can be shared by its link: the range (`start`, `end`), the
 * summary's category, the ad hoc conditions (JSON), the table's sort and page, the visible columns and the template
 * opened. Pure: read from and written to URLSearchParams; what is absent takes its default (the last 12 months, All,
 * id ascending, every column).
 */
import type { Condition } from '../../contract/dashboard';
import type { Operator } from '../../contract/dashboardSchema';
import { DASHBOARD_CATEGORIES, DASHBOARD_LOGIC } from '../../contract/dashboardChoices';

export interface DashboardView {
  startDate: string;
  endDate: string;
  category: number;
  conditions: Condition[];
  orderBy: string;
  sortBy: 'asc' | 'desc';
  page: number;
  /** The visible columns in their order; null: every column. */
  columns: string[] | null;
  template: number | null;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last 12 months: from the first day of the month 11 months ago to today (UTC). */
export function defaultRange(today = new Date()): { startDate: string; endDate: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { startDate: iso(start), endDate: iso(today) };
}

/**
 * The day the default range ends on: today, or the newest day the dashboard's rows hold when that is earlier (data
 * that stopped, as the demo's, opens on its last year rather than on empty charts).
 */
export function rangeAnchor(latestDate: string | null | undefined, now = new Date()): string {
  return latestDate && ISO_DATE.test(latestDate) && latestDate < iso(now) ? latestDate : iso(now);
}

/** A day (YYYY-MM-DD) as the Date the ranges are computed from. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A month (YYYY-MM) as a range: its first and last day. */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const [y, m] = month.split('-').map(Number);
  return { startDate: iso(new Date(Date.UTC(y, m - 1, 1))), endDate: iso(new Date(Date.UTC(y, m, 0))) };
}

const categoryIds = Object.values(DASHBOARD_CATEGORIES) as number[];

function parseConditions(text: string | null): Condition[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((c): c is Condition => typeof c === 'object' && c !== null && typeof c.field === 'string' && typeof c.operator === 'string')
      .map((c, i) => ({ field: c.field, operator: c.operator, value: c.value ?? null, logic: i === 0 ? DASHBOARD_LOGIC.blank : c.logic === DASHBOARD_LOGIC.or ? DASHBOARD_LOGIC.or : DASHBOARD_LOGIC.and }));
  } catch {
    return [];
  }
}

export function readView(params: URLSearchParams, today = new Date()): DashboardView {
  const range = defaultRange(today);
  const date = (key: string, fallback: string) => {
    const v = params.get(key);
    return v && ISO_DATE.test(v) ? v : fallback;
  };
  const category = Number(params.get('category'));
  const page = Number(params.get('page'));
  const template = Number(params.get('template'));
  const cols = params.get('cols');
  return {
    startDate: date('start', range.startDate),
    endDate: date('end', range.endDate),
    category: categoryIds.includes(category) ? category : DASHBOARD_CATEGORIES.all,
    conditions: parseConditions(params.get('q')),
    orderBy: params.get('sort') || 'id',
    sortBy: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    columns: cols ? cols.split(',').filter(Boolean) : null,
    template: Number.isInteger(template) && template > 0 ? template : null,
  };
}

/** The URL's parameters for a view: only what differs from the defaults. */
export function writeView(view: DashboardView, today = new Date()): URLSearchParams {
  const range = defaultRange(today);
  const p = new URLSearchParams();
  if (view.startDate !== range.startDate) p.set('start', view.startDate);
  if (view.endDate !== range.endDate) p.set('end', view.endDate);
  if (view.category !== DASHBOARD_CATEGORIES.all) p.set('category', String(view.category));
  if (view.conditions.length) p.set('q', JSON.stringify(view.conditions.map(({ field, operator, value, logic }) => ({ field, operator, value: value ?? null, logic }))));
  if (view.orderBy !== 'id') p.set('sort', view.orderBy);
  if (view.sortBy === 'desc') p.set('order', 'desc');
  if (view.page > 1) p.set('page', String(view.page));
  if (view.columns) p.set('cols', view.columns.join(','));
  if (view.template) p.set('template', String(view.template));
  return p;
}

/** The condition a bar or slice stands for: `column eq value`, true/false for a yes/no column, empty for none. */
export function itemCondition(column: { key: string; type: string }, id: string | number | boolean | null): Omit<Condition, 'logic'> {
  if (column.type === 'boolean') return { field: column.key, operator: id === true || id === 'true' ? 'isTrue' : 'isFalse', value: null };
  if (id === null || id === '') return { field: column.key, operator: 'empty', value: null };
  return { field: column.key, operator: 'eq' as Operator, value: id as string | number };
}

/**
 * The conditions narrowed by `added`: `and` binds tighter than `or`, so it is joined by and to each or-group, (A or B)
 * and C written A and C or B and C; a group that already has it is left as it is.
 */
export function withCondition(conditions: Condition[], added: Omit<Condition, 'logic'>): Condition[] {
  if (conditions.length === 0) return [{ ...added, logic: DASHBOARD_LOGIC.blank }];
  const same = (c: Omit<Condition, 'logic'>) => c.field === added.field && c.operator === added.operator && c.value === added.value;
  const groups: Condition[][] = [];
  for (const [i, c] of conditions.entries()) {
    if (i === 0 || c.logic === DASHBOARD_LOGIC.or) groups.push([]);
    groups[groups.length - 1].push(c);
  }
  if (groups.every((g) => g.some(same))) return conditions;
  return groups.flatMap((g) => (g.some(same) ? g : [...g, { ...added, logic: DASHBOARD_LOGIC.and }]));
}
