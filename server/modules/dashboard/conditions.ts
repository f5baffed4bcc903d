/**
 * An ad hoc query's conditions as one SQL condition (contract/dashboard.ts): each names a declared column, an
 * operator its type allows and a value of that type, joined to the one before by and (1) or or (2); `and` binds
 * tighter than `or`, as in SQL. Values reach the database as parameters only; `contains` and `startsWith` match
 * their value's own % _ \ literally. Text compares in any case; `neq` keeps the rows without a value.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Condition } from '../../../contract/dashboard';
import { DASHBOARD_LOGIC, OPERATORS } from '../../../contract/dashboardSchema';
import { containsPattern } from '../../db/listing';
import { badRequest } from '../../http/errors';
import { m } from '../../http/text';
import type { DateKind, SourceColumn } from './columnSql';

/** A column's SQL and its declared type, as the compiler needs them. */
export type ConditionColumn = SourceColumn & { type: 'text' | 'number' | 'date' | 'boolean' | 'choice' };

const startsWithPattern = (term: string) => `${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The first instant of a date (YYYY-MM-DD) in UTC, or the date itself for a calendar date column; the date a parameter. */
export const dayStart = (date: string, kind: DateKind) => (kind === 'timestamp' ? sql`(${date}::date::timestamp AT TIME ZONE 'UTC')` : sql`${date}::date`);
/** The first instant (or date) after a date. */
export const dayAfter = (date: string, kind: DateKind) => (kind === 'timestamp' ? sql`((${date}::date + 1)::timestamp AT TIME ZONE 'UTC')` : sql`(${date}::date + 1)`);

/** One condition as SQL; `at` names it in a refusal (`conditions.2.value`). */
function one(c: Condition, col: ConditionColumn, at: string): RawBuilder<SqlBool> {
  const x = col.value;
  const isText = col.type === 'text';
  switch (c.operator) {
    case 'empty':
      return isText ? sql`(${x} IS NULL OR ${x} = '')` : sql`(${x} IS NULL)`;
    case 'notEmpty':
      return isText ? sql`(${x} IS NOT NULL AND ${x} <> '')` : sql`(${x} IS NOT NULL)`;
    case 'isTrue':
      return sql`(${x} IS TRUE)`;
    case 'isFalse':
      return sql`(${x} IS NOT TRUE)`;
  }
  const value = c.value;
  if (value === null || value === undefined || value === '') throw badRequest(`${at}.value`, m`is required`);
  if (isText) {
    const text = String(value);
    switch (c.operator) {
      case 'eq':
        return sql`(lower(${x}) = lower(${text}))`;
      case 'neq':
        return sql`(${x} IS NULL OR lower(${x}) <> lower(${text}))`;
      case 'contains':
        return sql`(lower(${x}) LIKE ${containsPattern(text)})`;
      case 'startsWith':
        return sql`(lower(${x}) LIKE ${startsWithPattern(text)})`;
    }
  }
  if (col.type === 'date') {
    const date = String(value);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw badRequest(`${at}.value`, m`must be a date (YYYY-MM-DD)`);
    const kind = col.date ?? 'timestamp';
    switch (c.operator) {
      case 'on':
        return sql`(${x} >= ${dayStart(date, kind)} AND ${x} < ${dayAfter(date, kind)})`;
      case 'before':
        return sql`(${x} < ${dayStart(date, kind)})`;
      case 'after':
        return sql`(${x} >= ${dayAfter(date, kind)})`;
    }
  }
  if (col.type === 'number' || col.type === 'choice') {
    const n = Number(value);
    if (!Number.isFinite(n) || (col.type === 'choice' && !Number.isInteger(n))) throw badRequest(`${at}.value`, col.type === 'choice' ? m`must be a choice id` : m`must be a number`);
    const p = sql`${n}::numeric`;
    switch (c.operator) {
      case 'eq':
        return sql`(${x} = ${p})`;
      case 'neq':
        return sql`(${x} IS DISTINCT FROM ${p})`;
      case 'gt':
        return sql`(${x} > ${p})`;
      case 'gte':
        return sql`(${x} >= ${p})`;
      case 'lt':
        return sql`(${x} < ${p})`;
      case 'lte':
        return sql`(${x} <= ${p})`;
    }
  }
  throw badRequest(`${at}.operator`, m`is not allowed for a ${col.type} column`);
}

/**
 * The conditions as one SQL condition, or undefined for none. `column` answers a field's SQL and type, undefined for a
 * field the dashboard does not declare (refused, as a bad operator or value is: 400 naming the condition's field). Runs of `and` are grouped, then joined by `or`.
 */
export function conditionsSql(conditions: readonly Condition[], column: (field: string) => ConditionColumn | undefined): RawBuilder<SqlBool> | undefined {
  if (conditions.length === 0) return undefined;
  const groups: RawBuilder<SqlBool>[][] = [];
  conditions.forEach((c, i) => {
    const at = `conditions.${i}`;
    if (i > 0 && c.logic !== DASHBOARD_LOGIC.and && c.logic !== DASHBOARD_LOGIC.or) throw badRequest(`${at}.logic`, m`must be and (1) or or (2)`);
    if (i === 0 || c.logic === DASHBOARD_LOGIC.or) groups.push([]);
    const col = column(c.field);
    if (!col) throw badRequest(`${at}.field`, m`must be a column of the dashboard`);
    if (!(OPERATORS[col.type] as readonly string[]).includes(c.operator)) throw badRequest(`${at}.operator`, m`is not allowed for a ${col.type} column`);
    groups[groups.length - 1].push(one(c, col, at));
  });
  return sql<SqlBool>`(${sql.join(
    groups.map((g) => sql`(${sql.join(g, sql` AND `)})`),
    sql` OR `,
  )})`;
}
