/**
 * What a dashboard column is in SQL, shared by where the rows come from (sources.ts) and the conditions on them
 * (conditions.ts): its raw value and, for a date column, which kind of date it holds.
 */
import type { RawBuilder } from 'kysely';

/** What a date column holds: a point in time (timestamptz, days in UTC) or a calendar date. */
export type DateKind = 'timestamp' | 'date';

/** A column's SQL: `value` is the raw value (conditions, grouping, order); `date` says which kind a date column is. */
export interface SourceColumn {
  value: RawBuilder<unknown>;
  date?: DateKind;
}
