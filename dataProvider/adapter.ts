/**
 * The one generic adapter: react-admin verbs → contract calls, read from the
 * endpoint table. How each verb maps:
 *
 * - getList           list.endpoint with list.input(params), each row mapped by list.record when declared
 *                     (the list call in params.meta.list instead, when a list view gives one: a shop's requests);
 *                     `array` answers are searched (`q`), filtered, sorted and paged here; `TotalItems` and
 *                     `countItems` carry their total (a capped count, `capped`: the pages go on while full).
 * - getOne            one.endpoint, or the list searched for the id.
 * - getMany           getOne for each id where the resource has a `one` call, else one list call for all ids.
 * - getManyReference  getList with { [target]: id } added to the filter.
 * - create            save.create (else save.endpoint) with the record and id 0; the answer's numeric id is the saved id.
 * - update            save.endpoint with the record, its id and the version it was read at.
 *                     Both send save.input(record) when the call shapes its body unlike the form, and
 *                     hand react-admin the fields the server refused as `body.errors` { source: message }.
 * - updateMany        update for each id.
 * - delete            remove.endpoint with remove.input(record).
 * - deleteMany        delete for each id.
 * - saveBatch         saveBatch.endpoint with the changed rows: one result per row.
 * - fileUrl           a link to a file endpoint carrying a single-use download token (User/GetDownloadToken)
 *                     in place of the bearer token, so the browser downloads the file itself.
 *
 * A body holds only the fields its contract schema declares. A verb the
 * resource does not declare throws an error naming the resource and the verb.
 */
import { type DataProvider, type GetListParams, HttpError, type Identifier, type RaRecord } from 'ra-core';
import type { BodyInputOf, Endpoint, ResponseOf, RowResult } from '../contract/define';
import { usersContract } from '../contract/users';
import type { EndpointTable, ListCall, ResourceEndpoints } from './endpoints';
import { type CallInput, type CallInputOf, type HttpClient, queryString } from './http';

export interface AppDataProvider extends DataProvider {
  saveBatch(resource: string, rows: RaRecord[], filter?: Record<string, unknown>): Promise<RowResult[]>;
  /** Calls an endpoint of the contract: its query and body, and its answer, typed by the endpoint. */
  call<E extends Endpoint>(endpoint: E, input?: CallInputOf<E>): Promise<ResponseOf<E>>;
  fileUrl(endpoint: Endpoint, query?: Record<string, unknown>): Promise<string>;
}

/** The query parameter a file link carries its download token in (server/auth/downloadTokens.ts). */
export const DOWNLOAD_TOKEN_PARAM = 'downloadToken';

/** Keeps the fields a schema declares (`keysOf`; display-only fields never reach the server). */
export function pickFields(keys: string[] | null, record: Record<string, unknown>): Record<string, unknown> {
  if (!keys) return record;
  return Object.fromEntries(keys.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));
}

/**
 * Keeps the fields the endpoint's body declares: a form's values (untyped, declared field by field from the
 * contract) as the endpoint's body; the server checks them against its schema.
 */
export const bodyFor = <E extends Endpoint>(endpoint: E, record: Record<string, unknown>) => pickFields(endpoint.bodyKeys, record) as BodyInputOf<E>;

/** Whether the query holds a value for a parameter the endpoint does not take. */
function asksMore(endpoint: Endpoint, input: CallInput): boolean {
  const known = endpoint.queryKeys ?? [];
  return Object.entries(input.query ?? {}).some(([key, value]) => value !== undefined && value !== null && value !== '' && !known.includes(key));
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base', numeric: true });
}

