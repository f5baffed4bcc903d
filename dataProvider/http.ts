/**
 * The HTTP client: calls a contract endpoint by reference with the bearer
 * token and the console's language (the server answers its messages in it),
 * refreshes the token once on 401, and turns error answers into react-admin
 * HttpErrors carrying the server's message.
 *
 * A read answered 503 (the service unavailable for a moment: its database
 * restarting, the server itself restarting behind its proxy) is tried again
 * after the Retry-After the answer asks for, at most RETRY.attempts times,
 * while the console shows its "unavailable, retrying" notice (`onRetrying`).
 * A write is not: a 503 does not prove it wrote nothing (the database may
 * have committed and gone before saying so, a batch may have saved its first
 * rows), and a new record sent twice would be saved twice. The user, who sees
 * the server's message, saves again. Nor is a 503 `timeout` (a statement ran
 * past its bound), which the same request would most likely meet again.
 */
import { HttpError } from 'ra-core';
import type { BodyInputOf, Endpoint, QueryInputOf } from '../contract/define';

export interface CallInput {
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A call's input typed by its endpoint's contract: the query and body its schemas take. */
export interface CallInputOf<E extends Endpoint> {
  query?: QueryInputOf<E>;
  body?: BodyInputOf<E>;
}

export type HttpClient = (endpoint: Endpoint, input?: CallInput) => Promise<unknown>;

export interface HttpDeps {
  fetch: typeof fetch;
  token: () => string | null;
  refresh: () => Promise<boolean>;
  /** The console's locale, sent as Accept-Language. */
  language?: () => string;
  baseUrl?: string;
  /** Told when reads start waiting to be tried again (true), and when none waits any more (false). */
  onRetrying?: (retrying: boolean) => void;
  /**
   * A server fault's message (5xx) with the request id the server logged it under, for the user to quote
   * (`app.alerts.reference`); `Message Reference: <id>` when absent.
   */
  withReference?: (message: string, id: string) => string;
  /** Waits before a read is tried again (tests give their own). */
  sleep?: (ms: number) => Promise<void>;
}

/** Tries after a 503, and the wait before each: the answer's Retry-After (seconds), within these bounds. */
export const RETRY = { attempts: 5, defaultWaitMs: 2_000, minWaitMs: 500, maxWaitMs: 10_000 };

/** The wait a 503 asks for: its Retry-After in seconds (an HTTP date is not used by our server), bounded. */
export function retryWait(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  const wait = response.headers.has('retry-after') && Number.isFinite(seconds) ? seconds * 1000 : RETRY.defaultWaitMs;
  return Math.min(RETRY.maxWaitMs, Math.max(RETRY.minWaitMs, wait));
}

/** Whether an answer is worth the same read again later: 503, but not a statement past its bound. */
async function unavailable(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body = await response
    .clone()
    .json()
    .catch(() => null);
  return (body as { code?: unknown } | null)?.code !== 'timeout';
}

/** Query values: null, undefined and empty strings are left out (spec §5). */
export function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Told of every POST the server accepted but those that only read (`reads`): a view showing what writes change (a
 * record's "last changed" line, src/history/) listens and reads again.
 */
export const posted = new EventTarget();

export function createHttpClient(deps: HttpDeps): HttpClient {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const withReference = deps.withReference ?? ((message: string, id: string) => `${message} Reference: ${id}`);
  /** Reads waiting to be tried again: the notice shows while there is any. */
  let retrying = 0;
  const send = (endpoint: Endpoint, input: CallInput) => {
    const token = deps.token();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const language = deps.language?.();
    if (language) headers['accept-language'] = language;
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    return deps.fetch(`${deps.baseUrl ?? ''}${endpoint.url}${queryString(input.query)}`, {
      method: endpoint.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
  };
  const sendSignedIn = async (endpoint: Endpoint, input: CallInput) => {
    const response = await send(endpoint, input);
    if (response.status === 401 && endpoint.access !== 'public' && (await deps.refresh())) return send(endpoint, input);
    return response;
  };
  /** The read sent again after each 503's Retry-After until it is answered otherwise, RETRY.attempts times at most. */
  const retried = async (endpoint: Endpoint, input: CallInput, first: Response) => {
    if (retrying++ === 0) deps.onRetrying?.(true);
    let response = first;
    try {
      for (let attempt = 0; attempt < RETRY.attempts && (await unavailable(response)); attempt++) {
        await sleep(retryWait(response));
        response = await sendSignedIn(endpoint, input);
      }
      return response;
    } finally {
      if (--retrying === 0) deps.onRetrying?.(false);
    }
  };
  return async (endpoint, input = {}) => {
    let response = await sendSignedIn(endpoint, input);
    if (endpoint.method === 'GET' && !endpoint.writes && (await unavailable(response))) response = await retried(endpoint, input, response);
    // A file endpoint answers bytes: hand them over as a Blob.
    if (endpoint.file && response.ok) return response.blob();
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    if (!response.ok) {
      const said = typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : text || response.statusText;
      const id = (body as { requestId?: unknown } | null)?.requestId ?? response.headers.get('request-id');
      const message = response.status >= 500 && typeof id === 'string' && id !== '' ? withReference(said, id) : said;
      throw new HttpError(message, response.status, body);
    }
    if (endpoint.method === 'POST' && !endpoint.reads) posted.dispatchEvent(new Event('posted'));
    return body;
  };
}
