/**
 * What the request log records of a request: its method, URL, host and client
 * address (Fastify's default), never a secret. A download token in the query
 * string is a bearer credential for a minute, a shared template's token opens it
 * for as long as it is shared: their values are replaced.
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { TEMPLATE_SHARE_PARAM } from '../../contract/dashboard';
import { DOWNLOAD_TOKEN_PARAM } from '../auth/downloadTokens';

const REDACTED = '[redacted]';
const SECRET_PARAMS = new Set<string>([DOWNLOAD_TOKEN_PARAM, TEMPLATE_SHARE_PARAM]);

function decodedKey(key: string): string {
  try {
    return decodeURIComponent(key.replaceAll('+', ' '));
  } catch {
    return key;
  }
}

/** The URL with the value of every `downloadToken` and `share` parameter (however its name is percent-encoded) replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0];
      return SECRET_PARAMS.has(decodedKey(key)) ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/**
 * Fastify's request lines, made an operator's: the incoming request at `debug` (a request that hangs is found by
 * it), and one line when it is answered with its id (`reqId`, the `request-id` the answer carries and the console
 * shows in an error notice), method and URL (secrets redacted), route pattern, signed-in user's id, status and
 * time taken in milliseconds.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      req: request,
      route: request.routeOptions.url ?? null,
      userId: request.user?.id ?? null,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