/** Search, filter, sort and page a whole list answered at once. */
export function pageArray(rows: RaRecord[], params: GetListParams, serverFilters: string[] = [], unsearched: string[] = []): { data: RaRecord[]; total: number } {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  let result = rows;
  if (typeof q === 'string' && q.trim() !== '') {
    const needle = q.trim().toLowerCase();
    result = result.filter((r) => Object.entries(r).some(([k, v]) => typeof v === 'string' && !unsearched.includes(k) && v.toLowerCase().includes(needle)));
  }
  for (const [key, value] of Object.entries(filters)) {
    if (serverFilters.includes(key) || value === undefined || value === '' || value === null) continue;
    result = result.filter((r) => String(r[key]) === String(value));
  }
  if (params.sort?.field) {
    const { field, order } = params.sort;
    result = [...result].sort((a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1));
  }
  const { page, perPage } = params.pagination ?? { page: 1, perPage: result.length };
  return { data: result.slice((page - 1) * perPage, page * perPage), total: result.length };
}

/**
 * The server names the fields it refuses as `errors: [{ field, message }]` (a path for nested ones);
 * react-admin shows `body.errors` as `{ source: message }` on the form's inputs.
 */
function withFieldErrors(error: unknown, sources: Record<string, string> = {}): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as { errors?: unknown } | null;
  if (!Array.isArray(body?.errors) || body.errors.length === 0) return error;
  const errors: Record<string, string> = {};
  for (const { field, message } of body.errors as { field: string; message: string }[]) {
    const head = String(field).split('.')[0];
    errors[sources[head] ?? head] ??= message;
  }
  return new HttpError(error.message, error.status, { ...body, errors });
}

function savedRecord(answer: unknown, sent: Record<string, unknown>): RaRecord {
  const id = (answer as { id?: unknown } | null)?.id;
  // The answer's id is the saved id; anything else (an error object) is ignored and the save reported failed.
  if (typeof id !== 'number' || id <= 0) throw new HttpError('app.alerts.no_id', 500, answer);
  return { ...sent, ...(answer as object), id };
}

/**
 * A resource's endpoint-table entry, read when a call needs it: the console's resolves it from the resource's
 * declaration, loaded the first time (src/declare/registry.ts endpointsOf); tests give the whole table.
 */
export type EndpointsOf = (resource: string) => Promise<ResourceEndpoints | undefined>;

