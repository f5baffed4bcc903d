/** What the paged lists share: the search pattern and condition, and the sort direction. */
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** A LIKE pattern matching text that holds `term` (its own % _ \ matched literally), lower-cased for `lower(col) LIKE`. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Whether any of `columns` (qualified: `d.serial_number`) holds `term`, in any case. */
export const containsAny = (columns: readonly string[], term: string): RawBuilder<SqlBool> => {
  const pattern = containsPattern(term);
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => sql`lower(${sql.ref(c)}) LIKE ${pattern}`),
    sql` OR `,
  )})`;
};

/** The spec's sortBy, either case; `fallback` when absent. */
export const sortDirection = (sortBy: string | undefined, fallback: 'asc' | 'desc' = 'asc'): 'asc' | 'desc' =>
  sortBy ? (sortBy.toLowerCase() === 'desc' ? 'desc' : 'asc') : fallback;
