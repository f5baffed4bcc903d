/** The condition builder's rows as typed (strings), checked and turned into the contract's conditions. Pure. */
import type { Condition, DataSchema } from '../../contract/dashboard';
import type { Operator } from '../../contract/dashboardSchema';
import { DASHBOARD_LOGIC, VALUELESS_OPERATORS } from '../../contract/dashboardChoices';

export interface DraftRow {
  field: string;
  operator: string;
  value: string;
  logic: number;
}

type Column = DataSchema['columns'][number];

export const draftOf = (conditions: Condition[]): DraftRow[] =>
  conditions.map((c) => ({ field: c.field, operator: c.operator, value: c.value === null || c.value === undefined ? '' : String(c.value), logic: c.logic }));

export const newRow = (schema: DataSchema, first: boolean): DraftRow => {
  const column = schema.columns[0];
  return { field: column.key, operator: column.operators[0], value: '', logic: first ? DASHBOARD_LOGIC.blank : DASHBOARD_LOGIC.and };
};

/** A row whose field changed: the first operator of the new column's type, no value. */
export function withField(row: DraftRow, column: Column): DraftRow {
  return { ...row, field: column.key, operator: column.operators.includes(row.operator) && column.type !== 'boolean' ? row.operator : column.operators[0], value: '' };
}

export const takesValue = (operator: string) => !VALUELESS_OPERATORS.includes(operator as Operator);

/** Each row's problem (a message key under resources.dashboards.conditions), or null. */
export function rowProblem(row: DraftRow, column: Column | undefined): string | null {
  if (!column) return 'unknownField';
  if (!takesValue(row.operator)) return null;
  const v = row.value.trim();
  if (v === '') return 'valueRequired';
  if (column.type === 'number' && !Number.isFinite(Number(v))) return 'numberRequired';
  if (column.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) return 'dateRequired';
  return null;
}

/** The rows as the contract's conditions: the first's logic blank, values typed by their column. */
export function conditionsOf(rows: DraftRow[], schema: DataSchema): Condition[] {
  return rows.map((row, i) => {
    const column = schema.columns.find((c) => c.key === row.field);
    const v = row.value.trim();
    const value = !takesValue(row.operator) ? null : column?.type === 'number' || column?.type === 'choice' ? Number(v) : v;
    return { field: row.field, operator: row.operator as Operator, value, logic: i === 0 ? DASHBOARD_LOGIC.blank : row.logic || DASHBOARD_LOGIC.and };
  });
}