export function createDataProvider(http: HttpClient, table: EndpointTable | EndpointsOf): AppDataProvider {
  const endpointsOf: EndpointsOf = typeof table === 'function' ? table : async (resource) => table[resource];
  const entry = async <K extends keyof ResourceEndpoints>(resource: string, verb: K, raVerb: string): Promise<NonNullable<ResourceEndpoints[K]>> => {
    const found = (await endpointsOf(resource))?.[verb];
    if (!found) throw new Error(`The resource "${resource}" does not support ${raVerb}.`);
    return found as NonNullable<ResourceEndpoints[K]>;
  };

  const list = async (resource: string, call: ListCall, params: GetListParams) => {
    const input = call.input?.(params) ?? {};
    const answer = await http(call.advanced && asksMore(call.endpoint, input) ? call.advanced : call.endpoint, input);
    const records = <R>(rows: R[]) => (call.record && Array.isArray(rows) ? (rows.map((r) => call.record?.(r as Record<string, unknown>)) as R[]) : rows);
    if (call.shape === 'array') return pageArray(records(answer as RaRecord[]), params, call.serverFilters, call.unsearched);
    if (call.shape === 'countItems') {
      const { count, items, capped } = answer as { count: number; items: RaRecord[]; capped?: boolean };
      if (!capped) return { data: records(items), total: count };
      // Counted up to a limit only (the Activity screen): the pages say "of more than …", and go on while they are full.
      const page = params.pagination?.page ?? 1;
      return { data: records(items), pageInfo: { hasPreviousPage: page > 1, hasNextPage: items.length >= (params.pagination?.perPage ?? items.length) } };
    }
    const rows = answer as (RaRecord & { TotalItems?: number })[];
    if (!Array.isArray(rows)) throw new Error(`The list of "${resource}" is not an array.`);
    return { data: records(rows), total: rows[0]?.TotalItems ?? 0 };
  };

  const getOne = async (resource: string, id: Identifier): Promise<RaRecord> => {
    const one = (await endpointsOf(resource))?.one;
    if (one) return (await http(one.endpoint, one.input(id))) as RaRecord;
    const call = await entry(resource, 'list', 'getOne');
    const { data } = await list(resource, call, { filter: {}, pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER }, sort: { field: 'id', order: 'ASC' } });
    const found = data.find((r) => String(r.id) === String(id));
    if (!found) throw new HttpError(`${resource} ${id} was not found.`, 404);
    return found;
  };

  /**
   * The records of `ids`, in their order: by the resource's `one` call for each, else from one read of its whole list
   * (not a list read per id). An id the list lacks is left out, as react-admin expects of getMany.
   */
  const getMany = async (resource: string, ids: Identifier[]): Promise<RaRecord[]> => {
    if ((await endpointsOf(resource))?.one) return Promise.all(ids.map((id) => getOne(resource, id)));
    if (ids.length === 0) return [];
    const call = await entry(resource, 'list', 'getMany');
    const { data } = await list(resource, call, { filter: {}, pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER }, sort: { field: 'id', order: 'ASC' } });
    const byId = new Map(data.map((r) => [String(r.id), r]));
    return ids.flatMap((id) => byId.get(String(id)) ?? []);
  };

  const save = async (resource: string, record: Record<string, unknown>, raVerb: string) => {
    const { endpoint, create, input, errorSources, fixed } = await entry(resource, 'save', raVerb);
    const call = record.id === 0 && create ? create : endpoint;
    const values = { ...record, ...fixed };
    const body = bodyFor(call, input ? input(values) : values);
    try {
      return savedRecord(await http(call, { body }), record);
    } catch (error) {
      throw withFieldErrors(error, errorSources);
    }
  };

  const update = (resource: string, params: { id: Identifier; data: Partial<RaRecord>; previousData?: RaRecord }) =>
    save(resource, { ...params.previousData, ...params.data, id: Number(params.id), version: params.previousData?.version ?? params.data.version }, 'update');

  const remove = async (resource: string, id: Identifier, known: RaRecord | undefined, raVerb: string) => {
    const call = await entry(resource, 'remove', raVerb);
    const record = known ?? (await getOne(resource, id));
    await http(call.endpoint, call.input(record));
    return record;
  };

  return {
    getList: async (resource, params) => (await list(resource, (params.meta as { list?: ListCall } | undefined)?.list ?? (await entry(resource, 'list', 'getList')), params)) as never,
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),
    getMany: async (resource, params) => ({ data: (await getMany(resource, params.ids)) as never }),
    getManyReference: async (resource, params) =>
      list(resource, await entry(resource, 'list', 'getManyReference'), {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }) as never,
    create: async (resource, params) => ({ data: (await save(resource, { ...params.data, id: 0 }, 'create')) as never }),
    update: async (resource, params) => ({ data: (await update(resource, params)) as never }),
    updateMany: async (resource, params) => {
      const done = [];
      for (const id of params.ids) done.push((await update(resource, { id, data: { ...params.data, id }, previousData: await getOne(resource, id) })).id);
      return { data: done };
    },
    delete: async (resource, params) => ({ data: (await remove(resource, params.id, params.previousData, 'delete')) as never }),
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await remove(resource, id, undefined, 'deleteMany');
      return { data: params.ids };
    },
    saveBatch: async (resource, rows, filter = {}) => {
      const { endpoint, input } = await entry(resource, 'saveBatch', 'saveBatch');
      const answer = (await http(endpoint, input ? input(rows, filter) : { body: rows.map((r) => bodyFor(endpoint, r)) })) as { results: RowResult[] };
      return answer.results;
    },
    // The contract types the call; the answer is the server's, checked against the same schemas by the API tests.
    call: <E extends Endpoint>(endpoint: E, input?: CallInputOf<E>) => http(endpoint, input as CallInput) as Promise<ResponseOf<E>>,
    fileUrl: async (endpoint, query = {}) => {
      const { token } = (await http(usersContract.getDownloadToken)) as { token: string };
      return `${endpoint.url}${queryString({ ...query, [DOWNLOAD_TOKEN_PARAM]: token })}`;
    },
  };
}
