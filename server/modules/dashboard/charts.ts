/**
 * A dashboard's chart (DashboardChart): its rows in the range matching the conditions, counted per value of the
 * chart's column (most first, then by value) or per month of its date column (YYYY-MM, in order; rows without the
 * date are left out of a month chart). Each value is named in the asked language: a choice by its name, a lookup
 * item's English text by its name (a scan type), a boolean Yes/No (Sí/No), no value None (Ninguno), anything else as
 * itself.
 */
import { type RawBuilder, sql } from 'kysely';
import type { CountItem } from '../../../contract/dashboard';
import { columnOf, DASHBOARD_DECLARATIONS, type DashboardName } from '../../../contract/dashboardSchema';
import type { Condition } from '../../../contract/dashboard';
import type { Db } from '../../db/database';
import { type ChoiceLanguage, choiceNames, columnNames } from './choices';
import { dashboardRows, sourceColumn } from './sources';

const WORDS = { en: { yes: 'Yes', no: 'No', none: 'None' }, es: { yes: 'Sí', no: 'No', none: 'Ninguno' } } as const;

type Value = string | number | boolean | null;

/** Names a counted value: by `choices` when given, a lookup item's English text by `names`, booleans and none in words. */
export function valueName(value: Value, language: ChoiceLanguage, choices?: Map<number, string>, names?: Map<string, string>): string {
  const w = WORDS[language];
  if (value === null) return w.none;
  if (typeof value === 'boolean') return value ? w.yes : w.no;
  if (choices) return choices.get(Number(value)) ?? String(value);
  return names?.get(String(value)) ?? String(value);
}

const monthOf = (value: RawBuilder<unknown>, kind: 'timestamp' | 'date') =>
  kind === 'timestamp' ? sql<string>`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM')` : sql<string>`to_char(${value}, 'YYYY-MM')`;

export interface ChartQuery {
  name: DashboardName;
  chart: string;
  startDate?: string;
  endDate?: string;
  conditions?: readonly Condition[];
  language: ChoiceLanguage;
}

export async function dashboardChart(db: Db, q: ChartQuery): Promise<{ total: number; items: CountItem[] }> {
  const chart = DASHBOARD_DECLARATIONS[q.name].charts.find((c) => c.key === q.chart);
  if (!chart) throw new Error(`${q.name} has no chart ${q.chart}`);
  const rows = dashboardRows(db, q.name, q);
  const { total } = await rows.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  if (chart.month) {
    const { value, date } = sourceColumn(q.name, chart.month);
    const month = monthOf(value, date ?? 'timestamp');
    const counted = await rows.select([month.as('id'), sql<number | string>`count(*)`.as('count')]).where(sql<boolean>`${value} IS NOT NULL`).groupBy(month).orderBy(month).execute();
    return { total: Number(total), items: counted.map((r) => ({ id: r.id, name: r.id, count: Number(r.count) })) };
  }
  const key = chart.column!;
  const { value } = sourceColumn(q.name, key);
  const column = columnOf(q.name, key)!;
  const choices = column.type === 'choice' ? await choiceNames(db, column, q.language) : undefined;
  const names = await columnNames(db, column, q.language);
  const counted = await rows
    .select([value.as('id'), sql<number | string>`count(*)`.as('count')])
    .groupBy(value)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(value)
    .execute();
  return { total: Number(total), items: counted.map((r) => ({ id: r.id as Value, name: valueName(r.id as Value, q.language, choices, names), count: Number(r.count) })) };
}
