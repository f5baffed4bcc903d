/**
 * The endpoint table's entry type: how a resource's react-admin verbs map to
 * contract calls. Each resource declares its entry beside its fields
 * (resources/<name>/index.ts); the adapter reads the table and nothing else.
 */
import type { GetListParams, Identifier, RaRecord } from 'ra-core';
import type { Endpoint } from '../contract/define';
import type { CallInput } from './http';

/**
 * How a list answer carries its total:
 * - `array`: the whole list; the adapter searches, filters, sorts and pages it;
 * - `TotalItems`: one page, the total read from its first row's TotalItems (business rows all carry it,
 *   device rows only the first, spec §3);
 * - `countItems`: one page as `{ count, items }`.
 */
export type ListShape = 'array' | 'TotalItems' | 'countItems';

export interface ListCall {
  endpoint: Endpoint;
  /** Called instead when the query holds a parameter `endpoint` does not take (the advanced search). */
  advanced?: Endpoint;
  shape: ListShape;
  input?: (params: GetListParams) => CallInput;
  /** Filters the server applies itself; the rest are applied to an `array` answer. */
  serverFilters?: string[];
  /** Maps each answered row to the resource's record, when the call answers another shape (a lookup item read as a pre-canned message). */
  record?: (row: Record<string, unknown>) => RaRecord;
  /** Fields of an `array` answer the search box never looks into (secrets: a search must not reveal them). */
  unsearched?: string[];
}

export interface ResourceEndpoints {
  list?: ListCall;
  one?: { endpoint: Endpoint; input: (id: Identifier) => CallInput };
  /**
   * Upsert: id 0 creates, any other id updates with the record's version.
   * `create`: called instead for id 0, when creating is another call than updating (platform users).
   * `input`: the body from the record, when the call names or shapes fields unlike the form (before the
   * fields the call declares are kept); `errorSources` then names the form field of a body field the
   * server names in an error.
   */
  save?: {
    endpoint: Endpoint;
    create?: Endpoint;
    input?: (record: Record<string, unknown>) => Record<string, unknown>;
    errorSources?: Record<string, string>;
    fixed?: Record<string, unknown>;
  };
  remove?: { endpoint: Endpoint; input: (record: RaRecord) => CallInput };
  /** Saves several rows in one call, answering a result per row (inline-editable lists). */
  /** `rowsAt`: the body's field holding the rows (`users`), when the body is not the array of rows itself; their rules are the form's. */
  saveBatch?: { endpoint: Endpoint; rowsAt?: string; input?: (rows: Record<string, unknown>[], filter: Record<string, unknown>) => CallInput };
  /** A CSV export the server streams: every row the list's filter and sort match, of the visible columns, without a header row. */
  export?: { endpoint: Endpoint; input: (params: Pick<GetListParams, 'filter' | 'sort'>, columns: string[]) => CallInput };
}

/**
 * The spec's list query (§5, §9): search, orderBy, sortBy, status, pageSize and offset;
 * empty values are left out by the HTTP client.
 */
export function specListQuery({ filter, sort, pagination }: GetListParams): Record<string, unknown> {
  const { q, status, ...rest } = (filter ?? {}) as Record<string, unknown>;
  const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
  return {
    ...rest,
    search: typeof q === 'string' ? q.trim() : undefined,
    status,
    orderBy: sort?.field,
    sortBy: sort?.order?.toLowerCase(),
    pageSize: perPage,
    offset: (page - 1) * perPage,
  };
}

/**
 * The spec's list query in the body, for a list call that is a POST (`openingHours/GetAuditLog`): the fields the
 * endpoint's body declares (its filters, pageSize and offset; no search or order it does not take), empty values
 * left out as a query string leaves them out.
 */
export const specListBody =
  (endpoint: Endpoint) =>
  (params: GetListParams): CallInput => ({
    body: Object.fromEntries(
      Object.entries(specListQuery(params)).filter(([key, value]) => (!endpoint.bodyKeys || endpoint.bodyKeys.includes(key)) && value !== undefined && value !== null && value !== ''),
    ),
  });

/**
 * A CSV export the server streams (`Business/Export`, `serviceRequest/Export`, `History/ActivityExport`): the list's
 * query without its page (and only what the export's query takes), the visible columns by name, and no header row
 * (the console writes the translated one).
 */
export const streamedExport = (endpoint: Endpoint): NonNullable<ResourceEndpoints['export']> => ({
  endpoint,
  input: ({ filter, sort }, columns) => {
    const { pageSize: _size, offset: _offset, ...query } = specListQuery({ filter, sort, pagination: { page: 1, perPage: 1 } });
    const taken = Object.entries(query).filter(([key, value]) => (!endpoint.queryKeys || endpoint.queryKeys.includes(key)) && value !== undefined && value !== '');
    return { query: { ...Object.fromEntries(taken), columns: columns.join(','), header: false } };
  },
});

export type EndpointTable = Record<string, ResourceEndpoints>;
