/**
 * The business list's filters (status, sales rep, distributor, place, dates,
 * flags) and sort keys, as SQL on `businesses as b`.
 */
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SORTABLE } from '../../../contract/business';
import type { Database } from '../../db/schema';

export type SortColumn = (typeof SORTABLE)[number];
type InfoFlag = 'is_mobile_client' | 'is_enterprise_client' | 'is_pro_tech_client' | 'is_corporate_account';

export interface BusinessFilter {
  search?: string;
  /** A status id; 0 or absent: every status. */
  status?: number;
  salesRepId?: number;
  distributorId?: number;
  country?: string;
  state?: string;
  createdFrom?: string;
  createdTo?: string;
  flags?: Partial<Record<InfoFlag, boolean>>;
}

/** The advanced search's query as a filter: its flags by column. */
export function filterOf(query: Omit<BusinessFilter, 'flags'> & { isMobileClient?: boolean; isEnterpriseClient?: boolean; isProTechClient?: boolean; isCorporateAccount?: boolean }): BusinessFilter {
  const { isMobileClient, isEnterpriseClient, isProTechClient, isCorporateAccount, ...rest } = query;
  return {
    ...rest,
    flags: { is_mobile_client: isMobileClient, is_enterprise_client: isEnterpriseClient, is_pro_tech_client: isProTechClient, is_corporate_account: isCorporateAccount },
  };
}

export interface Page {
  orderBy?: SortColumn;
  sortBy?: 'asc' | 'desc' | 'ASC' | 'DESC';
  pageSize: number;
  offset: number;
}

/**
 * How the page is found. Up to `few` matches, it is sorted from the matches' ids; above, the sort index
 * is walked over a window of `margin` times the rows the page is expected to need, at least `minWindow`.
 * (Tests lower them to run each plan on a small database.) Here rather than with the page queries, as
 * businessSearchPage.ts, which those queries' module calls, takes it too.
 */
export interface PagePlan {
  few: number;
  margin: number;
  minWindow: number;
}

type B = ExpressionBuilder<Database & { b: Database['businesses'] }, 'b'>;

/** Sort columns with an index to walk (migration 0002); the others sort the matches. */
export const WALKABLE: ReadonlySet<SortColumn> = new Set(['name', 'shopId', 'sid', 'dateCreated', 'id']);

export function sortKey(column: SortColumn): RawBuilder<unknown> {
  const keys: Record<SortColumn, RawBuilder<unknown>> = {
    name: sql`lower(b.name)`,
    shopId: sql`lower(b.shop_id)`,
    sid: sql`lower(b.sid)`,
    dateCreated: sql`b.date_created`,
    id: sql`b.id`,
    status: sql`(SELECT s.text FROM lookups s WHERE s.id = b.status_id)`,
    city: sql`(SELECT a.city FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary')`,
    state: sql`(SELECT a.state FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary')`,
    country: sql`(SELECT a.country FROM business_addresses a WHERE a.business_id = b.id AND a.kind = 'primary')`,
  };
  return keys[column];
}

/** The filters other than the search term, on `businesses as b`. */
export function filtersOf(eb: B, f: BusinessFilter): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (f.status) all.push(eb('b.status_id', '=', f.status));
  if (f.salesRepId) all.push(eb('b.sales_rep_id', '=', f.salesRepId));
  if (f.distributorId) all.push(eb('b.distributor_id', '=', f.distributorId));
  if (f.createdFrom) all.push(sql<SqlBool>`b.date_created >= ${f.createdFrom}::date`);
  if (f.createdTo) all.push(sql<SqlBool>`b.date_created < ${f.createdTo}::date + 1`);
  const place = (['country', 'state'] as const).filter((k) => f[k]);
  if (place.length > 0) {
    all.push(
      eb.exists(
        place.reduce(
          (q, k) => q.where(sql`lower(a.${sql.ref(k)})`, '=', f[k]!.toLowerCase()),
          eb.selectFrom('business_addresses as a').select('a.id').whereRef('a.business_id', '=', 'b.id').where('a.kind', '=', 'primary'),
        ),
      ),
    );
  }
  // A business without a Biz Info row has every flag false (the tab's defaults).
  for (const [flag, value] of Object.entries(f.flags ?? {}) as [InfoFlag, boolean | undefined][]) {
    if (value === undefined) continue;
    const set = eb.exists(eb.selectFrom('business_info as i').select('i.business_id').whereRef('i.business_id', '=', 'b.id').where(`i.${flag}`, '=', true));
    all.push(value ? set : eb.not(set));
  }
  return eb.and(all);
}

/** Whether any filter other than the search term applies. */
export function hasFilters(f: BusinessFilter): boolean {
  const { search: _search, flags, ...rest } = f;
  return Object.values(rest).some((v) => v !== undefined && v !== 0 && v !== '') || Object.values(flags ?? {}).some((v) => v !== undefined);
}

/** Whether a filter other than the search term and the status applies. */
export function hasOtherFilters(f: BusinessFilter): boolean {
  return hasFilters({ ...f, status: undefined });
}
