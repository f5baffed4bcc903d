/** What the paged lists share: the search pattern and the sort direction. */

/** A LIKE pattern matching text that holds `term` (its own % _ \ matched literally), lower-cased for `lower(col) LIKE`. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The spec's sortBy, either case; `fallback` when absent. */
export const sortDirection = (sortBy: string | undefined, fallback: 'asc' | 'desc' = 'asc'): 'asc' | 'desc' =>
  sortBy ? (sortBy.toLowerCase() === 'desc' ? 'desc' : 'asc') : fallback;
