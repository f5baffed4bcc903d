/**
 * The dashboards' names and the choices of their queries (spec §9: categories, logic; the operators of each column
 * type), in a module that imports nothing: the console imports them from here as they are, and the server through
 * ./dashboardSchema.ts, which declares the dashboards' data with them.
 */
export const DASHBOARDS = ['statistics', 'devicestatistics', 'activationcardstatistics', 'businessaccountsinfo', 'deviceshipments'] as const;
export type DashboardName = (typeof DASHBOARDS)[number];

/** Spec §9: the category choices of DashboardSummaryChoices. */
export const DASHBOARD_CATEGORIES = { all: 0, scanType: 1, status: 2, tech: 3, location: 4, country: 5, make: 6, timeStats: 7 } as const;
export type DashboardCategoryKey = keyof typeof DASHBOARD_CATEGORIES;
/** The statistics dashboard's column each category counts by: a summary item's id is that column's value, so a bar leads to its rows. */
export const CATEGORY_COLUMNS: Record<Exclude<DashboardCategoryKey, 'all' | 'timeStats'>, string> = {
  scanType: 'serviceType',
  status: 'statusId',
  tech: 'technicianName',
  location: 'businessName',
  country: 'country',
  make: 'vehicleMake',
};
/** Spec §9: the logic choices joining an ad hoc condition to the one before it (blank for the first). */
export const DASHBOARD_LOGIC = { blank: 0, and: 1, or: 2 } as const;

export const COLUMN_TYPES = ['text', 'number', 'date', 'boolean', 'choice'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** The operators a condition may use on a column of each type; `empty`/`notEmpty`/`isTrue`/`isFalse` take no value. */
export const OPERATORS = {
  text: ['eq', 'neq', 'contains', 'startsWith', 'empty', 'notEmpty'],
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty'],
  date: ['on', 'before', 'after', 'empty', 'notEmpty'],
  boolean: ['isTrue', 'isFalse'],
  choice: ['eq', 'neq', 'empty', 'notEmpty'],
} as const satisfies Record<ColumnType, readonly string[]>;
export type Operator = (typeof OPERATORS)[ColumnType][number];
export const VALUELESS_OPERATORS: readonly Operator[] = ['empty', 'notEmpty', 'isTrue', 'isFalse'];

