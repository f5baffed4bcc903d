/**
 * The spec's paged list query (§5, §9): a search term, orderBy (a column),
 * sortBy (the direction), pageSize (10 by default) and offset.
 */
import { z } from 'zod';
import { queryInt } from './define';
import { r } from './refusal';

export function pagedListQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return {
    search: z.string().trim().max(200, r('must be at most 200 characters')).optional(),
    orderBy: z.enum(sortable).optional(),
    sortBy: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
    pageSize: queryInt.min(1).max(1000).default(10),
    offset: queryInt.min(0).default(0),
  };
}
