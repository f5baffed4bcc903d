/**
 * What an export is (its rows, columns and order) and the SQL it runs: the
 * query of its cells as text, and for PostgreSQL the COPY statement around it.
 * COPY takes no bind parameters, so that statement is compiled with every
 * value written as a literal by pg's own escaping (`escapeLiteral`): no value
 * is ever spliced into the SQL any other way.
 */
import { createQueryId, type Expression, PostgresQueryCompiler, type SelectQueryBuilder, sql } from 'kysely';
import pg from 'pg';
import { FORMULA_CHARS } from '../../contract/csv';
import type { Db } from './database';

export interface CsvColumn {
  /** The header cell. */
  label: string;
  /** The cell, as SQL on the rows; cast to text, so write dates in the text form wanted. */
  value: Expression<unknown>;
  /** A number: written as it is, never defused (its minus is a sign: a spreadsheet reads -5 as the number). */
  number?: boolean;
}

export interface CsvExport<DB = unknown, TB extends keyof DB = keyof DB> {
  /** Which rows: a select's FROM, joins and WHERE, with no select list and no order. */
  rows: SelectQueryBuilder<DB, TB, object>;
  columns: readonly CsvColumn[];
  /** The order: keys sorted in one direction, never null, together unique (end with the id). */
  orderBy: readonly Expression<unknown>[];
  desc?: boolean;
  /** A byte-order mark (spreadsheets then read UTF-8) and a line of the labels; true by default. */
  header?: boolean;
  /** Rows per page on PGlite (csvExportPages.ts). */
  pageSize?: number;
}

/** The cells as text columns c0…, in the export's order; with `keys`, the sort keys as text too (k0…). */
export function cellsQuery(e: CsvExport, keys = false) {
  let q = e.rows.select(e.columns.map((c, i) => sql<string | null>`(${c.value})::text`.as(`c${i}`)));
  if (keys) q = q.select(e.orderBy.map((k, i) => sql<string>`(${k})::text`.as(`k${i}`)));
  for (const k of e.orderBy) q = q.orderBy(k, e.desc ? 'desc' : 'asc');
  return q;
}

/** A value as an SQL literal. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))) return `(${value})`;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return pg.escapeLiteral(value.toISOString());
  throw new TypeError(`A ${typeof value} cannot be written into an export's SQL`);
}

/** PostgreSQL's compiler, writing values as literals instead of $n parameters. */
class LiteralCompiler extends PostgresQueryCompiler {
  protected override appendValue(value: unknown): void {
    this.append(literal(value));
  }
}

/** The SQL of a query with its values inline, through the database's plugins as Kysely would run it. */
export function inlineSql(db: Db, query: { toOperationNode(): ReturnType<SelectQueryBuilder<unknown, never, object>['toOperationNode']> }): string {
  const queryId = createQueryId();
  const compiled = new LiteralCompiler().compileQuery(db.getExecutor().transformQuery(query.toOperationNode(), queryId), queryId);
  if (compiled.parameters.length > 0) throw new Error('an export query kept bind parameters');
  return compiled.sql;
}

/** Whether a text starts as a formula would (FORMULA_CHARS; a text holds no NUL), the cells csvCell defuses with a leading '. */
const FORMULA_CODES = FORMULA_CHARS.filter((c) => c !== '\0').map((c) => c.charCodeAt(0));
const formula = (ref: string) => `ascii(${ref}) IN (${FORMULA_CODES.join(', ')})`;

/** A cell as csvCell writes it, for COPY to quote: empty when null or empty (COPY quotes an empty string), formulas defused. */
const defused = (ref: string, number = false) =>
  number ? ref : `CASE WHEN ${ref} = '' THEN NULL WHEN ${formula(ref)} THEN '''' || ${ref} ELSE ${ref} END`;

/** A cell exactly as csvCell writes it, quoting included, in SQL (for the keyset pages); a number's text needs neither. */
export const csvCellSql = (ref: string, number = false) =>
  number
    ? `coalesce(${ref}, '')`
    : `CASE WHEN ${ref} ~ '[",\\r\\n]' THEN '"' || CASE WHEN ${formula(ref)} THEN '''' ELSE '' END || replace(${ref}, '"', '""') || '"' ` +
      `WHEN ${formula(ref)} THEN '''' || ${ref} ELSE coalesce(${ref}, '') END`;

/**
 * `COPY` of the export's cells as CSV, and one more, always null, column: each
 * line then ends with ",\n", which csvExportCopy.ts turns into "\r\n" in place
 * (COPY writes "\n"), and no line is ever a single column's "\." that COPY
 * would quote. `plain`: the cells as they are, no defusing, no extra column
 * (what the bench compares with).
 */
export function copyStatement(db: Db, e: CsvExport, plain = false): string {
  const inner = inlineSql(db, cellsQuery(e));
  if (plain) return `COPY (${inner}) TO STDOUT WITH (FORMAT csv)`;
  // The inner query has an ORDER BY, so PostgreSQL keeps it a subquery: each cell is computed once.
  const cells = e.columns.map((c, i) => defused(`t.c${i}`, c.number));
  return `COPY (SELECT ${cells.join(', ')}, NULL FROM (${inner}) t) TO STDOUT WITH (FORMAT csv)`;
}
