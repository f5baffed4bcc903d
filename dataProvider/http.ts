/**
 * The HTTP client: calls a contract endpoint by reference with the bearer
 * token and the console's language (the server answers its messages in it),
 * refreshes the token once on 401, and turns error answers into react-admin
 * HttpErrors carrying the server's message.
 */
import { HttpError } from 'ra-core';
import type { Endpoint } from '../contract/define';

export interface CallInput {
  query?: Record<string, unknown>;
  body?: unknown;
}

export type HttpClient = (endpoint: Endpoint, input?: CallInput) => Promise<unknown>;

export interface HttpDeps {
  fetch: typeof fetch;
  token: () => string | null;
  refresh: () => Promise<boolean>;
  /** The console's locale, sent as Accept-Language. */
  language?: () => string;
  baseUrl?: string;
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

export function createHttpClient(deps: HttpDeps): HttpClient {
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
  return async (endpoint, input = {}) => {
    let response = await send(endpoint, input);
    if (response.status === 401 && endpoint.access !== 'public' && (await deps.refresh())) response = await send(endpoint, input);
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
      const message = typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : text || response.statusText;
      throw new HttpError(message, response.status, body);
    }
    return body;
  };
}
