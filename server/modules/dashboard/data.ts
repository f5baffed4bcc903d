/**
 * A dashboard's schema (DashboardDataSchema: its declared columns in the caller's language, with their operators
 * and choices) and its rows page by page (DashboardData), from the declarations and sources.ts.
 */
import { sql } from 'kysely';
import type { DashboardDataQuery, DataSchema } from '../../../contract/dashboard';
import { DASHBOARD_DECLARATIONS, type DashboardName, OPERATORS } from '../../../contract/dashboardSchema';
import type { Db } from '../../db/database';
import { type ChoiceLanguage, columnChoices, columnNames } from './choices';
import { cellOf, dashboardRows, orderOf, SOURCES, sourceColumn } from './sources';

/** The newest day the dashboard's date column holds, YYYY-MM-DD in UTC; null when there are no rows. */
async function latestDate(db: Db, name: DashboardName): Promise<string | null> {
  const date = sourceColumn(name, DASHBOARD_DECLARATIONS[name].dateColumn);
  const day = date.date === 'date' ? sql`max(${date.value})` : sql`max(${date.value}) AT TIME ZONE 'UTC'`;
  const row = await SOURCES[name]
    .from(db)
    .select(sql<string | null>`to_char(${day}, 'YYYY-MM-DD')`.as('latest'))
    .executeTakeFirst();
  return row?.latest ?? null;
}

export async function dataSchemaOf(db: Db, name: DashboardName, language: ChoiceLanguage): Promise<DataSchema> {
  const d = DASHBOARD_DECLARATIONS[name];
  const latest = latestDate(db, name);
  const columns = await Promise.all(
    d.columns.map(async (c) => {
      const [choices, names] = await Promise.all([columnChoices(db, c, language), columnNames(db, c, language)]);
      return {
        key: c.key,
        type: c.type,
        label: c.label[language],
        operators: [...OPERATORS[c.type]],
        ...(choices ? { choices } : {}),
        ...(names.size > 0 ? { names: Object.fromEntries(names) } : {}),
      };
    }),
  );
  return {
    name,
    dateColumn: d.dateColumn,
    undatedInRange: !!d.undatedInRange,
    latestDate: await latest,
    defaultOrderBy: 'id',
    columns,
    charts: d.charts.map((c) => ({ key: c.key, label: c.label[language], kind: c.kind, ...(c.column ? { column: c.column } : {}), ...(c.month ? { month: c.month } : {}) })),
  };
}

export type Cell = string | number | boolean | null;

/** The rows in the range matching the conditions: how many, and the page asked for, cells keyed by column. */
export async function dashboardData(db: Db, q: DashboardDataQuery): Promise<{ TotalItems: number; items: Record<string, Cell>[] }> {
  const rows = dashboardRows(db, q.name, q);
  const { total } = await rows.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const { keys, desc } = orderOf(q.name, q.orderBy, q.sortBy);
  let page = rows.select(DASHBOARD_DECLARATIONS[q.name].columns.map((c) => cellOf(q.name, c.key).as(c.key)));
  for (const k of keys) page = page.orderBy(k, desc ? 'desc' : 'asc');
  const items = (await page.limit(q.pageSize).offset(q.offset).execute()) as Record<string, Cell>[];
  return { TotalItems: Number(total), items };
}
