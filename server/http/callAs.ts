/**
 * A call the server makes on the caller's behalf, through the API's own route (`inject`), with the caller's token,
 * address and language: so it is validated, authorized and recorded exactly as the same call made by the console.
 * History/Revert puts fields back this way, an import saves its rows this way (each in the call context that tells
 * the route how to run it: db/callContext.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '../../contract/define';

export interface CallInput {
  query?: Record<string, string>;
  body?: unknown;
}

/** The call's status and its answer (JSON). */
export async function callAs(req: FastifyRequest, endpoint: Endpoint, input: CallInput): Promise<{ status: number; answer: unknown }> {
  const res = await req.server.inject({
    method: endpoint.method,
    url: endpoint.url,
    query: input.query,
    remoteAddress: req.ip,
    payload: input.body as never,
    headers: {
      authorization: req.headers.authorization ?? '',
      'accept-language': req.headers['accept-language'] ?? 'en',
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
  return { status: res.statusCode, answer: res.json() };
}

/** The answer of a call made on the caller's behalf that was refused: passed to the caller as it is. */
export class CallRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(`refused with ${statusCode}`);
  }
}

/** The call's answer; its refusal thrown as CallRefused. */
export async function callOrRefuse(req: FastifyRequest, endpoint: Endpoint, input: CallInput): Promise<unknown> {
  const { status, answer } = await callAs(req, endpoint, input);
  if (status !== 200) throw new CallRefused(status, answer);
  return answer;
}
